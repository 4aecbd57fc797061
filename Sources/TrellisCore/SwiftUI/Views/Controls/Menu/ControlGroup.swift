import Foundation

/// A container view that displays semantically-related controls in a visually-appropriate
/// manner for the context.
///
/// Outside toolbars, the automatic style draws the controls side by side as bordered buttons.
///
/// ```swift
/// ControlGroup {
///     Button("Decrease", systemImage: "minus", action: decrease)
///     Button("Increase", systemImage: "plus", action: increase)
/// }
/// ```
///
/// Fidelity: unverified — no snapshot or reverse-engineered source of iOS's control group was
/// found; an `HStack` of `.bordered` buttons is our assumption (docs/iOSControls.md §4 for the
/// buttons).
nonisolated public struct ControlGroup<Content: View>: View {
  let content: AnyView
  let label: AnyView

  /// Creates a new control group with the specified children.
  public init(@ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
    label = AnyView(EmptyView())
  }

  /// The group drawn by the innermost control group style set around it, else automatically.
  public var body: some View {
    StyledControl(
      configuration: ControlGroupStyleConfiguration(content: .init(content: content), label: .init(content: label)))
  }
}

/// A view that represents the body of a control group with a specified label.
///
/// You don't create this type directly: ``ControlGroup`` makes it for a group with a label.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  /// The content; the label is for styles that show one, such as a menu.
  public var body: some View { content }
}

extension ControlGroup {
  /// Creates a new control group with the specified content and a label.
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    self.content = AnyView(content())
    self.label = AnyView(label())
  }

  /// Creates a new control group with the specified content that generates its label from a
  /// localized string key.
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// Creates a new control group with the specified content that generates its label from a string.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content, label: { Text(title) })
  }

  /// Creates a new control group with the specified content that generates its label from a
  /// localized string key and image name.
  public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content, label: { Label(titleKey, systemImage: systemImage) })
  }

  /// Creates a new control group with the specified content that generates its label from a
  /// string and image name.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content, label: { Label(title, systemImage: systemImage) })
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// Creates a control group based on a style configuration: it is drawn by the next control
  /// group style out, or automatically.
  public init(_ configuration: ControlGroupStyleConfiguration) {
    content = AnyView(configuration.content)
    label = AnyView(configuration.label)
  }
}
