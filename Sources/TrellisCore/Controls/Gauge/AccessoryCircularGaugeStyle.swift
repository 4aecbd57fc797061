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
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates an accessory circular gauge style.
  public init() {}

  /// The open ring with its marker, and the labels.
  public func makeBody(configuration: Configuration) -> some View {
    CircularGaugeBody(configuration: configuration, capacity: false)
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A gauge style that displays an open ring with a marker that appears at a point along the
  /// ring to indicate the gauge's current value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's
/// current value.
///
/// The 58-point ring is 6 points wide: the track in the tint at 30 %, filled in the tint
/// clockwise from the top to the value; the current value label (else the label) is centred.
///
/// Fidelity: unverified — Apple documents the parts; sizes and colours as in
/// ``AccessoryCircularGaugeStyle`` [uncertain].
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates an accessory circular capacity gauge style.
  public init() {}

  /// The ring, filled to the value, and the label at its centre.
  public func makeBody(configuration: Configuration) -> some View {
    CircularGaugeBody(configuration: configuration, capacity: true)
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A gauge style that displays a closed ring that's partially filled in to indicate the
  /// gauge's current value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

/// What the circular gauge styles draw.
struct CircularGaugeBody: View {
  let configuration: GaugeStyleConfiguration
  /// A closed ring filled to the value, rather than an open ring with a marker.
  let capacity: Bool
  @Environment(\.tintColor) private var tint

  /// The gauge's side.
  static let side: CGFloat = 58
  /// The ring's width.
  static let lineWidth: CGFloat = 6
  /// Where the open ring starts and ends: 135° and 405° (45° past a full turn), clockwise from
  /// the right, leaving a quarter turn open at the bottom.
  static let openRing = (start: 0.75 * Double.pi, end: 2.25 * Double.pi)

  var body: some View {
    ZStack {
      if capacity {
        ArcBand(start: -.pi / 2, end: 1.5 * .pi, lineWidth: Self.lineWidth).fill(tint.opacity(0.3))
        ArcBand(start: -.pi / 2, end: -.pi / 2 + 2 * .pi * configuration.value, lineWidth: Self.lineWidth)
          .fill(tint)
      } else {
        ArcBand(start: Self.openRing.start, end: Self.openRing.end, lineWidth: Self.lineWidth)
          .fill(tint.opacity(0.3))
        marker
      }
      centre
      if !capacity { boundLabels }
    }
    .frame(width: Self.side, height: Self.side)
  }

  /// The current value label, else the label, at the centre.
  @ViewBuilder private var centre: some View {
    if let current = configuration.currentValueLabel {
      current.font(.system(size: 17, weight: .medium))
    } else {
      configuration.label.font(.caption)
    }
  }

  /// A white dot on the ring at the value.
  private var marker: some View {
    let angle = Self.openRing.start + (Self.openRing.end - Self.openRing.start) * configuration.value
    let distance = (Self.side - Self.lineWidth) / 2
    return ControlThumb(diameter: Self.lineWidth + 2)
      .offset(x: distance * CGFloat(cos(angle)), y: distance * CGFloat(sin(angle)))
  }

  /// The minimum and maximum value labels under the ring's two ends.
  private var boundLabels: some View {
    VStack {
      Spacer(minLength: 0)
      HStack {
        if let minimum = configuration.minimumValueLabel { minimum }
        Spacer(minLength: 0)
        if let maximum = configuration.maximumValueLabel { maximum }
      }
      .font(.caption2)
      .foregroundStyleUnlessSet(.secondary)
    }
  }
}
