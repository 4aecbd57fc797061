import Foundation

/// A variant of a symbol: filled, in a circle, square or rectangle, slashed, or several of these.
///
/// `Image(systemName: "heart")` under `symbolVariant(.fill)` draws `heart.fill`; under
/// `.circle.fill`, `heart.circle.fill`. A variant the symbol does not have is left out, as
/// SwiftUI leaves it out.
///
/// Fidelity: partial — the name is made as SF Symbols names variants (slash, then the
/// enclosure, then fill); which variants exist is Trellis' symbol catalog's answer.
public struct SymbolVariants: Hashable, Sendable {
  private struct Parts: OptionSet, Hashable, Sendable {
    let rawValue: Int
    static let fill = Parts(rawValue: 1 << 0)
    static let slash = Parts(rawValue: 1 << 1)
    static let circle = Parts(rawValue: 1 << 2)
    static let square = Parts(rawValue: 1 << 3)
    static let rectangle = Parts(rawValue: 1 << 4)
    static let shapes: Parts = [.circle, .square, .rectangle]
  }

  private var parts: Parts

  private init(_ parts: Parts) { self.parts = parts }

  /// No variant: the symbol as named.
  public static let none = SymbolVariants([])
  /// The symbol in a circle.
  public static let circle = SymbolVariants(.circle)
  /// The symbol in a square.
  public static let square = SymbolVariants(.square)
  /// The symbol in a rectangle.
  public static let rectangle = SymbolVariants(.rectangle)
  /// The filled symbol.
  public static let fill = SymbolVariants(.fill)
  /// The symbol with a slash through it.
  public static let slash = SymbolVariants(.slash)

  /// This variant in a circle (in place of another enclosure).
  public var circle: SymbolVariants { SymbolVariants(parts.subtracting(Parts.shapes).union(.circle)) }
  /// This variant in a square (in place of another enclosure).
  public var square: SymbolVariants { SymbolVariants(parts.subtracting(Parts.shapes).union(.square)) }
  /// This variant in a rectangle (in place of another enclosure).
  public var rectangle: SymbolVariants { SymbolVariants(parts.subtracting(Parts.shapes).union(.rectangle)) }
  /// This variant, filled.
  public var fill: SymbolVariants { SymbolVariants(parts.union(.fill)) }
  /// This variant with a slash.
  public var slash: SymbolVariants { SymbolVariants(parts.union(.slash)) }

  /// Whether this variant includes `other`.
  public func contains(_ other: SymbolVariants) -> Bool { parts.isSuperset(of: other.parts) }

  /// The variants of both; `other`'s enclosure replaces this one's.
  func merging(_ other: SymbolVariants) -> SymbolVariants {
    let base = other.parts.isDisjoint(with: Parts.shapes) ? parts : parts.subtracting(Parts.shapes)
    return SymbolVariants(base.union(other.parts))
  }

  /// The names to try for `name`, best first: with every variant, then without the fill, the
  /// slash and the enclosure in turn, then the name as given.
  func names(for name: String) -> [String] {
    guard !parts.isEmpty else { return [name] }
    var components = name.split(separator: ".").map(String.init)
    // Variants the name already has are not added again.
    let ownFill = components.last == "fill"
    if ownFill { components.removeLast() }
    let base = components.joined(separator: ".")
    func compose(_ parts: Parts) -> String {
      var name = base
      if parts.contains(.slash), !base.hasSuffix(".slash") { name += ".slash" }
      if parts.contains(.circle), !base.hasSuffix(".circle") { name += ".circle" }
      if parts.contains(.square), !base.hasSuffix(".square") { name += ".square" }
      if parts.contains(.rectangle), !base.hasSuffix(".rectangle") { name += ".rectangle" }
      if parts.contains(.fill) || ownFill { name += ".fill" }
      return name
    }
    var names: [String] = []
    for drop in [Parts([]), .fill, [.fill, .slash], .slash, Parts.shapes, Parts.shapes.union(.slash)] {
      let name = compose(parts.subtracting(drop))
      if !names.contains(name) { names.append(name) }
    }
    if !names.contains(name) { names.append(name) }
    return names
  }
}

/// How the layers of a symbol image are coloured.
///
/// Fidelity: partial — Trellis' symbols (Material Icons) have one layer: every mode draws the
/// symbol in the foreground style's colour, as `.monochrome` does.
public struct SymbolRenderingMode: Hashable, Sendable {
  /// The mode's name, as SwiftUI spells the static member.
  let name: String

  /// Every layer in the foreground style.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Each layer in its own colour, as the symbol defines it.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// Layers in the foreground style at decreasing opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the styles `foregroundStyle(_:_:)` gives, in turn.
  public static let palette = SymbolRenderingMode(name: "palette")
}

extension EnvironmentValues {
  /// The symbol variant that symbol images in the view show: none by default.
  @Entry public var symbolVariants: SymbolVariants = .none

  /// The rendering mode of symbol images in the view; `nil` (the symbol's own) by default.
  @Entry public var symbolRenderingMode: SymbolRenderingMode?
}

nonisolated extension View {
  /// Makes symbol images in the view show `variant`, with any variant set further out.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    transformEnvironment(\.symbolVariants) { $0 = $0.merging(variant) }
  }

  /// Sets how the layers of symbol images in the view are coloured.
  ///
  /// Fidelity: partial — every mode draws symbols in one colour (``SymbolRenderingMode``).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}
