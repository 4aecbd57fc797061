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
  public struct Label: View {
    let content: AnyView

    /// The label the progress view was created with.
    public var body: some View { content }
  }

  /// A type-erased label that describes the current value of a progress view.
  public struct CurrentValueLabel: View {
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

/// A progress view style with its type erased, as the environment keeps it.
struct AnyProgressViewStyle {
  let makeBody: (ProgressViewStyleConfiguration) -> AnyView

  init<S: ProgressViewStyle>(_ style: S) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

private struct ProgressViewStylesKey: EnvironmentKey {
  static var defaultValue: [AnyProgressViewStyle] { [] }
}

extension EnvironmentValues {
  /// The progress view styles set around a view, innermost last; a progress view uses the last
  /// and takes it off for what the style draws, so styles nest as SwiftUI's do.
  var progressViewStyles: [AnyProgressViewStyle] {
    get { self[ProgressViewStylesKey.self] }
    set { self[ProgressViewStylesKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for progress views in this view.
  ///
  /// ```swift
  /// ProgressView(value: 0.4).progressViewStyle(.circular)
  /// ```
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    transformEnvironment(\.progressViewStyles) { $0.append(AnyProgressViewStyle(style)) }
  }
}
