import Foundation
import Testing
import Trellis
import TrellisAVFoundation
import TrellisAVKit
import TrellisPhotosUI

/// AVKit's `VideoPlayer`, AVFoundation's player and times, PhotosUI's picker (docs/MediaKits.md).
@MainActor
@Suite("AVKit, AVFoundation and PhotosUI")
struct MediaKitTests {
  private func drawing<V: View>(_ view: V, _ size: CGSize = CGSize(width: 320, height: 180)) -> String {
    LayoutHost(view, size: size).displayList().description
  }

  @Test("A video player is a black frame filling the space offered, the play button at its centre")
  func videoPlayer() {
    let player = AVPlayer(url: URL(fileURLWithPath: "/videos/intro.mp4"))
    let host = LayoutHost(VideoPlayer(player: player).frame(height: 180), size: CGSize(width: 320, height: 400))
    let drawn = host.displayList().description
    #expect(drawn.contains("fill #000000FF (0, 110, 320, 180)"))
    #expect(drawn.contains("(132, 172, 56, 56)"))
  }

  @Test("Without an item the player is black, with no button; the overlay is drawn over it")
  func emptyPlayerWithOverlay() {
    let drawn = drawing(VideoPlayer(player: nil) { Text("Live") })
    #expect(drawn.contains("fill #000000FF (0, 0, 320, 180)"))
    #expect(!drawn.contains("56, 56)"))
    #expect(drawn.contains("text \"Live\""))
  }

  @Test("A player plays nothing: play() records the rate, the time stays at the start")
  func playerState() {
    let player = AVPlayer(url: URL(fileURLWithPath: "/videos/intro.mp4"))
    player.play()
    #expect(player.rate == 1)
    #expect(player.currentTime() == .zero)
    player.pause()
    #expect(player.rate == 0)
  }

  @Test(
    "CMTime: seconds at a timescale; NaN and infinite seconds make an invalid time",
    arguments: [
      (1.5, 600, true), (.nan, 600, false), (.infinity, 1, false), (1e300, 600, false),
    ] as [(Double, Int32, Bool)])
  func times(seconds: Double, timescale: Int32, valid: Bool) {
    let time = CMTime(seconds: seconds, preferredTimescale: timescale)
    #expect(time.isValid == valid)
    if valid { #expect(time.seconds == seconds) }
  }

  @Test("An audio player of a missing file throws, as on iOS")
  func audioPlayerOfAMissingFile() {
    #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/no/such/sound.m4a")) }
  }

  @Test("A photos picker is drawn as the button it is; a tap is reported and selects nothing")
  func photosPicker() {
    var selection: PhotosPickerItem? = nil
    let binding = Binding(get: { selection }, set: { selection = $0 })
    let picker = PhotosPicker("Choose Photo", selection: binding, matching: .images)
    #expect(drawing(picker) == drawing(Button("Choose Photo") {}))
    let host = LayoutHost(picker.accessibilityIdentifier("picker"), size: CGSize(width: 320, height: 180))
    #expect(host.tap("picker"))
    #expect(selection == nil)
    #expect(host.runtimeIssues.contains { $0.contains("photos picker does not exist") })
  }
}
