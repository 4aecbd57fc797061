import Foundation

/// An alert as iOS 13 described it: a title, an optional message and up to two buttons.
///
/// ```swift
/// .alert(isPresented: $failed) {
///   Alert(title: Text("Upload failed"), message: Text("Try again later."), dismissButton: .default(Text("OK")))
/// }
/// ```
///
/// It is drawn as the `alert(_:isPresented:actions:message:)` modifiers draw theirs.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// Creates an alert with one button; with none, the alert has "OK".
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = dismissButton.map { [$0] } ?? []
  }

  /// Creates an alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A button that cancels, titled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A button that cancels, titled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A button for an action that destroys data.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }

    /// The button as a view of today's dialogs.
    var view: some View {
      let action = self.action
      return TrellisCore.Button(role: role, action: { action?() }) { label }
    }
  }

  /// The alert's buttons as views.
  var actions: some View {
    ForEach(buttons.indices, id: \.self) { buttons[$0].view }
  }
}

/// An action sheet as iOS 13 described it: what `confirmationDialog` now presents.
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// Creates an action sheet; by default with one "Cancel" button.
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of an action sheet.
  public typealias Button = Alert.Button
}

nonisolated extension View {
  /// Presents `content()`'s alert while `isPresented` is true.
  @available(*, deprecated, message: "Use alert(_:isPresented:actions:message:)")
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return presentingDialog(
      .alert, alert.title, isPresented: isPresented, actions: alert.actions, message: alert.message.map { AnyView($0) })
  }

  /// Presents the alert `content` makes for `item` while it is not `nil`.
  @available(*, deprecated, message: "Use alert(_:isPresented:presenting:actions:message:)")
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return presentingDialog(
      .alert, alert?.title, isPresented: alert == nil ? .constant(false) : isPresented, actions: alert?.actions,
      message: alert?.message.map { AnyView($0) }, dismissing: isPresented)
  }

  /// Presents `content()`'s action sheet while `isPresented` is true; its title shows, as
  /// action sheets' did.
  @available(*, deprecated, message: "Use confirmationDialog(_:isPresented:titleVisibility:actions:)")
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return presentingDialog(
      .confirmationDialog, sheet.title, isPresented: isPresented,
      actions: ForEach(sheet.buttons.indices, id: \.self) { sheet.buttons[$0].view },
      message: sheet.message.map { AnyView($0) })
  }

  /// Presents the action sheet `content` makes for `item` while it is not `nil`.
  @available(*, deprecated, message: "Use confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)")
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
    let sheet = item.wrappedValue.map(content)
    let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return presentingDialog(
      .confirmationDialog, sheet?.title, isPresented: sheet == nil ? .constant(false) : isPresented,
      actions: sheet.map { sheet in ForEach(sheet.buttons.indices, id: \.self) { sheet.buttons[$0].view } },
      message: sheet?.message.map { AnyView($0) }, dismissing: isPresented)
  }
}
