import Foundation

/// The appearance and layout of labeled content: how a label and its value are arranged.
///
/// ```swift
/// struct StackedLabeledContentStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label
///             configuration.content.font(.caption)
///         }
///     }
/// }
/// LabeledContent("Name", value: "Ada").labeledContentStyle(StackedLabeledContentStyle())
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// A view that represents the appearance of labeled content.
  associatedtype Body: View

  /// Creates a view that represents the body of labeled content.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of labeled content.
  typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of labeled content: its label and its content, as views.
public struct LabeledContentStyleConfiguration {
  /// The label of the labeled content, as a view.
  nonisolated public struct Label: View {
    let content: AnyView

    /// The label the labeled content was created with.
    public var body: some View { content }
  }

  /// The content of the labeled content, as a view.
  nonisolated public struct Content: View {
    let content: AnyView

    /// The content the labeled content was created with.
    public var body: some View { content }
  }

  /// The label of the labeled content.
  public let label: Label
  /// The content of the labeled content.
  public let content: Content
}

extension LabeledContentStyleConfiguration: StyleConfiguration {
  /// Labeled content without a style is drawn by `.automatic`.
  static var automaticStyle: AnyStyle<Self> {
    AnyStyle(AutomaticLabeledContentStyle()) { $0.makeBody(configuration: $1) }
  }
}

nonisolated extension View {
  /// Sets the style of labeled content in this view, and of the controls built on it (toggles
  /// and steppers in the switch and default styles).
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    pushStyle(style) { $0.makeBody(configuration: $1) }
  }
}
