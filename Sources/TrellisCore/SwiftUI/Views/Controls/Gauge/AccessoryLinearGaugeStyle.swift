import Foundation

/// A gauge style that displays a bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value.
///
/// The bar is a track in the tint at 30 % with a white, shadowed 8-point marker at the value.
///
/// Fidelity: unverified — Apple's description; the marker's size and the track's colour are our
/// choice [uncertain].
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates an accessory linear gauge style.
  public init() {}

  /// The label, the bar with its marker between the bound labels, and the current value label.
  public func makeBody(configuration: Configuration) -> some View {
    LinearGaugeBody(configuration: configuration, marker: true)
  }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A gauge style that displays a bar with a marker that appears at a point along the bar to
  /// indicate the gauge's current value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
