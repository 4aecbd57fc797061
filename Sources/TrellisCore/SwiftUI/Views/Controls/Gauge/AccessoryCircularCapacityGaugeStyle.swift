import Foundation

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's
/// current value.
///
/// The 58-point ring is 6 points wide: the track in the tint at 30 %, filled in the tint
/// clockwise from the top to the value; the current value label (else the label) is centred.
///
/// Fidelity: unverified — Apple documents the parts; sizes and colours as in
/// ``AccessoryCircularGaugeStyle`` [uncertain].
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates an accessory circular capacity gauge style.
  public init() {}

  /// The ring, filled to the value, and the label at its centre.
  public func makeBody(configuration: Configuration) -> some View {
    CircularGaugeBody(configuration: configuration, capacity: true)
  }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A gauge style that displays a closed ring that's partially filled in to indicate the
  /// gauge's current value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
