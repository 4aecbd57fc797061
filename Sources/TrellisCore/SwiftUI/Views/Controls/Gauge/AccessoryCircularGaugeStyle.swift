import Foundation

/// A gauge style that displays an open ring with a marker that appears at a point along the ring
/// to indicate the gauge's current value.
///
/// The gauge is a 58-point square. The ring is 6 points wide and open at the bottom: it runs
/// clockwise from the lower left (135°) over the top to the lower right (45°), in the tint at
/// 30 %, with a white, shadowed marker at the value. The current value label (else the label)
/// is centred; the minimum and maximum value labels sit under the ring's two ends in the
/// `caption2` font.
///
/// Fidelity: unverified — Apple documents the parts; the 58-point size is SwiftUI's size for a
/// circular progress view in a widget (OpenSwiftUI `CircularProgressViewStyle.swift`); the ring
/// width, the gap and the colours are our choice [uncertain].
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates an accessory circular gauge style.
  public init() {}

  /// The open ring with its marker, and the labels.
  public func makeBody(configuration: Configuration) -> some View {
    CircularGaugeBody(configuration: configuration, capacity: false)
  }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A gauge style that displays an open ring with a marker that appears at a point along the
  /// ring to indicate the gauge's current value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
