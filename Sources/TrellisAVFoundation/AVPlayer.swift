import Foundation

/// A media resource at a URL. Trellis decodes no media, so its duration is not known.
open class AVAsset: NSObject, @unchecked Sendable {
  /// The asset's duration: not known without decoding (`CMTime.invalid`).
  open var duration: CMTime { .invalid }
}

/// An asset at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
  /// Where the asset is.
  public let url: URL

  /// An asset at `url`; options are kept for nothing.
  public init(url: URL, options: [String: Any]? = nil) {
    self.url = url
  }
}

/// What a player plays: an asset and its playback state.
open class AVPlayerItem: NSObject, @unchecked Sendable {
  /// The asset.
  public let asset: AVAsset

  /// An item for the asset at `url`.
  public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }

  /// An item for `asset`.
  public init(asset: AVAsset) { self.asset = asset }

  /// The time played up to: the start.
  open func currentTime() -> CMTime { .zero }
}

/// An object that plays one item at a time. Off Apple's systems nothing is played: the player
/// stays paused at the start, and `play()` only records the rate asked for.
open class AVPlayer: NSObject, @unchecked Sendable {
  /// The item being played.
  open private(set) var currentItem: AVPlayerItem?
  /// The playback rate asked for: 0 paused, 1 playing.
  open var rate: Float = 0
  /// Whether the player's audio is muted.
  open var isMuted = false
  /// The audio volume, 0…1.
  open var volume: Float = 1

  /// A player with no item.
  public override init() {}

  /// A player of the item at `url`.
  public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }

  /// A player of `item`.
  public init(playerItem item: AVPlayerItem?) { currentItem = item }

  /// Asks to play: the rate becomes 1.
  open func play() { rate = 1 }

  /// Pauses: the rate becomes 0.
  open func pause() { rate = 0 }

  /// Replaces the item.
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

  /// The time played up to: the start.
  open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

  /// Moves the play head; nothing plays, so it stays at the start.
  open func seek(to time: CMTime) {}
}

/// Plays a sound file. Off Apple's systems no sound is played; the calls are recorded.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
  /// Where the sound is, if it came from a file.
  public let url: URL?
  /// Whether `play()` was called and not `stop()` or `pause()`.
  open private(set) var isPlaying = false
  /// The volume, 0…1.
  open var volume: Float = 1
  /// How many times to repeat: −1 forever.
  open var numberOfLoops = 0
  /// Where in the sound the player is, in seconds.
  open var currentTime: TimeInterval = 0

  /// A player of the sound file at `url`; a file that does not exist throws, as on iOS.
  public init(contentsOf url: URL) throws {
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    self.url = url
  }

  /// A player of sound data.
  public init(data: Data) throws { url = nil }

  /// Gets ready to play.
  @discardableResult open func prepareToPlay() -> Bool { true }

  /// Starts playing (records it).
  @discardableResult open func play() -> Bool {
    isPlaying = true
    return true
  }

  /// Pauses.
  open func pause() { isPlaying = false }

  /// Stops and rewinds.
  open func stop() {
    isPlaying = false
    currentTime = 0
  }
}
