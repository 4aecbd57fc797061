import Foundation

/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
/// current value increases.
///
/// The label sits above the bar and the current value label below it; the minimum and maximum
/// value labels sit at the bar's leading and trailing ends, as Apple documents for the linear
/// styles ([`GaugeStyle.accessoryLinearCapacity`](https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinearcapacity)).
/// The bar is drawn like a linear progress view's (a 4-point capsule, systemFill and the tint),
/// the stack spacing is 4 and the value labels are in the caption font and the secondary
/// colour, as a progress view's current value label (``LinearProgressViewStyle``).
///
/// Fidelity: unverified — the arrangement is Apple's description; the bar's thickness, the
/// spacing and the fonts are borrowed from the progress view, not measured on a gauge
/// [uncertain].
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates a linear capacity gauge style.
  public init() {}

  /// The label, the bar between the bound labels, and the current value label, top to bottom.
  public func makeBody(configuration: Configuration) -> some View {
    LinearGaugeBody(configuration: configuration, marker: false)
  }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
  /// current value increases.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
/// current value increases; outside a widget it looks like ``LinearCapacityGaugeStyle``.
///
/// Fidelity: unverified — drawn as the linear capacity style; the widget rendering modes are
/// not reproduced [uncertain].
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// Creates an accessory linear capacity gauge style.
  public init() {}

  /// The label, the bar between the bound labels, and the current value label, top to bottom.
  public func makeBody(configuration: Configuration) -> some View {
    LinearGaugeBody(configuration: configuration, marker: false)
  }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
  /// current value increases.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
