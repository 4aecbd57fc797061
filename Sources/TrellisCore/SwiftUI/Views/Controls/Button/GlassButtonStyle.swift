import Foundation

/// A button style that applies glass border artwork based on the button's context (iOS 26).
///
/// Apple calls it "similar to the bordered style": Trellis draws the label with
/// ``BorderedButtonStyle``'s fonts, paddings and tinted label colour, on a glass platter
/// (``View/glassEffect(_:in:)``) that is a capsule unless `buttonBorderShape(_:)` sets another
/// shape. Disabled, the label is the tertiary label colour at 75 %, as a bordered button's.
///
/// ```swift
/// Button("Add", action: add)
///     .buttonStyle(.glass)
/// Button("Play", action: play)
///     .buttonStyle(.glass(.clear))
/// ```
///
/// Fidelity: partial — the metrics are `.bordered`'s and the platter the flat glass stand-in;
/// no render of a `.glass` button in content was found, so the capsule, the padding and the
/// tinted label are readings of Apple's documentation
/// ([Apple](https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass(_:)))
/// [uncertain].
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
  let glass: Glass

  /// Creates a glass button style with the regular glass.
  public init() {
    self.init(.regular)
  }

  /// Creates a glass button style with `glass`: a variant, a tint, or both.
  public init(_ glass: Glass) {
    self.glass = glass
  }

  /// The button drawn with its tinted label on glass.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration)
      .pushStyle(AnyButtonStyle.regular(BorderedButtonLook(isProminent: false, glass: glass)))
  }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// A button style that applies a Liquid Glass effect based on the button's context.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }

  /// A button style that applies `glass`, a configurable Liquid Glass effect, based on the
  /// button's context.
  public static func glass(_ glass: Glass) -> Self { GlassButtonStyle(glass) }
}
