import Foundation

/// A button style that doesn't apply a border.
///
/// The label is drawn in the tint — red for a ``ButtonRole/destructive`` button, the tertiary
/// label colour when disabled — in `.body`, or `.subheadline` at the small and mini control
/// sizes, with no padding (docs/iOSControls.md §4). A `font(_:)` or `foregroundStyle(_:)` set
/// on or around the button wins over these defaults.
///
/// ```swift
/// Button("Edit", action: edit)
///     .buttonStyle(.borderless)
/// ```
///
/// Fidelity: partial — the look is OpenSwiftUI's reading of SwiftUI (`BorderlessButtonStyle`);
/// SPZV's `Button("Clean Code")` measures the tint (0,122,255) and no padding; the other
/// control sizes were not measured.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates a borderless button style.
  public init() {}

  /// The button drawn as its tinted label.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).pushStyle(AnyButtonStyle.regular(BorderlessButtonLook()))
  }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button style that doesn't apply a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// What `.borderless` draws.
nonisolated struct BorderlessButtonLook: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonBody(configuration: configuration)
  }
}

nonisolated private struct BorderlessButtonBody: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.controlSize) private var controlSize
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.isBarItem) private var isBarItem
  @Environment(\.isProminentBarItem) private var isProminentBarItem

  var body: some View {
    HStack { configuration.label }
      .defaultFont(controlSize.buttonFont)
      .multilineTextAlignment(.center)
      .defaultForegroundStyle(labelStyle)
      // A bar's glass group draws a disabled confirmation on grey glass (`BarItemEnabledKey`).
      .transformPreference(BarItemEnabledKey.self) { if isBarItem { $0 = $0 && isEnabled } }
  }

  /// Tertiary when disabled, red when destructive outside a bar, else the tint (OpenSwiftUI's
  /// `BorderlessButtonLabelShapeStyle`; a bar's destructive item is in the tint on iOS 18,
  /// issue 33). The tint is resolved where each part of the label is drawn, so a `tint(_:)`
  /// inside the label — `Link(destination:) { Text("Terms").tint(.red) }` — colours that part,
  /// as on iOS (issue 33).
  private var labelStyle: AnyShapeStyle {
    if isProminentBarItem { return AnyShapeStyle(Color.white) }
    if !isEnabled { return AnyShapeStyle(HierarchicalShapeStyle.tertiary) }
    if configuration.role == .destructive, !isBarItem { return AnyShapeStyle(Color.red) }
    return AnyShapeStyle(TintShapeStyle())
  }
}

extension ControlSize {
  /// The font of a button's label: `.subheadline` at the small and mini sizes, `.body` at the
  /// others (docs/iOSControls.md §4, OpenSwiftUI's `BorderedButtonSpec` and
  /// `BorderlessButtonStyle`).
  var buttonFont: Font {
    switch self {
    case .mini, .small: .subheadline
    case .regular, .large, .extraLarge: .body
    }
  }
}
