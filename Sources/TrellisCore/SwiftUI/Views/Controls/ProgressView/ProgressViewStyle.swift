import Foundation

/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy.
///
/// ```swift
/// struct PinkBorderedProgressViewStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ProgressView(configuration)
///             .padding(4)
///             .border(Color.pink, width: 3)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// A view representing the body of a progress view.
  associatedtype Body: View

  /// Creates a view representing the body of a progress view.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a progress view instance.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
  /// A type-erased label describing the task represented by the progress view.
  nonisolated public struct Label: View {
    let content: AnyView

    /// The label the progress view was created with.
    public var body: some View { content }
  }

  /// A type-erased label that describes the current value of a progress view.
  nonisolated public struct CurrentValueLabel: View {
    let content: AnyView

    /// The current value label the progress view was created with.
    public var body: some View { content }
  }

  /// The completed fraction of the task represented by the progress view, from 0.0 (not yet
  /// started) to 1.0 (fully complete), or `nil` if the progress is indeterminate.
  public let fractionCompleted: Double?

  /// A view that describes the task represented by the progress view; `nil` when it has none.
  public var label: Label?

  /// A view that describes the current value of a progress view; `nil` when it has none.
  public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyleConfiguration: StyleConfiguration {
  /// Progress views without a style are drawn by `.automatic`.
  static var automaticStyle: AnyStyle<Self> { AnyStyle(DefaultProgressViewStyle()) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
  /// Sets the style for progress views in this view.
  ///
  /// ```swift
  /// ProgressView(value: 0.4).progressViewStyle(.circular)
  /// ```
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    pushStyle(style) { $0.makeBody(configuration: $1) }
  }
}
