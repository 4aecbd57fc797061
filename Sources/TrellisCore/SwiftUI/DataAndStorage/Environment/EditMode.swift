import Foundation

/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Hashable, Sendable {
  /// The user can't edit the view content.
  case inactive
  /// The view is in a temporary edit mode.
  case transient
  /// The user can edit the view content.
  case active

  /// Indicates whether a view is being edited: `true` unless the mode is `.inactive`.
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// An indication of whether the user can edit the contents of a view associated with this
  /// environment: a binding a list or an edit button reads and writes, `nil` unless a view sets one.
  ///
  /// ```swift
  /// List { … }.environment(\.editMode, $editMode)
  /// ```
  @Entry public var editMode: Binding<EditMode>?
}
