// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  products: [
    .library(name: "Trellis", targets: ["Trellis"]),
    .executable(name: "trellis-gallery", targets: ["TrellisGallery"]),
  ],
  targets: [
    // The core: SwiftUI's view API, environment and layout engine. Foundation only.
    .target(name: "Trellis"),
    // The example views the README's first command lays out and dumps.
    .executableTarget(name: "TrellisGallery", dependencies: ["Trellis"], path: "Examples/Gallery"),
    .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
    .testTarget(
      name: "TrellisFidelityTests",
      dependencies: ["Trellis"],
      resources: [.copy("Fixtures")]
    ),
  ]
)
