import Foundation

/// A toggle style that displays as a button with its label as the title.
///
/// The button shows the `on` state by filling its background with the tint, as Apple documents
/// ([`ToggleStyle.button`](https://developer.apple.com/documentation/swiftui/togglestyle/button)):
/// on, a tint-filled rounded rectangle with a white label; off, a bordered button, the label
/// in the tint on secondarySystemFill. A disabled one has a secondarySystemFill ground and a
/// tertiaryLabel title, as a disabled `.borderedProminent` button (docs/iOSControls.md §4).
///
/// ```swift
/// Toggle(isOn: $isFlagged) { Text("Flag") }.toggleStyle(.button)
/// ```
///
/// The button hugs its label: 12 points on each side, 6.5 above and below (a bordered button's
/// height is its label's plus 13, docs/iOSControls.md §4), corner radius 10.
///
/// Fidelity: unverified — the colours follow Apple's description and §4's bordered and
/// prominent buttons; the off-state fill, the horizontal padding and the radius are not
/// measured on a toggle [uncertain].
nonisolated public struct ButtonToggleStyle: ToggleStyle {
  @Environment(\.tintColor) private var tint
  @Environment(\.isEnabled) private var isEnabled

  /// Horizontal padding of the label.
  static let horizontalPadding: CGFloat = 12
  /// Vertical padding of the label: half of §4's 13.
  static let verticalPadding: CGFloat = 6.5
  /// The corner radius of the ground.
  static let cornerRadius: CGFloat = 10

  /// Creates a button toggle style.
  public init() {}

  /// The label on a rounded ground: tint-filled when on.
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.isOn && isEnabled
    let labelColor: Color = !isEnabled ? .tertiaryLabel : isOn ? .white : tint
    let ground: Color = isOn ? tint : .secondarySystemFill
    configuration.label
      .foregroundStyle(labelColor)
      .padding(.horizontal, Self.horizontalPadding)
      .padding(.vertical, Self.verticalPadding)
      .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(ground))
  }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle style that displays as a button with its label as the title.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
