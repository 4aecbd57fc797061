import Foundation

/// Lays out a horizontal value track — a slider's, a linear progress view's or a gauge's —
/// from the fraction of the value along it.
///
/// Its subviews are, back to front: the maximum track, which spans the whole track; the
/// minimum track, from the track's start to the value; and optionally a thumb, centred on the
/// value. The layout takes the width it is offered (`idealWidth` when none is) and is always
/// `height` tall; tracks are `trackThickness` tall, centred vertically, and end `trackInset`
/// inside the bounds.
///
/// With a thumb, the thumb stays inside the bounds: its centre travels from `w / 2` to
/// `width − w / 2` for a thumb `w` wide, so `centre = w / 2 + fraction × (width − w)`,
/// and the minimum track ends under it. Without one, the minimum track ends at the fraction of
/// the track's length.
struct ValueTrackLayout: Layout {
  /// Where the value lies along the track, 0...1.
  var fraction: Double
  /// The height of the whole control.
  var height: CGFloat
  /// The thickness of the tracks.
  var trackThickness: CGFloat
  /// How far inside the bounds the tracks end.
  var trackInset: CGFloat = 0
  /// The width of the thumb (its diameter when round), or 0 when there is none.
  var thumbWidth: CGFloat = 0
  /// The width when none is offered.
  var idealWidth: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: proposal.width ?? idealWidth, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let fraction = CGFloat(Swift.min(Swift.max(fraction.isNaN ? 0 : fraction, 0), 1))
    let trackStart = bounds.minX + trackInset
    let trackLength = Swift.max(bounds.width - 2 * trackInset, 0)
    let valueX =
      thumbWidth > 0
      ? bounds.minX + thumbWidth / 2 + fraction * Swift.max(bounds.width - thumbWidth, 0)
      : trackStart + fraction * trackLength
    let trackTop = bounds.midY - trackThickness / 2
    if subviews.count > 0 {
      subviews[0].place(
        at: CGPoint(x: trackStart, y: trackTop), anchor: .topLeading,
        proposal: ProposedViewSize(width: trackLength, height: trackThickness))
    }
    if subviews.count > 1 {
      subviews[1].place(
        at: CGPoint(x: trackStart, y: trackTop), anchor: .topLeading,
        proposal: ProposedViewSize(width: Swift.max(valueX - trackStart, 0), height: trackThickness))
    }
    if subviews.count > 2 {
      subviews[2].place(
        at: CGPoint(x: valueX, y: bounds.midY), anchor: .center,
        proposal: .unspecified)
    }
  }
}
