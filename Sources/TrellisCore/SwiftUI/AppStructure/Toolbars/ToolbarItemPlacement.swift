import Foundation

/// A structure that defines the placement of a toolbar item.
///
/// On iOS, leading placements go to the navigation bar's leading edge (after the back button),
/// trailing ones to its trailing edge, `.principal` to its centre in place of the inline
/// title, `.bottomBar` and `.status` to the bottom toolbar, and `.keyboard` above the software
/// keyboard, which a Trellis host never shows ([`ToolbarItemPlacement`](https://developer.apple.com/documentation/swiftui/toolbaritemplacement);
/// docs/iOSControls.md §8 "Toolbar").
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
/// }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// Where an item goes on an iPhone or iPad.
  enum Slot: Hashable, Sendable {
    /// The navigation bar's leading edge.
    case leading
    /// The navigation bar's trailing edge.
    case trailing
    /// The centre of the navigation bar.
    case principal
    /// The bottom toolbar.
    case bottom
    /// The centre of the bottom toolbar.
    case status
    /// The overflow menu at the trailing edge of the navigation bar.
    case overflow
    /// Above the keyboard: not drawn.
    case keyboard
  }

  let slot: Slot
  /// Whether the item is the bar's confirmation, drawn semibold (docs/iOSControls.md §4).
  let isConfirmation: Bool

  private init(_ slot: Slot, isConfirmation: Bool = false) {
    self.slot = slot
    self.isConfirmation = isConfirmation
  }

  /// The system places the item automatically: at the trailing edge of the navigation bar on iOS.
  public static let automatic = ToolbarItemPlacement(.trailing)
  /// The item is placed in the principal item section: the centre of the navigation bar.
  public static let principal = ToolbarItemPlacement(.principal)
  /// The item represents a navigation action: the leading edge of the navigation bar.
  public static let navigation = ToolbarItemPlacement(.leading)
  /// The item represents a primary action: the trailing edge of the navigation bar.
  public static let primaryAction = ToolbarItemPlacement(.trailing)
  /// The item represents a secondary action: the overflow menu of the navigation bar.
  public static let secondaryAction = ToolbarItemPlacement(.overflow)
  /// The item represents a change in status: the centre of the bottom toolbar.
  public static let status = ToolbarItemPlacement(.status)
  /// The item represents a confirmation action for a modal interface: trailing, semibold.
  public static let confirmationAction = ToolbarItemPlacement(.trailing, isConfirmation: true)
  /// The item represents a cancellation action for a modal interface: leading.
  public static let cancellationAction = ToolbarItemPlacement(.leading)
  /// The item represents a destructive action for a modal interface: trailing.
  public static let destructiveAction = ToolbarItemPlacement(.trailing)
  /// The item is placed in the keyboard section, which a Trellis host never shows.
  public static let keyboard = ToolbarItemPlacement(.keyboard)
  /// Places the item in the leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(.leading)
  /// Places the item in the trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(.trailing)
  /// Places the item in the leading edge of the navigation bar: `topBarLeading`'s older name.
  public static let navigationBarLeading = ToolbarItemPlacement(.leading)
  /// Places the item in the trailing edge of the navigation bar: `topBarTrailing`'s older name.
  public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
  /// Places the item in the bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(.bottom)
}
