// `import AVKit` in a preview runner: SwiftUI's `VideoPlayer`, drawn as a player before playback
// (Sources/TrellisAVKit, docs/MediaKits.md), with AVFoundation's types, as AVKit brings them.
@_exported import TrellisAVFoundation
@_exported import TrellisAVKit
