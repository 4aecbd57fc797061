import Foundation

/// A standard space item in toolbars (iOS 26): a gap between the items around it, of a fixed
/// width or taking the room the bar has left.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .bottomBar) { Button("Archive", systemImage: "archivebox") {} }
///     ToolbarSpacer(.flexible, placement: .bottomBar)
///     ToolbarItem(placement: .bottomBar) { Button("Compose", systemImage: "square.and.pencil") {} }
/// }
/// ```
///
/// A flexible spacer is a `Spacer` among the slot's items: it pushes the items after it to the
/// far end of the slot, as in the [documentation](https://developer.apple.com/documentation/swiftui/toolbarspacer).
/// A fixed spacer is an empty item, so the items on either side of it are two item spacings
/// apart.
///
/// In iOS 26's design the items a spacer separates sit on glass backgrounds of their own.
///
/// Fidelity: partial — the fixed gap's width is not measured [uncertain].
nonisolated public struct ToolbarSpacer: PrimitiveToolbarContent, CustomizableToolbarContent {
  let sizing: SpacerSizing
  let placement: ToolbarItemPlacement

  /// Creates a new toolbar spacer.
  ///
  /// - Parameters:
  ///   - sizing: Whether the spacer takes a fixed width or the room the bar has left.
  ///   - placement: Where the spacer goes: the slot of the items it separates.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.sizing = sizing
    self.placement = placement
  }

  /// Appends the gap as an item of the slot.
  public static func _makeToolbarItems(content: Self, into items: inout [_ToolbarItemEntry]) {
    let gap =
      content.sizing == .flexible
      ? AnyView(Spacer(minLength: 0)) : AnyView(Spacer(minLength: 0).frame(width: 0))
    items.append(_ToolbarItemEntry(placement: content.placement, content: gap, isSpacer: true))
  }
}

/// A type which defines how spacers should size themselves (iOS 26).
public struct SpacerSizing: Hashable, Sendable {
  let isFlexible: Bool

  /// A spacer which can expand to fill the available space.
  public static let flexible = SpacerSizing(isFlexible: true)
  /// A spacer which has a fixed size.
  public static let fixed = SpacerSizing(isFlexible: false)
}
