import Foundation

/// A button style that doesn't style or decorate its content while idle, but may apply a
/// visual effect to indicate the pressed, focused, or enabled state of the button.
///
/// The label keeps the colours and fonts around it; a disabled button is drawn at half opacity
/// (docs/iOSControls.md §4, from OpenSwiftUI's `PlainButtonStyle`).
///
/// ```swift
/// Button(action: open) { RowContent() }
///     .buttonStyle(.plain)
/// ```
///
/// Fidelity: partial — the label as it is and the 0.5 disabled opacity follow OpenSwiftUI's
/// reading of SwiftUI; no snapshot was measured.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates a plain button style.
  public init() {}

  /// The button drawn as its bare label.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).pushStyle(AnyButtonStyle.regular(PlainButtonLook()))
  }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button style that doesn't style or decorate its content while idle.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// What `.plain` draws: the label in an `HStack`, half transparent when disabled.
nonisolated private struct PlainButtonLook: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    PlainButtonBody(configuration: configuration)
  }
}

nonisolated private struct PlainButtonBody: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    if isEnabled {
      HStack { configuration.label }
    } else {
      HStack { configuration.label }.opacity(0.5)
    }
  }
}
