import Foundation

/// A button style that applies standard border artwork based on the button's context.
///
/// On iOS the label sits in a filled ``ButtonBorderShape``: without a `tint(_:)` the fill is
/// the secondary system fill and the label the accent colour (red when destructive); with a
/// tint, the fill is the tint at 18 % (dark: 25 %) and the label the tint. See
/// ``BorderedProminentButtonStyle`` for the metrics both share.
///
/// ```swift
/// Button("Add to Cart", action: add)
///     .buttonStyle(.bordered)
/// ```
///
/// Fidelity: partial — fills, label colours and paddings are OpenSwiftUI's reading of SwiftUI
/// (`BorderedButtonStyle_Phone`, `BorderedButtonSpec`), except the vertical padding at
/// `.regular`, measured on `.borderedProminent` (SPZA); no `.bordered` snapshot was measured.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates a bordered button style.
  public init() {}

  /// The button drawn in a translucent tinted shape.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration)
      .pushStyle(AnyButtonStyle.regular(BorderedButtonLook(isProminent: false)))
  }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button style that applies standard border artwork based on the button's context.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
