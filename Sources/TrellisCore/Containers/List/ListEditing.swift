import Foundation

// What a list does when a finger swipes, drags or pulls it, and edit mode: a still picture shows
// none of it, so these are accepted — screens that use them compile and lay out as they would at
// rest — and kept where an app can read them back (`editMode`).

/// A type of view that generates views from an underlying collection of data: a `ForEach`.
public protocol DynamicViewContent: View {
  /// The type of the underlying collection of data.
  associatedtype Data: Collection
  /// The collection of underlying data.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Sets the deletion action for the dynamic view: swiping a row to delete it. Accepted; a
  /// still picture shows no swipe.
  ///
  /// ```swift
  /// ForEach(items) { Text($0.name) }
  ///     .onDelete { items.remove(atOffsets: $0) }
  /// ```
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    self
  }

  /// Sets the move action for the dynamic view: dragging rows in edit mode. Accepted.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    self
  }
}

extension View {
  /// Adds custom swipe actions to a row in a list. Accepted: the actions show only while a
  /// finger swipes the row, which a still picture never does.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    self
  }

  /// Marks this view as refreshable: pulling it down runs `action`. Accepted.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    self
  }

  /// Adds a condition for whether the view's view hierarchy is deletable. Accepted.
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    self
  }

  /// Adds a condition for whether the view's view hierarchy is movable. Accepted.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    self
  }
}

/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Hashable, Sendable {
  /// The user can't edit the view content.
  case inactive
  /// The view is in a temporary edit mode.
  case transient
  /// The user can edit the view content.
  case active

  /// Indicates whether a view is being edited.
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// An indication of whether the user can edit the contents of a view associated with this
  /// environment; `nil` unless a view sets a binding.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that toggles the edit mode environment value: "Edit", or "Done" while editing.
///
/// ```swift
/// List { … }
///     .environment(\.editMode, $editMode)
/// EditButton()
/// ```
///
/// Fidelity: partial — the titles are UIKit's `editButtonItem`'s; rows are not drawn in edit mode.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates an Edit button instance.
  public init() {}

  /// A button titled "Edit", or "Done" while editing, that toggles the edit mode.
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    let binding = editMode
    return Button(isEditing ? "Done" : "Edit") {
      binding?.wrappedValue = isEditing ? .inactive : .active
    }
  }
}
