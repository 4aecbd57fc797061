import Foundation

nonisolated extension View {
  /// Presents a confirmation dialog — on iPhone an action sheet at the bottom of the screen —
  /// while `isPresented` is true.
  ///
  /// ```swift
  /// .confirmationDialog("Discard changes?", isPresented: $confirming) {
  ///   Button("Discard", role: .destructive) { discard() }
  /// }
  /// ```
  ///
  /// On iOS the title shows only with `titleVisibility: .visible`; the message always shows.
  /// A "Cancel" button is added when none has the cancel role, and stands apart below the
  /// others. A tap on a button dismisses the dialog, then runs the button's action.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(Text(titleKey), titleVisibility), isPresented: isPresented,
      actions: actions(), message: nil)
  }

  /// Presents a confirmation dialog whose title is a string.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(Text(title), titleVisibility), isPresented: isPresented,
      actions: actions(), message: nil)
  }

  /// Presents a confirmation dialog whose title is a text view.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(title, titleVisibility), isPresented: isPresented, actions: actions(),
      message: nil)
  }

  /// Presents a confirmation dialog with a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(Text(titleKey), titleVisibility), isPresented: isPresented,
      actions: actions(), message: AnyView(message()))
  }

  /// Presents a confirmation dialog whose title is a string, with a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(Text(title), titleVisibility), isPresented: isPresented,
      actions: actions(), message: AnyView(message()))
  }

  /// Presents a confirmation dialog whose title is a text view, with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(title, titleVisibility), isPresented: isPresented, actions: actions(),
      message: AnyView(message()))
  }

  /// Presents a confirmation dialog whose actions use `data`, while `isPresented` is true and
  /// `data` is not `nil`.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(Text(titleKey), titleVisibility),
      isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions), message: nil,
      dismissing: isPresented)
  }

  /// Presents a confirmation dialog whose title is a string and whose actions use `data`.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(Text(title), titleVisibility),
      isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions), message: nil,
      dismissing: isPresented)
  }

  /// Presents a confirmation dialog whose title is a text view and whose actions use `data`.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(title, titleVisibility),
      isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions), message: nil,
      dismissing: isPresented)
  }

  /// Presents a confirmation dialog whose actions and message use `data`.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(Text(titleKey), titleVisibility),
      isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: data.map { AnyView(message($0)) }, dismissing: isPresented)
  }

  /// Presents a confirmation dialog whose title is a string and whose actions and message use
  /// `data`.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(Text(title), titleVisibility),
      isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: data.map { AnyView(message($0)) }, dismissing: isPresented)
  }

  /// Presents a confirmation dialog whose title is a text view and whose actions and message
  /// use `data`.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    presentingDialog(
      .confirmationDialog, Self.dialogTitle(title, titleVisibility),
      isPresented: data == nil ? .constant(false) : isPresented, actions: data.map(actions),
      message: data.map { AnyView(message($0)) }, dismissing: isPresented)
  }

  /// The title a dialog shows: on iOS, only when asked to be visible
  /// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)).
  private static func dialogTitle(_ title: Text, _ visibility: Visibility) -> Text? {
    visibility == .visible ? title : nil
  }
}
