import Foundation

/// The default label of a button created with a role and no label (iOS 26): the role's
/// localized title in content, the role's symbol in a toolbar.
///
/// | role | title | symbol in a bar |
/// | --- | --- | --- |
/// | ``ButtonRole/close`` | Close | `xmark` |
/// | ``ButtonRole/confirm`` | Done | `checkmark` |
/// | ``ButtonRole/cancel`` | Cancel | `xmark` |
/// | ``ButtonRole/destructive`` | Delete | `trash` |
///
/// You don't create this view: `Button(role:action:)` does
/// ([Apple](https://developer.apple.com/documentation/swiftui/defaultbuttonlabel)).
///
/// Fidelity: partial — `Button(role: .close) {}` in content draws "Close" as 17-pt tint text
/// with no glyph on iOS 26 (SpeziViews' `button-dismiss` snapshot, `StanfordSpezi/SpeziViews`
/// `Tests/SpeziViewsTests/__Snapshots__/SnapshotTests+Buttons`), and a toolbar close or confirm
/// button is an `xmark` or a `checkmark` (Home Assistant's iOS 26 snapshots); the other titles and
/// the cancel and delete symbols are not measured. "Done" follows Apple's forum answer that calls
/// `.confirm` the standard done button (developer.apple.com/forums/thread/791292) [uncertain].
nonisolated public struct DefaultButtonLabel: View {
  let role: ButtonRole
  @Environment(\.isBarItem) private var isBarItem

  /// The role's symbol in a bar, its title elsewhere.
  public var body: some View {
    let (title, symbol) = role.defaultLabel
    if isBarItem {
      Image(systemName: symbol).accessibilityLabel(Text(title))
    } else {
      Text(title)
    }
  }
}

extension ButtonRole {
  /// The title and symbol of the role's default label.
  var defaultLabel: (title: LocalizedStringKey, symbol: String) {
    switch self {
    case .close: ("Close", "xmark")
    case .confirm: ("Done", "checkmark")
    case .destructive: ("Delete", "trash")
    default: ("Cancel", "xmark")
    }
  }
}

extension Button where Label == DefaultButtonLabel {
  /// Creates a button with the default label of `role` (iOS 26): its title in content, its
  /// symbol in a toolbar.
  ///
  /// ```swift
  /// Button(role: .close) { dismiss() }
  /// ```
  public init(role: ButtonRole, action: @escaping () -> Void) {
    self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
  }
}
