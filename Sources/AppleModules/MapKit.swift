// `import MapKit` in a preview runner: MapKit's SwiftUI `Map` and its content, drawn without
// tiles (Sources/TrellisMapKit, docs/MapKit.md), with Core Location's types, as Apple's MapKit
// brings them.
@_exported import TrellisMapKit
