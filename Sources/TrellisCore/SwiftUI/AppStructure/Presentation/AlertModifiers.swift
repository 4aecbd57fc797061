import Foundation

nonisolated extension View {
  /// Presents an alert with a title and actions while `isPresented` is true.
  ///
  /// ```swift
  /// .alert("Delete the draft?", isPresented: $confirming) {
  ///   Button("Delete", role: .destructive) { deleteDraft() }
  ///   Button("Cancel", role: .cancel) {}
  /// } message: {
  ///   Text("You can't undo this.")
  /// }
  /// ```
  ///
  /// The alert is a 270-point box in the middle of the dimmed screen; a tap on one of its
  /// buttons dismisses it, then runs the button's action. With no button, it has "OK".
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    presentingDialog(.alert, Text(titleKey), isPresented: isPresented, actions: actions(), message: nil)
  }

  /// Presents an alert whose title is a string while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    presentingDialog(.alert, Text(title), isPresented: isPresented, actions: actions(), message: nil)
  }

  /// Presents an alert whose title is a text view while `isPresented` is true.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    presentingDialog(.alert, title, isPresented: isPresented, actions: actions(), message: nil)
  }

  /// Presents an alert with a title, a message and actions while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    presentingDialog(.alert, Text(titleKey), isPresented: isPresented, actions: actions(), message: AnyView(message()))
  }

  /// Presents an alert whose title is a string, with a message, while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentingDialog(.alert, Text(title), isPresented: isPresented, actions: actions(), message: AnyView(message()))
  }

  /// Presents an alert whose title is a text view, with a message, while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentingDialog(.alert, title, isPresented: isPresented, actions: actions(), message: AnyView(message()))
  }

  /// Presents an alert whose actions use `data`, while `isPresented` is true and `data` is
  /// not `nil`.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingDialog(
      .alert, Text(titleKey), isPresented: data == nil ? .constant(false) : isPresented,
      actions: data.map(actions), message: nil, dismissing: isPresented)
  }

  /// Presents an alert whose title is a string and whose actions use `data`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingDialog(
      .alert, Text(title), isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: nil, dismissing: isPresented)
  }

  /// Presents an alert whose title is a text view and whose actions use `data`.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingDialog(
      .alert, title, isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: nil, dismissing: isPresented)
  }

  /// Presents an alert whose actions and message use `data`.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingDialog(
      .alert, Text(titleKey), isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: data.map { AnyView(message($0)) }, dismissing: isPresented)
  }

  /// Presents an alert whose title is a string and whose actions and message use `data`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingDialog(
      .alert, Text(title), isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: data.map { AnyView(message($0)) }, dismissing: isPresented)
  }

  /// Presents an alert whose title is a text view and whose actions and message use `data`.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingDialog(
      .alert, title, isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: data.map { AnyView(message($0)) }, dismissing: isPresented)
  }

  /// Presents an alert for an error, titled with its description, while `isPresented` is
  /// true and `error` is not `nil`.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    presentingDialog(
      .alert, Text(error?.errorDescription ?? ""), isPresented: error == nil ? .constant(false) : isPresented,
      actions: actions(), message: nil, dismissing: isPresented)
  }

  /// Presents an alert for an error, titled with its description, with a message made from it.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    presentingDialog(
      .alert, Text(error?.errorDescription ?? ""), isPresented: error == nil ? .constant(false) : isPresented,
      actions: error.map(actions), message: error.map { AnyView(message($0)) }, dismissing: isPresented)
  }

  /// Presents an alert or a confirmation dialog while `isPresented` is true: the common part
  /// of the `alert` and `confirmationDialog` modifiers.
  func presentingDialog<A: View>(
    _ kind: PresentationRequest.Kind, _ title: Text?, isPresented: Binding<Bool>, actions: A?, message: AnyView?,
    dismissing: Binding<Bool>? = nil
  ) -> some View {
    let dismissing = dismissing ?? isPresented
    let content = DialogContent(
      style: kind == .alert ? .alert : .actionSheet, title: title, message: message,
      actions: actions.map { AnyView($0) } ?? AnyView(EmptyView()))
    let name = "\(kind == .alert ? "alert" : "confirmationDialog")(\(title.map { "\"\($0.plainText)\"" } ?? ""))"
    return modifier(
      _PresentationModifier<A>(
        request: { identity, environment in
          guard isPresented.wrappedValue else { return nil }
          return PresentationRequest(
            kind: kind, name: name, identity: identity, environment: environment,
            dismiss: { dismissing.wrappedValue = false },
            content: { content.make(inputs: $0, dismiss: { dismissing.wrappedValue = false }) })
        }, onDismiss: nil))
  }
}
