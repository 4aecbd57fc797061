import Foundation

/// What a button in an alert or a confirmation dialog is, for the box that arranges them:
/// its role decides its place (a cancel button goes first beside another, last below others,
/// and apart in an action sheet).
struct DialogAction: Equatable {
  let role: ButtonRole?
}

/// The dialog action a view is, or `nil` for other views in a dialog's actions (a text field).
enum DialogActionKey: LayoutValueKey {
  static let defaultValue: DialogAction? = nil
}

/// The style of a button in an alert or a confirmation dialog: its title in the tint, red
/// when destructive, semibold when it cancels, in a row of the box's width.
///
/// Alert buttons are 44 points tall with 17-point titles; action-sheet buttons 57 points with
/// 20-point titles (UIKit's `UIAlertController`, as Flutter's `CupertinoAlertDialog` and
/// `CupertinoActionSheet` measure it on iOS 17:
/// https://github.com/flutter/flutter/blob/master/packages/flutter/lib/src/cupertino/dialog.dart).
nonisolated struct DialogButtonStyle: ButtonStyle {
  let box: DialogBoxBehavior.Style

  func makeBody(configuration: Configuration) -> some View {
    DialogButtonBody(configuration: configuration, box: box)
  }
}

nonisolated private struct DialogButtonBody: View {
  let configuration: ButtonStyleConfiguration
  let box: DialogBoxBehavior.Style
  @Environment(\.tintColor) private var tint
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let isCancel = configuration.role == .cancel
    return HStack { configuration.label }
      .font(.system(size: box.buttonFontSize, weight: isCancel ? .semibold : .regular))
      .multilineTextAlignment(.center)
      .foregroundStyle(color)
      .padding(.horizontal, box.buttonPadding)
      .frame(maxWidth: .infinity, minHeight: box.buttonHeight)
      .layoutValue(key: DialogActionKey.self, value: DialogAction(role: configuration.role))
  }

  private var color: Color {
    if !isEnabled { return .tertiaryLabel }
    return configuration.role == .destructive ? .red : tint
  }
}

extension EnvironmentValues {
  /// Dismisses the alert or dialog a button is in once it is tapped, as `UIAlertController`
  /// does before it runs an action's handler.
  @Entry var dismissAfterAction: (() -> Void)?
}
