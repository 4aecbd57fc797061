import Foundation

/// A button style that applies standard border prominent artwork based on the button's
/// context.
///
/// On iOS the label is white on a ``ButtonBorderShape`` filled with the tint — red for a
/// ``ButtonRole/destructive`` button without a tint. Disabled, the fill is the secondary system
/// fill and the label the tertiary label colour at 75 % (docs/iOSControls.md §4).
///
/// The metrics, shared with ``BorderedButtonStyle``:
///
/// | control size | label font | padding (vertical, horizontal) | automatic shape |
/// | --- | --- | --- | --- |
/// | mini, small | `.subheadline` | 5, 10 | capsule |
/// | regular | `.body` | 6.5, 12 | rounded rectangle, radius ⌈0.175 × height⌉ |
/// | large | `.body` | 15, 20 | rounded rectangle, radius ⌈0.175 × height⌉ |
/// | extraLarge | `.body` | 15, 20 | capsule |
///
/// ```swift
/// Button("Continue", action: next)
///     .buttonStyle(.borderedProminent)
///     .controlSize(.large)
/// ```
///
/// Fidelity: partial — the regular height (label + 13) and the radius (9–10 on buttons 49 and
/// 57 tall) are measured (SPZA); the radius rule, the other paddings, the fonts and the colours
/// are OpenSwiftUI's reading of SwiftUI (`BorderedButtonSpec`, `ResolvedBorderShape`), whose
/// regular vertical padding of 7 disagrees with the measured 6.5.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates a bordered prominent button style.
  public init() {}

  /// The button drawn white on a shape filled with the tint.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration)
      .pushStyle(AnyButtonStyle.regular(BorderedButtonLook(isProminent: true)))
  }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button style that applies standard border prominent artwork based on the button's context.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
