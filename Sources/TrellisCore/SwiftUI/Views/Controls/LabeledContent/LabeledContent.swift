import Foundation

/// A container for attaching a label to a value-bearing view.
///
/// On iOS the label sits at the leading side in the body font and the value at the trailing
/// side in the secondary colour; the row fills the width it is offered
/// (``AutomaticLabeledContentStyle``).
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "17.2")
///     LabeledContent("Custom Value") { MyCustomView(value: $value) }
/// }
/// ```
///
/// Fidelity: partial — the leading-trailing structure (docs/iOSControls.md §5 Toggle,
/// "Structure") is pinned by LabeledContentTests; the styles SwiftUI picks inside a List, a
/// Form or a toolbar are not reproduced.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Creates a labeled element from a view that conveys its value and a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The labeled content as the innermost labeled content style draws it.
  public var body: some View {
    // The label and the content are the caller's views: they see every style set around them.
    StyledControl { erase in
      LabeledContentStyleConfiguration(
        label: LabeledContentStyleConfiguration.Label(content: erase(label)),
        content: LabeledContentStyleConfiguration.Content(content: erase(content)))
    }
  }
}

extension LabeledContent where Label == Text {
  /// Creates labeled content with a title made from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates labeled content with a title made from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a labeled informational view: a title and a value, both text.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init {
      Text(value)
    } label: {
      Text(titleKey)
    }
  }

  /// Creates a labeled informational view: a title and a value, both text.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init {
      Text(value)
    } label: {
      Text(title)
    }
  }

  /// Creates a labeled informational view from a value and the format style that makes it text.
  ///
  /// ```swift
  /// LabeledContent("Price", value: 9.99, format: .number)
  /// ```
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init {
      Text(format.format(value))
    } label: {
      Text(titleKey)
    }
  }

  /// Creates a labeled informational view from a value and the format style that makes it text.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init {
      Text(format.format(value))
    } label: {
      Text(title)
    }
  }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// Creates labeled content from a style's configuration, to draw it with the next style out:
  /// for a style that only adds to the current one.
  ///
  /// ```swift
  /// struct RedBorderLabeledContentStyle: LabeledContentStyle {
  ///     func makeBody(configuration: Configuration) -> some View {
  ///         LabeledContent(configuration).border(.red)
  ///     }
  /// }
  /// ```
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init {
      configuration.content
    } label: {
      configuration.label
    }
  }
}
