import Foundation

/// A button style that applies prominent glass border artwork based on the button's context
/// (iOS 26).
///
/// Apple calls it "similar to the borderedProminent style": Trellis draws a white label with
/// ``BorderedProminentButtonStyle``'s fonts and paddings on a capsule of glass tinted with the
/// tint (red for a ``ButtonRole/destructive`` button without one). Disabled, the platter is a flat
/// 215,215,218 under a white label, as measured on iOS 26.4 (docs/iOS26Controls.md §3.3).
///
/// ```swift
/// Button("Go") {}
///     .buttonStyle(.glassProminent)
/// ```
///
/// Fidelity: partial — the metrics are `.borderedProminent`'s and the platter the flat glass
/// stand-in (the tint at 85 % over white); iOS 26 renders a tint of 0,154,199 as 66–68,149–153,
/// 191–195, a lighter and greyer colour than the stand-in's 38,169,207 [uncertain]
/// ([Apple](https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glassprominent)).
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates a prominent glass button style.
  public init() {}

  /// The button drawn white on glass tinted with the tint.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration)
      .pushStyle(AnyButtonStyle.regular(BorderedButtonLook(isProminent: true, glass: .regular)))
  }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// A button style that applies a prominent Liquid Glass effect based on the button's context.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
