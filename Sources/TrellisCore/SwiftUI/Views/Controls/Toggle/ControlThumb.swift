import Foundation

/// The white knob of a switch or a slider, with iOS's two soft shadows (Flutter's
/// `CupertinoThumbPainter`, docs/iOSControls.md §5 Toggle).
nonisolated struct ControlThumb: View {
  let diameter: CGFloat

  var body: some View {
    Circle()
      .fill(Color.white)
      .frame(width: diameter, height: diameter)
      .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 3)
      .shadow(color: .black.opacity(0.06), radius: 1, x: 0, y: 3)
  }
}
