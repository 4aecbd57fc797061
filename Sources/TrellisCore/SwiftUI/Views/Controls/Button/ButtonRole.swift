import Foundation

/// A value that describes the purpose of a button.
///
/// A role lets a style draw a button for what it does: the built-in styles draw a
/// ``destructive`` button in red (docs/iOSControls.md §4). A ``cancel`` button looks like any
/// other outside alerts and confirmation dialogs. iOS 26's ``close`` and ``confirm`` roles give
/// `Button(role:action:)` its default label and mean nothing else to the built-in styles.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
/// ```
public struct ButtonRole: Equatable, Sendable {
  private enum Kind: Equatable, Sendable {
    case destructive
    case cancel
    case close
    case confirm
  }

  private let kind: Kind

  /// A role for a button that deletes user data or performs an irreversible operation.
  public static let destructive = ButtonRole(kind: .destructive)

  /// A role for a button that cancels the current operation.
  public static let cancel = ButtonRole(kind: .cancel)

  /// A role for a button that closes the current operation without losing the user's progress
  /// (iOS 26).
  public static let close = ButtonRole(kind: .close)

  /// A role for a button that confirms the current operation (iOS 26).
  public static let confirm = ButtonRole(kind: .confirm)
}
