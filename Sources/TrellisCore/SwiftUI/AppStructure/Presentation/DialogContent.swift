import Foundation

/// What an alert or a confirmation dialog shows: the title, the message and the actions, made
/// into the box's node when it is presented.
struct DialogContent {
  let style: DialogBoxBehavior.Style
  /// The title, or `nil` when it is hidden.
  let title: Text?
  let message: AnyView?
  let actions: AnyView

  /// Makes the box: the header, then the actions with the dialogs' button style, then the
  /// button the system adds — "OK" to an alert with no button, "Cancel" to an action sheet
  /// with no cancel button, as SwiftUI does on iOS.
  func make(inputs: _ViewInputs, dismiss: @escaping () -> Void) {
    let context = inputs.context
    let hasHeader = title != nil || message != nil
    let behavior = DialogBoxBehavior(style: style, hasHeader: hasHeader, colorScheme: inputs.environment.colorScheme)
    context.appendContainer(behavior, inputs: inputs, childInputs: inputs.inContainer(orientation: .vertical)) {
      inputs in
      if hasHeader {
        let header = DialogHeader(style: style, title: title, message: message)
        DialogHeader._makeViewList(view: header, inputs: inputs.appending(.index, 0))
      }
      var actionInputs = inputs.appending(.index, 1)
      actionInputs.environment[styles: PrimitiveButtonStyleConfiguration.self] = []
      actionInputs.environment.automaticButtonStyle = .regular(DialogButtonStyle(box: style))
      actionInputs.environment.dismissAfterAction = dismiss
      let made = context.makeNodes(actions, inputs: actionInputs)
      made.forEach(context.adopt)
      let kinds = made.compactMap {
        context.traits(of: $0)?.values[ObjectIdentifier(DialogActionKey.self)] as? DialogAction
      }
      let added: String? =
        switch style {
        case .alert: kinds.isEmpty ? "OK" : nil
        case .actionSheet: kinds.contains { $0.role == .cancel } ? nil : "Cancel"
        }
      if let added {
        let button = Button(added, role: .cancel) {}
        Button._makeViewList(view: button, inputs: actionInputs.appending(.index, 2))
      }
    }
  }
}

/// A dialog's title over its message, centred.
nonisolated private struct DialogHeader: View {
  let style: DialogBoxBehavior.Style
  let title: Text?
  let message: AnyView?

  var body: some View {
    VStack(spacing: 2) {
      if let title { title.font(.system(size: style.titleFontSize, weight: .semibold)) }
      if let message { message.font(.system(size: 13)) }
    }
    .multilineTextAlignment(.center)
    .foregroundStyle(style == .alert ? Color.primary : DialogBoxBehavior.actionSheetTextColor)
    .padding(style.headerPadding)
    .frame(maxWidth: .infinity)
  }
}
