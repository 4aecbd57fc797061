import Foundation

/// The white knob of a switch or a slider — a circle, or iOS 26's capsule — with iOS's two soft shadows (Flutter's
/// `CupertinoThumbPainter`, docs/iOSControls.md §5 Toggle).
nonisolated struct ControlThumb: View {
  /// The knob's size: a circle when square, a capsule otherwise (iOS 26's switch thumb).
  let size: CGSize

  /// A round knob `diameter` across.
  init(diameter: CGFloat) {
    size = CGSize(width: diameter, height: diameter)
  }

  /// A capsule knob of `size`.
  init(size: CGSize) {
    self.size = size
  }

  var body: some View {
    if size.width == size.height {
      knob(Circle())
    } else {
      knob(Capsule())
    }
  }

  private func knob(_ shape: some Shape) -> some View {
    shape
      .fill(Color.white)
      .frame(width: size.width, height: size.height)
      .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 3)
      .shadow(color: .black.opacity(0.06), radius: 1, x: 0, y: 3)
  }
}
