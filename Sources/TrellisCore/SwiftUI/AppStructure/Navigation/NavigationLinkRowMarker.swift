import Foundation

// How a NavigationLink meets the List it may be a row of. The List is built on another
// branch; these are the two ends of the hook that joins them at merge:
//
// - `NavigationLinkRowMarker`, a trait every link sets on its node: a List reads it from its
//   row (`subview[NavigationLinkRowMarker.self]`) to draw the row's disclosure chevron;
// - `EnvironmentValues.listRowDisclosure`, which a List sets for its rows: `.drawnByList` when
//   the List draws the chevron itself, `.drawnByLink` when the link should draw it.
//
// Outside a list (`nil`) a link looks like a button, as SwiftUI draws it: its label in the
// tint, no chevron.

/// Marks the node of a `NavigationLink`: `true` on a link, for the List around it.
struct NavigationLinkRowMarker: LayoutValueKey {
  static let defaultValue = false
}

/// Who draws the disclosure chevron of a navigation link that is a list row.
enum ListRowDisclosure: Hashable, Sendable {
  /// The list draws it from the row's `NavigationLinkRowMarker`.
  case drawnByList
  /// The link draws it: its label as written (not tinted, as a button's would be), the chevron at
  /// the trailing edge.
  case drawnByLink
}

extension EnvironmentValues {
  /// Whether the view is a list row, and who draws a navigation link's chevron there; `nil`
  /// outside lists.
  @Entry var listRowDisclosure: ListRowDisclosure?
}

/// A list row's disclosure indicator: the `DisclosureChevron` ink, about 6.5 × 11.5, in
/// tertiaryLabel (docs/iOSControls.md §5 Picker, `.navigationLink`; SPZA). The row puts it 20
/// from its trailing edge, centred vertically.
///
/// The row's content ends 11.67 before the chevron's ink in iOS 18 (issue 33's comparison with
/// real renders: a download icon and a `LabeledContent` value touched it) and 13 before it in
/// iOS 26; the ink ends 1 inside the row's trailing inset in iOS 18 (21 from the card's edge)
/// and 2.67 inside it in iOS 26 (18.67 from the edge, docs/iOS26Controls.md §7.2).
nonisolated struct DisclosureIndicator: View {
  @Environment(\.interfaceDesign) private var design

  /// Between the row's content and the chevron's ink.
  static func spacing(_ design: InterfaceDesign) -> CGFloat { design == .iOS26 ? 13 : 35.0 / 3 }

  var body: some View {
    DisclosureChevron()
      .fill(Color.tertiaryLabel)
      .frame(width: DisclosureChevron.size.width, height: DisclosureChevron.size.height)
      .padding(.trailing, design == .iOS26 ? 8.0 / 3 : 1)
  }
}
