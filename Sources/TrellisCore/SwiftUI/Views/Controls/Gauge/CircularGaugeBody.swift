import Foundation

/// What the circular gauge styles draw.
nonisolated struct CircularGaugeBody: View {
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
