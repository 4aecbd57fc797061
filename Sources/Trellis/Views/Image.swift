import Foundation

/// A view that displays an image.
///
/// A symbol image is sized like a glyph of the current font, by the environment's text measurer.
///
/// ```swift
/// Image(systemName: "checkmark")
/// ```
public struct Image: View, Equatable {
  enum Source: Equatable {
    case system(String)
  }

  let source: Source

  /// Creates a symbol image.
  public init(systemName: String) {
    source = .system(systemName)
  }

  /// Adds an image leaf sized by the font.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let environment = inputs.environment
    switch view.source {
    case .system(let name):
      let font = environment.font ?? .body
      let size = environment.textMeasurer.symbolSize(
        named: name, font: font, scale: environment.imageScale, displayScale: environment.displayScale)
      if size == nil {
        RuntimeIssues.report("No symbol named '\(name)' found in system symbol set")
      }
      let color = Text.Run(string: "").color(in: environment)
      inputs.resolver.appendLeaf(
        SymbolImageBehavior(name: name, size: size ?? .zero, isKnown: size != nil, color: color), inputs: inputs)
    }
  }

  /// The scale of a symbol image relative to its font.
  public enum Scale: Hashable, CaseIterable, Sendable {
    /// Smaller than the text around it.
    case small
    /// The size of the text around it.
    case medium
    /// Larger than the text around it.
    case large
  }

  /// An image is primitive.
  public var body: Never { preconditionFailure("Image is a primitive view: it has no body") }
}

/// A symbol image: a fixed size, whatever the proposal, like a glyph.
struct SymbolImageBehavior: LayoutBehavior {
  let name: String
  let size: CGSize
  /// Whether the measurer knows the symbol; an unknown one draws nothing.
  let isKnown: Bool
  let color: Color.Resolved

  var debugName: String { "Image systemName: \"\(name)\"" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize { size }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: LayoutContext) -> [DisplayList.Item] {
    isKnown ? [.symbol(name: name, frame: frame, color: color)] : []
  }
}

private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
  /// The scale of symbol images in the view: medium by default.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// Scales symbol images in the view relative to their font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}
