import Foundation

/// What the linear gauge styles draw: the label, the bar between the bound labels, and the
/// current value label, leading-aligned, 4 points apart.
nonisolated struct LinearGaugeBody: View {
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
        thumbWidth: Self.markerDiameter, idealWidth: 0
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

nonisolated extension View {
  /// The look of a gauge's value labels: the caption font and, unless set, the secondary colour.
  func gaugeValueLabelStyle() -> some View {
    font(.caption).foregroundStyleUnlessSet(.secondary)
  }
}
