import Foundation

/// A type that applies a custom appearance to all labels within a view.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.title
///             configuration.icon
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// A view that represents the body of a label.
  associatedtype Body: View

  /// Creates a view that represents the body of a label.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a label.
  typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label that a ``LabelStyle`` draws.
public struct LabelStyleConfiguration {
  /// A type-erased title view of a label.
  nonisolated public struct Title: View, PrimitiveView {
    let content: AnyView

    /// Resolves the label's title where the style places it.
    public static func _makeViewList(view: Self, inputs: _ViewInputs) {
      AnyView._makeViewList(view: view.content, inputs: inputs)
    }
  }

  /// A type-erased icon view of a label.
  nonisolated public struct Icon: View, PrimitiveView {
    let content: AnyView

    /// Resolves the label's icon where the style places it.
    public static func _makeViewList(view: Self, inputs: _ViewInputs) {
      AnyView._makeViewList(view: view.content, inputs: inputs)
    }
  }

  /// A description of the labeled item.
  public var title: LabelStyleConfiguration.Title

  /// A symbolic representation of the labeled item.
  public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration: StyleConfiguration {
  /// Labels without a style are drawn by `.automatic`.
  static var automaticStyle: AnyStyle<Self> { AnyStyle(DefaultLabelStyle()) { $0.makeBody(configuration: $1) } }
}

extension EnvironmentValues {
  /// The style a container recommends for its labels (a `List` row, a toolbar), which
  /// `.automatic` resolves to; `nil` elsewhere.
  @Entry var automaticLabelStyle: AnyStyle<LabelStyleConfiguration>?
}

nonisolated extension View {
  /// Sets the style for labels within this view.
  ///
  /// ```swift
  /// Label("Rain", systemImage: "cloud.rain")
  ///     .labelStyle(.iconOnly)
  /// ```
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    pushStyle(style) { $0.makeBody(configuration: $1) }
  }

  /// Makes `.automatic` labels in this view use `style`: for containers such as `List` and
  /// toolbars.
  func automaticLabelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.automaticLabelStyle, AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}
