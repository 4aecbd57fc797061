import Foundation

/// The default gauge style: on iOS, a linear capacity bar (``LinearCapacityGaugeStyle``).
///
/// Fidelity: unverified — Apple documents no particular default on iOS and no measurement was
/// found (docs/iOSControls.md §5 Gauge); the capacity bar is our choice, the look of a
/// determinate progress view [uncertain].
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
  /// Creates a default gauge style.
  public init() {}

  /// A linear capacity bar.
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default gauge view style in the current context of the view being styled.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
