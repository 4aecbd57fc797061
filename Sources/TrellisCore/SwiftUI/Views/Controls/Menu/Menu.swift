import Foundation

/// A control for presenting a menu of actions.
///
/// A still picture shows the menu closed, as the device does until it is tapped: its label,
/// drawn as a button with the environment's button style — tinted text by default — and
/// tapping the label runs `primaryAction`, if there is one. The items are laid out but not
/// drawn; a test taps one through its accessibility identifier.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate", action: duplicate)
///     Button("Rename", action: rename)
///     Button("Delete…", role: .destructive, action: delete)
/// }
/// ```
///
/// Fidelity: partial — the label's look is `.borderless`'s, as docs/iOSControls.md §6 says; the
/// open menu (a system popover) is not drawn.
nonisolated public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  /// Creates a menu with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  /// Creates a menu with a custom primary action and custom label.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  /// The menu drawn by the innermost menu style set around it, else closed as the system
  /// draws it.
  public var body: some View {
    StyledControl(
      configuration: MenuStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content)),
        primaryAction: primaryAction))
  }
}

extension Menu where Label == Text {
  /// Creates a menu that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// Creates a menu that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  /// Creates a menu with a custom primary action that generates its label from a localized
  /// string key.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// Creates a menu with a custom primary action that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == TrellisCore.Label<Text, Image> {
  /// Creates a menu that generates its label from a localized string key and system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { TrellisCore.Label(titleKey, systemImage: systemImage) })
  }

  /// Creates a menu that generates its label from a string and system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { TrellisCore.Label(title, systemImage: systemImage) })
  }

  /// Creates a menu with a custom primary action that generates its label from a localized
  /// string key and system image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      content: content, label: { TrellisCore.Label(titleKey, systemImage: systemImage) },
      primaryAction: primaryAction)
  }

  /// Creates a menu with a custom primary action that generates its label from a string and
  /// system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(
      content: content, label: { TrellisCore.Label(title, systemImage: systemImage) },
      primaryAction: primaryAction)
  }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// Creates a menu based on a style configuration: it is drawn by the next menu style out, or
  /// as the system draws it.
  public init(_ configuration: MenuStyleConfiguration) {
    label = configuration.label
    content = configuration.content
    primaryAction = configuration.primaryAction
  }
}
