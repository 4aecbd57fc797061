import Foundation
import Trellis
import TrellisAVFoundation

/// A view that displays content from a player and a native user interface to control playback.
///
/// Trellis decodes no video: the player is drawn as iOS draws one before playback starts — a
/// black frame filling the space offered (the video is letterboxed in black, so the frame's
/// aspect does not depend on the video's), the play button at its centre, and the overlay, if
/// any, over it. Fidelity: partial — the black frame and greediness are AVKit's; the play
/// button's size (a 56-pt translucent circle with a 24-pt glyph) is read from screenshots
/// [uncertain]; the timeline and other controls, which iOS hides until a tap, are not drawn.
public struct VideoPlayer<VideoOverlay: View>: View {
  let player: AVPlayer?
  let overlay: VideoOverlay

  /// A player's video with `videoOverlay` over it.
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
    self.overlay = videoOverlay()
  }

  /// The black frame, the play button and the overlay.
  public var body: some View {
    ZStack {
      Rectangle().fill(Color.black)
      if player?.currentItem != nil {
        Image(systemName: "play.fill")
          .font(.system(size: 24))
          .foregroundStyle(.white)
          .frame(width: 56, height: 56)
          .background(Circle().fill(Color.white.opacity(0.2)))
      }
      overlay
    }
  }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  /// A player's video.
  public init(player: AVPlayer?) {
    self.init(player: player) { EmptyView() }
  }
}
