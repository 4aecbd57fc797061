import Foundation

/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) {
///         Button("Edit") { isEditing = true }
///     }
/// }
/// ```
///
/// Fidelity: partial — slots, the 16-pt edge inset and the 17-pt tinted text are
/// docs/iOSControls.md §8; the spacing between several items is not measured.
nonisolated public struct ToolbarItem<ID, Content: View>: PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Appends the item.
  public static func _makeToolbarItems(content: Self, into items: inout [_ToolbarItemEntry]) {
    items.append(_ToolbarItemEntry(placement: content.placement, content: AnyView(content.content)))
  }
}

extension ToolbarItem where ID == () {
  /// Creates a toolbar item with the specified placement and content.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

nonisolated extension ToolbarItem: CustomizableToolbarContent where ID == String {
  /// Creates a toolbar item with the specified placement and content, which people may
  /// customize by its identifier; Trellis draws it where it is declared.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// A model that represents a group of toolbar items which share one placement: their views
/// sit side by side in the slot.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///     Button("First") {}
///     Spacer()
///     Button("Second") {}
/// }
/// ```
nonisolated public struct ToolbarItemGroup<Content: View>: PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a toolbar item group with a specified placement and content.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// Appends the group as one item whose views share the slot.
  public static func _makeToolbarItems(content: Self, into items: inout [_ToolbarItemEntry]) {
    items.append(_ToolbarItemEntry(placement: content.placement, content: AnyView(content.content)))
  }
}

/// The toolbar items of a view's content, as the views set them: a navigation stack draws
/// those of the screen it shows.
struct ToolbarItemsKey: PreferenceKey {
  static var defaultValue: [_ToolbarItemEntry] { [] }

  static func reduce(value: inout [_ToolbarItemEntry], nextValue: () -> [_ToolbarItemEntry]) {
    value.append(contentsOf: nextValue())
  }
}
