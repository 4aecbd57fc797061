// `import AVFoundation` in a preview runner: players, assets and Core Media's times, which
// decode and play nothing (Sources/TrellisAVFoundation, docs/MediaKits.md).
@_exported import TrellisAVFoundation
