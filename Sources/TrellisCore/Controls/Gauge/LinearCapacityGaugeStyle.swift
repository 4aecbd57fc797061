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
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates a linear capacity gauge style.
  public init() {}

  /// The label, the bar between the bound labels, and the current value label, top to bottom.
  public func makeBody(configuration: Configuration) -> some View {
    LinearGaugeBody(configuration: configuration, marker: false)
  }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
  /// current value increases.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
/// current value increases; outside a widget it looks like ``LinearCapacityGaugeStyle``.
///
/// Fidelity: unverified — drawn as the linear capacity style; the widget rendering modes are
/// not reproduced [uncertain].
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// Creates an accessory linear capacity gauge style.
  public init() {}

  /// The label, the bar between the bound labels, and the current value label, top to bottom.
  public func makeBody(configuration: Configuration) -> some View {
    LinearGaugeBody(configuration: configuration, marker: false)
  }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
  /// current value increases.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value.
///
/// The bar is a track in the tint at 30 % with a white, shadowed 8-point marker at the value.
///
/// Fidelity: unverified — Apple's description; the marker's size and the track's colour are our
/// choice [uncertain].
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates an accessory linear gauge style.
  public init() {}

  /// The label, the bar with its marker between the bound labels, and the current value label.
  public func makeBody(configuration: Configuration) -> some View {
    LinearGaugeBody(configuration: configuration, marker: true)
  }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A gauge style that displays a bar with a marker that appears at a point along the bar to
  /// indicate the gauge's current value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// What the linear gauge styles draw: the label, the bar between the bound labels, and the
/// current value label, leading-aligned, 4 points apart.
struct LinearGaugeBody: View {
  let configuration: GaugeStyleConfiguration
  /// A marker at the value on a tinted track, rather than a fill up to it.
  let marker: Bool
  @Environment(\.tintColor) private var tint

  /// The bar's thickness.
  static let barThickness: CGFloat = 4
  /// The marker's diameter.
  static let markerDiameter: CGFloat = 8
  /// The spacing between the label, the bar and the current value label.
  static let spacing: CGFloat = 4

  var body: some View {
    VStack(alignment: .leading, spacing: Self.spacing) {
      configuration.label
      HStack {
        if let minimum = configuration.minimumValueLabel { minimum.gaugeValueLabelStyle() }
        bar
        if let maximum = configuration.maximumValueLabel { maximum.gaugeValueLabelStyle() }
      }
      if let current = configuration.currentValueLabel { current.gaugeValueLabelStyle() }
    }
  }

  @ViewBuilder private var bar: some View {
    if marker {
      ValueTrackLayout(
        fraction: configuration.value, height: Self.markerDiameter, trackThickness: Self.barThickness,
        thumbDiameter: Self.markerDiameter, idealWidth: 0
      ) {
        Capsule().fill(tint.opacity(0.3))
        Color.clear
        ControlThumb(diameter: Self.markerDiameter)
      }
    } else {
      ValueTrackLayout(
        fraction: configuration.value, height: Self.barThickness, trackThickness: Self.barThickness, idealWidth: 0
      ) {
        Capsule().fill(Color.systemFill)
        Capsule().fill(tint)
      }
    }
  }
}

extension View {
  /// The look of a gauge's value labels: the caption font and, unless set, the secondary colour.
  func gaugeValueLabelStyle() -> some View {
    font(.caption).foregroundStyleUnlessSet(.secondary)
  }
}
