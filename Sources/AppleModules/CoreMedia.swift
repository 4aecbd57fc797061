// `import CoreMedia` in a preview runner: `CMTime` and its functions (Sources/TrellisAVFoundation).
@_exported import TrellisAVFoundation
