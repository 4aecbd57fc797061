import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// On iOS the default style draws the label in the headline font above the content, both
/// leading-aligned, 16 points inside a rounded rectangle (radius 8) of the secondary system
/// background; a group box inside another uses the tertiary one. The box hugs its content.
///
/// ```swift
/// GroupBox("Today") {
///     Text("3 meetings")
/// }
/// ```
///
/// Fidelity: partial — the structure is Apple's (`GroupBoxStyleConfiguration`: a label and
/// content); the padding, radius and fill are the values SwiftUI replicas use [uncertain: no
/// measurement found].
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Creates a group box with the provided label and view content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// Creates a group box with the provided label and view content.
  @available(*, deprecated, renamed: "GroupBox(content:label:)")
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  /// The group box as the innermost group box style draws it.
  public var body: some View {
    StyledControl(
      configuration: GroupBoxStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content))))
  }
}

extension GroupBox where Label == EmptyView {
  /// Creates an unlabeled group box with the provided view content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// Creates a group box with the provided view content and title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group box with the provided view content and a title made from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// A view that represents the body of a group box.
  associatedtype Body: View

  /// The properties of a group box instance.
  typealias Configuration = GroupBoxStyleConfiguration

  /// Creates a view representing the body of a group box.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
  /// A type-erased label of a group box.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView

    /// Resolves the label.
    public static func _makeViewList(view: Self, inputs: _ViewInputs) {
      AnyView._makeViewList(view: view.content, inputs: inputs)
    }
  }

  /// A type-erased content of a group box.
  nonisolated public struct Content: View, PrimitiveView {
    let content: AnyView

    /// Resolves the content.
    public static func _makeViewList(view: Self, inputs: _ViewInputs) {
      AnyView._makeViewList(view: view.content, inputs: inputs)
    }
  }

  /// A view that provides the title of the group box.
  public let label: Label
  /// A view that represents the content of the group box.
  public let content: Content
}

/// The default style for group box views.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// Creates a default group box style.
  public init() {}

  /// The label above the content, inside a rounded, filled box.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultGroupBoxBody(configuration: configuration)
  }
}

nonisolated private struct DefaultGroupBoxBody: View {
  let configuration: GroupBoxStyleConfiguration
  @Environment(\.groupBoxDepth) private var depth

  var body: some View {
    VStack(alignment: .leading) {
      configuration.label.font(.headline)
      configuration.content
    }
    .padding(16)
    .background {
      RoundedRectangle(cornerRadius: 8, style: .continuous)
        .fill(depth == 0 ? Color.secondarySystemBackground : Color.tertiarySystemBackground)
    }
    .environment(\.groupBoxDepth, depth + 1)
  }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default style for group box views.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBoxStyleConfiguration: StyleConfiguration {
  /// Group boxes without a style are drawn by `.automatic`.
  static var automaticStyle: AnyStyle<Self> { AnyStyle(DefaultGroupBoxStyle()) { $0.makeBody(configuration: $1) } }
}

extension EnvironmentValues {
  /// How many default group boxes the view is inside.
  @Entry var groupBoxDepth: Int = 0
}

nonisolated extension View {
  /// Sets the style for group boxes within this view.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    pushStyle(style) { $0.makeBody(configuration: $1) }
  }
}
