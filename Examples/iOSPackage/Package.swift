// swift-tools-version:5.9
// A package written for iOS, as its author would write it, that has never heard of Trellis: no
// Trellis dependency, `import SwiftUI` everywhere, an asset catalog and a string catalog, and
// one file that cannot compile on Linux (StoreFinder.swift, ARKit). CI previews it with zero
// edits: `trellis previews verify --package-path Examples/iOSPackage`, and its tests with
// `trellis test --package-path Examples/iOSPackage`.
import PackageDescription

let package = Package(
  name: "CoffeeKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v17)],
  products: [
    .library(name: "CoffeeKit", targets: ["CoffeeKit"])
  ],
  targets: [
    .target(name: "CoffeeKit", resources: [.process("Resources")]),
    // Swift Testing, as on iOS; on Linux `trellis test --package-path Examples/iOSPackage` runs it.
    .testTarget(name: "CoffeeKitTests", dependencies: ["CoffeeKit"]),
  ]
)
