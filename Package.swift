// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  products: [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisRender", targets: ["TrellisRender"]),
    .executable(name: "trellis-gallery", targets: ["TrellisGallery"]),
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
    .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
    .testTarget(name: "TrellisGalleryTests", dependencies: ["TrellisGalleryViews"]),
    .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "CPangoCairo"], exclude: ["__Snapshots__", "Images"]),
    .testTarget(
      name: "TrellisFidelityTests",
      dependencies: ["Trellis"],
      resources: [.copy("Fixtures")]
    ),
  ]
)
