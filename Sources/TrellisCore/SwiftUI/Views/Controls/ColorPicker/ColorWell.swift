import Foundation

/// iOS's colour well (UIColorWell): a ring of the colour wheel's hues, and inside it, apart
/// from the ring, a disc of the selected colour.
///
/// The well is 28 across with a 3-point ring and a 2-point gap, leaving an 18-point swatch
/// [uncertain: no public measurement of UIColorWell was found (docs/iOSControls.md §5,
/// "ColorPicker"); 28 is our estimate, and the ring and gap are by eye].
nonisolated struct ColorWell: View {
  let color: Color

  /// The well's diameter.
  static let diameter: CGFloat = 28
  /// The width of the ring of hues.
  static let ringWidth: CGFloat = 3
  /// The gap between the ring and the swatch.
  static let gap: CGFloat = 2
  /// The hues round the ring, clockwise from the top: red, yellow, green, cyan, blue, magenta
  /// and red again, as on the colour wheel.
  static let hues: [Color] = [
    Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
    Color(red: 0, green: 1, blue: 1), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 1),
    Color(red: 1, green: 0, blue: 0),
  ]

  var body: some View {
    Circle()
      .strokeBorder(
        AngularGradient(colors: Self.hues, center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)),
        lineWidth: Self.ringWidth
      )
      .overlay {
        Circle().fill(color).padding(Self.ringWidth + Self.gap)
      }
      .frame(width: Self.diameter, height: Self.diameter)
  }
}
