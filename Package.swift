// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  products: [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisRender", targets: ["TrellisRender"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .executable(name: "trellis", targets: ["TrellisCLI"]),
    .executable(name: "trellis-gallery", targets: ["TrellisGallery"]),
    .executable(name: "playground", targets: ["TrellisPlayground"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // The core: SwiftUI's view API, environment and layout engine. Foundation only.
    .target(name: "Trellis"),
    // Pango, Cairo and fontconfig: text shaping and drawing, through one system library.
    .systemLibrary(
      name: "CPangoCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libfontconfig-dev"])]
    ),
    // gdk-pixbuf: decodes JPEG and other image files Cairo cannot read.
    .systemLibrary(
      name: "CGdkPixbuf",
      pkgConfig: "gdk-pixbuf-2.0",
      providers: [.apt(["libgdk-pixbuf-2.0-dev"])]
    ),
    // Real text (Pango with Inter and Noto fonts) and drawing to PNG, SVG and PDF. Re-exports Trellis.
    .target(name: "TrellisRender", dependencies: ["Trellis", "CPangoCairo", "CGdkPixbuf"]),
    // The example views: the seeds' samples, richer screens and user-written layouts.
    .target(name: "TrellisGalleryViews", dependencies: ["TrellisRender"], path: "Examples/GalleryViews"),
    // The README's first command: lays out and renders the gallery.
    .executableTarget(
      name: "TrellisGallery", dependencies: ["TrellisRender", "TrellisGalleryViews"], path: "Examples/Gallery"),
    // Where a newcomer pastes SwiftUI code: prints its frame tree and renders it.
    .executableTarget(name: "TrellisPlayground", dependencies: ["TrellisRender"], path: "Examples/Playground"),
    // The `trellis` command: render, dump, explain, gallery.
    .executableTarget(
      name: "TrellisCLI",
      dependencies: [
        "TrellisRender", "TrellisGalleryViews", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Test helpers for projects that use Trellis: frame expectations and snapshot strategies.
    .target(
      name: "TrellisTesting",
      dependencies: [
        "TrellisRender", "CPangoCairo", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
    .testTarget(name: "TrellisCLITests", dependencies: ["TrellisRender"]),
    .testTarget(
      name: "TrellisSnapshotTests", dependencies: ["TrellisTesting", "TrellisGalleryViews"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "TrellisGalleryTests", dependencies: ["TrellisGalleryViews"]),
    .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "CPangoCairo"], exclude: ["__Snapshots__", "Images"]),
    .testTarget(
      name: "TrellisFidelityTests",
      dependencies: ["Trellis"],
      resources: [.copy("Fixtures")]
    ),
    // Bad input, very large trees and property-based tests over random view trees.
    .testTarget(
      name: "TrellisRobustnessTests",
      dependencies: ["TrellisRender", .product(name: "PropertyBased", package: "swift-property-based")]),
  ]
)
