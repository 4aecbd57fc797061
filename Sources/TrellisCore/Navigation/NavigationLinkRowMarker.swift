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
  /// The list draws it from the row's ``NavigationLinkRowMarker``.
  case drawnByList
  /// The link draws it: its label in the primary colour, the chevron at the trailing edge.
  case drawnByLink
}

private struct ListRowDisclosureKey: EnvironmentKey {
  static var defaultValue: ListRowDisclosure? { nil }
}

extension EnvironmentValues {
  /// Whether the view is a list row, and who draws a navigation link's chevron there; `nil`
  /// outside lists.
  var listRowDisclosure: ListRowDisclosure? {
    get { self[ListRowDisclosureKey.self] }
    set { self[ListRowDisclosureKey.self] = newValue }
  }
}

/// A list row's disclosure chevron: `chevron.right` ink of about 6.5 × 11.5 in tertiaryLabel
/// (docs/iOSControls.md §5 Picker, `.navigationLink`; SPZA). The row puts it 20 from its
/// trailing edge, centred vertically.
struct DisclosureChevron: View {
  static let size = CGSize(width: 6.5, height: 11.5)

  var body: some View {
    DisclosureChevronShape()
      .fill(Color.tertiaryLabel)
      .frame(width: Self.size.width, height: Self.size.height)
  }
}

/// The ink of a disclosure chevron: a ">" 2 thick spanning its frame.
struct DisclosureChevronShape: Shape {
  func path(in rect: CGRect) -> Path {
    chevronPath(
      from: CGPoint(x: rect.minX, y: rect.minY), apex: CGPoint(x: rect.maxX, y: rect.midY),
      to: CGPoint(x: rect.minX, y: rect.maxY), thickness: 2, in: rect)
  }
}
