import Foundation

/// The default progress view style in the current context of the view being styled: on iOS,
/// the circular spinner for indeterminate progress and the linear bar for determinate progress.
///
/// Fidelity: partial — the choice between the two styles is OpenSwiftUI's reading of SwiftUI
/// (`DefaultProgressViewStyle.swift`); what each draws is described on the styles.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates a default progress view style.
  public init() {}

  /// A spinner without a fraction, a bar with one.
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default progress view style in the current context of the view being styled.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
