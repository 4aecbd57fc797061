import Foundation

/// What a view is to the section it belongs to — its header, one of its rows, its footer — for
/// the container that lays sections out: a `List` or `Form` (cards), a `LazyVGrid` or
/// `LazyHGrid` (headers across the grid). Other containers ignore it: there a section's views
/// are laid out in place.
struct SectionItemTrait {
  enum Role { case header, row, footer }

  var role: Role
  /// Tells the views of one section from the next one's.
  var section: Int
  /// The spacing before the section that `listSectionSpacing(_:)` set on it, if any.
  var spacingBefore: CGFloat?
}

/// The section trait's key.
struct SectionItemTraitKey: LayoutValueKey {
  static let defaultValue: SectionItemTrait? = nil
}
