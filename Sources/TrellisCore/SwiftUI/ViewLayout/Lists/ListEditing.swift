import Foundation

// What a list does when a finger drags or deletes its rows, and the button that starts edit mode:
// a still picture shows none of it, so these are accepted — screens that use them compile and lay
// out as they would at rest. (Swipe actions, `refreshable` and `editMode` are driven from tests:
// `Menus/SwipeActions.swift`, `Actions/RefreshAction.swift`, `Environment/EditMode.swift`.)

/// A type of view that generates views from an underlying collection of data: a `ForEach`.
public protocol DynamicViewContent: View {
  /// The type of the underlying collection of data.
  associatedtype Data: Collection
  /// The collection of underlying data.
  var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
  /// Sets the deletion action for the dynamic view: each row gets a trailing Delete swipe
  /// action, as on iOS, which calls `action` with the row's offset in the data.
  ///
  /// The swipe shows only under a finger; a test runs it with `LayoutHost.swipe(_:edge:)` or
  /// reveals it with `LayoutHost.swipeActions(of:edge:)`. A row with trailing swipe actions of
  /// its own, or marked `deleteDisabled(true)`, has none.
  ///
  /// ```swift
  /// ForEach(items) { Text($0.name) }
  ///     .onDelete { items.remove(atOffsets: $0) }
  /// ```
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    _EditableDynamicContent(base: self, editing: ForEachEditing(delete: action))
  }

  /// Sets the move action for the dynamic view: dragging rows in edit mode. A still picture
  /// shows rows at rest, so the action is kept and never runs.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    _EditableDynamicContent(base: self, editing: ForEachEditing(move: action))
  }
}

/// What a `ForEach` lets a person do to its rows: delete them (a swipe), move them (a drag in
/// edit mode).
struct ForEachEditing {
  var delete: ((IndexSet) -> Void)?
  var move: ((IndexSet, Int) -> Void)?

  /// These actions, with `other`'s where these have none.
  func merging(_ other: ForEachEditing?) -> ForEachEditing {
    ForEachEditing(delete: delete ?? other?.delete, move: move ?? other?.move)
  }
}

extension EnvironmentValues {
  /// The editing actions of the `ForEach` about to be resolved; a `ForEach` takes them and
  /// clears them for its elements.
  @Entry var forEachEditing: ForEachEditing?
}

/// Dynamic view content with editing actions: the content resolved with the actions in its
/// environment. Not for use by apps.
nonisolated public struct _EditableDynamicContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView {
  let base: Base
  let editing: ForEachEditing

  /// The base content's data.
  public var data: Base.Data { base.data }

  /// Resolves the base content with these actions (and any set outside them).
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    var inputs = inputs
    inputs.environment.forEachEditing = view.editing.merging(inputs.environment.forEachEditing)
    Base._makeViewList(view: view.base, inputs: inputs)
  }
}

extension ForEachEditing {
  /// Gives each node that the element at `offset` makes the Delete swipe action, unless the
  /// node has trailing swipe actions of its own or is marked `deleteDisabled(true)`.
  static func resolveElement(
    offset: Int, editing: ForEachEditing?, inputs: _ViewInputs, content: (_ViewInputs) -> Void
  ) {
    guard let editing else {
      content(inputs)
      return
    }
    var inputs = inputs
    inputs.environment.forEachEditing = nil
    guard let delete = editing.delete, inputs.environment.isEnabled else {
      content(inputs)
      return
    }
    let record = SwipeActionsRecord(
      edge: .trailing, allowsFullSwipe: true,
      content: { AnyView(Button("Delete", role: .destructive) { delete(IndexSet(integer: offset)) }) },
      environment: inputs.environment)
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: content) { node in
      guard !DeleteDisabledTraitKey.value(of: node, in: context) else { return }
      context.annotate(node, SwipeActionsAnnotationKey.self) { swipeActions in
        guard !swipeActions.contains(where: { $0.edge == .trailing }) else { return }
        swipeActions.append(record)
      }
    }
  }
}

/// Whether a row may not be deleted (`deleteDisabled(_:)`).
struct DeleteDisabledTraitKey: LayoutValueKey {
  static let defaultValue = false
}

/// Whether a row may not be moved (`moveDisabled(_:)`).
struct MoveDisabledTraitKey: LayoutValueKey {
  static let defaultValue = false
}

nonisolated extension View {
  /// Adds a condition for whether the view's view hierarchy is deletable: a disabled row has no
  /// Delete swipe action from `onDelete(perform:)`.
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    layoutValue(key: DeleteDisabledTraitKey.self, value: isDisabled)
  }

  /// Adds a condition for whether the view's view hierarchy is movable. Kept on the row; a still
  /// picture shows no drag.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    layoutValue(key: MoveDisabledTraitKey.self, value: isDisabled)
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
nonisolated public struct EditButton: View {
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
