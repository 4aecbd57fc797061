import Foundation

/// A picker style represented by a navigation link that presents the options by pushing a
/// List-style picker view.
///
/// A still picture shows the link: the label at the leading side, then, at the trailing side,
/// the selected option in the secondary colour and a disclosure chevron in tertiaryLabel whose
/// ink is about 6.5 × 11.5 (docs/iOSControls.md §5 Picker, `.navigationLink`). The options are
/// laid out, hidden, behind the row, where a tap still selects one.
///
/// Fidelity: partial — the chevron's size, colour and place are measured (SPZA); the space
/// between the value and the chevron is not; the pushed list is not drawn.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates a navigation link picker style.
  public init() {}
}

extension NavigationLinkPickerStyle: BuiltInPickerStyle {
  func makeBody(configuration: PickerStyleConfiguration) -> some View {
    LabeledContent {
      HStack {
        configuration.selection?.content
        DisclosureChevron()
          .fill(Color.tertiaryLabel)
          .frame(width: DisclosureChevron.size.width, height: DisclosureChevron.size.height)
      }
    } label: {
      configuration.label
    }
    .interaction(.tap {})
    .keepingPickerOptions(configuration.options)
  }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A picker style represented by a navigation link that presents the options by pushing a
  /// List-style picker view.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
