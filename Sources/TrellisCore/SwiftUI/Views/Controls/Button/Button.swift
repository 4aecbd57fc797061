import Foundation

/// A control that initiates an action.
///
/// A button is its label drawn by the button style of the environment — `.automatic` unless
/// `buttonStyle(_:)` sets another — and tapping it runs the action. On iOS `.automatic` is
/// `.borderless` outside lists: the label in the tint, in the body font, with no padding
/// (docs/iOSControls.md §4).
///
/// ```swift
/// Button("Sign In", action: signIn)
/// Button("Delete", systemImage: "trash", role: .destructive) { delete() }
/// Button(action: signIn) {
///     Label("Sign In", systemImage: "arrow.up")
/// }
/// ```
///
/// Fidelity: partial — `.borderless` follows OpenSwiftUI's reading of SwiftUI (fonts per control
/// size, tint, red for `.destructive`, tertiary when disabled) and SPZV's measured tint colour;
/// the tap target is the styled label; pressed states are never drawn.
nonisolated public struct Button<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  let action: () -> Void

  /// Creates a button that displays a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a specified role that displays a custom label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
    self.action = action
  }

  /// The button drawn by the innermost style set around it, which is taken off the environment
  /// for the body: `Button(configuration)` inside that style then uses the next style out.
  public var body: some View {
    StyledControl(
      configuration: PrimitiveButtonStyleConfiguration(
        role: role, label: .init(content: AnyView(label)), action: action)
    )
  }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// Creates a button that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// Creates a button with a specified role that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// Creates a button with a specified role that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == TrellisCore.Label<Text, Image> {
  /// Creates a button that generates its label from a localized string key and a system image:
  /// a ``Label`` of the title and the symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { TrellisCore.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button that generates its label from a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { TrellisCore.Label(title, systemImage: systemImage) }
  }

  /// Creates a button with a specified role that generates its label from a localized string
  /// key and a system image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { TrellisCore.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button with a specified role that generates its label from a string and a
  /// system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { TrellisCore.Label(title, systemImage: systemImage) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// Creates a button based on a configuration for a style with a custom appearance and
  /// custom interaction behavior: it is drawn by the next button style out, or the automatic one.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}
