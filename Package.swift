// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Trellis",
  products: [
    // What a SwiftUI developer imports: the view API with real text, and rendering.
    .library(name: "Trellis", targets: ["Trellis"]),
    // The layout core alone, Foundation only: for whoever wants no C libraries.
    .library(name: "TrellisCore", targets: ["TrellisCore"]),
    // `import Combine` for SwiftUI code on Linux: OpenCombine under Apple's module name.
    .library(name: "Combine", targets: ["Combine"]),
    // `import SwiftUI` and `import UIKit` in a package's own Linux build, through
    // `-module-alias SwiftUI=TrellisSwiftUI` (docs/ZeroEditAdoption.md §5): not named as Apple's
    // modules, so no dependency's `#if canImport(SwiftUI)` turns on.
    .library(name: "TrellisSwiftUI", targets: ["TrellisSwiftUI"]),
    .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    // `import CoreLocation` and `import MapKit`: Core Location's types and MapKit's SwiftUI `Map`,
    // drawn without tiles (docs/MapKit.md). Named as Apple's only in a preview runner.
    .library(name: "TrellisCoreLocation", targets: ["TrellisCoreLocation"]),
    .library(name: "TrellisMapKit", targets: ["TrellisMapKit"]),
    // `import AVFoundation`, `import AVKit` and `import PhotosUI`: their SwiftUI surfaces (docs/MediaKits.md).
    .library(name: "TrellisAVFoundation", targets: ["TrellisAVFoundation"]),
    .library(name: "TrellisAVKit", targets: ["TrellisAVKit"]),
    .library(name: "TrellisPhotosUI", targets: ["TrellisPhotosUI"]),
    // `import Charts` (Swift Charts) on Linux: charts composed of Trellis' views. A preview runner
    // gets it as `Charts` (Sources/AppleModules/Charts.swift); a package's own Linux build as
    // `-module-alias Charts=TrellisCharts` (docs/TrellisCharts.md).
    .library(name: "TrellisCharts", targets: ["TrellisCharts"]),
    // What the `trellis previews` runner links: finds the `#Preview`s and renders them on request.
    .library(name: "TrellisPreviewRuntime", targets: ["TrellisPreviewRuntime"]),
    // What a preview runner (and `trellis test`'s runner) links: Trellis, the preview runtime and
    // TrellisTesting, as one shared library, so that a user's code is compiled and linked against
    // it without building Trellis again.
    .library(name: "TrellisPreviewKit", type: .dynamic, targets: ["TrellisPreviewKit"]),
    // Builds a user's package, lists and renders its previews: for the CLI, the MCP server and a web server.
    .library(name: "TrellisPreviewHost", targets: ["TrellisPreviewHost"]),
    // `trellis preview`: the live preview page, served on loopback.
    .library(name: "TrellisPreviewServer", targets: ["TrellisPreviewServer"]),
    // `trellis mcp`: the Model Context Protocol server of a package's previews, for coding agents.
    .library(name: "TrellisMCP", targets: ["TrellisMCP"]),
    // The seed documents' samples as views, for the benchmarks package.
    .library(name: "TrellisSeeds", targets: ["TrellisSeeds"]),
    // `import SwiftData` on Linux: `@Model`, `ModelContainer`, `ModelContext`, `@Query`, stored in
    // SQLite (SQLiteNIO); also the `-module-alias SwiftData=TrellisSwiftData` target.
    .library(name: "TrellisSwiftData", targets: ["TrellisSwiftData"]),
    .executable(name: "trellis", targets: ["TrellisCLI"]),
    .executable(name: "trellis-gallery", targets: ["TrellisGallery"]),
    .executable(name: "playground", targets: ["TrellisPlayground"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // `#Preview` and `@Previewable` are macros, expanded by a compiler plugin built with swift-syntax.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    // `trellis mcp` (TrellisMCP): the Model Context Protocol server for coding agents.
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", .upToNextMinor(from: "0.12.1")),
    // `trellis preview`: the HTTP server of the live preview page.
    .package(url: "https://github.com/hummingbird-project/hummingbird", .upToNextMinor(from: "2.28.1")),
    // SwiftData's store (TrellisSwiftData): SQLite, vendored by SQLiteNIO, on disk or in memory.
    // Not GRDB: its `#if canImport(Combine)` code sees this package's own `Combine` module
    // (OpenCombine) whenever that is built first, and fails (docs/SwiftData.md §6).
    .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
  ],
  targets: [
    // The core: SwiftUI's view API, environment and layout engine. Foundation only: the macro
    // target is a compiler plugin (`@Entry`), not linked.
    .target(name: "TrellisCore", dependencies: ["TrellisPreviewMacros"]),
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
    // libpng: writes PNG images, with faster settings than Cairo's own PNG writer uses.
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev", "zlib1g-dev"])]),
    // librsvg: reads and draws SVG images and custom symbols.
    .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
    // Poppler (GLib interface): reads and draws PDF images.
    .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
    // `import Trellis`: the core, real text (Pango with Inter and Noto fonts) and drawing to PNG,
    // SVG and PDF. Re-exports TrellisCore.
    .target(
      name: "Trellis",
      dependencies: [
        "TrellisCore", "Combine", "CPangoCairo", "CPNG", "CGdkPixbuf", "CRsvg", "CPoppler", "TrellisPreviewMacros",
      ]),
    // `#Preview` and `@Previewable`: the compiler plugin that expands them.
    .macro(
      name: "TrellisPreviewMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]),
    // The linker's bounds of the section `#Preview` records its previews in.
    .systemLibrary(name: "CTrellisPreviewSections"),
    // Finds the previews of the program it is linked into and renders them: the runner's library.
    .target(name: "TrellisPreviewRuntime", dependencies: ["Trellis", "CTrellisPreviewSections"]),
    // Core Location's coordinates, locations and a manager that reports no location: Foundation only.
    .target(name: "TrellisCoreLocation"),
    // MapKit's SwiftUI surface, composed of Trellis views.
    .target(name: "TrellisMapKit", dependencies: ["Trellis", "TrellisCoreLocation"]),
    // AVFoundation's player and time types (no media is decoded), AVKit's `VideoPlayer`, PhotosUI's picker.
    .target(name: "TrellisAVFoundation"),
    .target(name: "TrellisAVKit", dependencies: ["Trellis", "TrellisAVFoundation"]),
    .target(name: "TrellisPhotosUI", dependencies: ["Trellis"]),
    // Trellis under names a package aliases to SwiftUI and UIKit in its Linux build.
    .target(name: "TrellisSwiftUI", dependencies: ["Trellis"]),
    .target(name: "TrellisUIKit", dependencies: ["Trellis"]),
    // Swift Charts' API (`Chart`, marks, scales, axes, legends), built from Trellis' own views.
    .target(name: "TrellisCharts", dependencies: ["Trellis"]),
    // The shared library a preview runner links: Trellis and the preview runtime. The modules
    // named as Apple's (SwiftUI, UIKit, …, in Sources/AppleModules) are compiled against it by
    // the preview host, outside SwiftPM's folder of modules (docs/ZeroEditAdoption.md §1).
    .target(
      name: "TrellisPreviewKit",
      dependencies: [
        "TrellisPreviewRuntime", "TrellisTesting", "TrellisCharts", "TrellisMapKit", "TrellisAVKit", "TrellisPhotosUI",
        "TrellisSwiftData",
      ]),
    // Builds a user's package with a generated runner, lists and renders its previews, records and verifies.
    // swift-syntax's parser reads user code as the compiler does, to compile it as for iOS.
    .target(
      name: "TrellisPreviewHost",
      dependencies: [
        "TrellisPreviewRuntime", .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]),
    // The live preview: an HTTP server (Hummingbird) and the page it serves, re-rendering on save.
    .target(
      name: "TrellisPreviewServer",
      dependencies: [
        "TrellisPreviewHost", "TrellisPreviewRuntime", .product(name: "Hummingbird", package: "hummingbird"),
      ],
      // The page is plain HTML, CSS and JavaScript, compiled into the binary: nothing to install beside it.
      resources: [.embedInCode("Page/index.html"), .embedInCode("Page/app.css"), .embedInCode("Page/app.js")]),
    // The MCP server: lists and renders a package's previews over a kept build, on standard I/O.
    .target(
      name: "TrellisMCP",
      dependencies: ["TrellisPreviewHost", "TrellisPreviewRuntime", .product(name: "MCP", package: "swift-sdk")]),
    // `import Combine` on Linux, where Apple's Combine does not exist: OpenCombine, re-exported,
    // so that a SwiftUI file's `ObservableObject`, `@Published` and publishers compile unchanged.
    .target(
      name: "Combine",
      dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
      ]),
    // `import SwiftData`: models (`@Model`, expanded by TrellisPreviewMacros), containers and
    // contexts over SQLite (SQLiteNIO), and `@Query` for views.
    .target(
      name: "TrellisSwiftData",
      dependencies: ["Trellis", "TrellisPreviewMacros", .product(name: "SQLiteNIO", package: "sqlite-nio")]),
    // The samples of the documents Trellis was made from, verbatim: shared by tests, gallery and benchmarks.
    .target(name: "TrellisSeeds", dependencies: ["TrellisCore"], path: "Examples/Seeds"),
    // The example views: the seeds' samples, richer screens and user-written layouts.
    .target(
      name: "TrellisGalleryViews", dependencies: ["Trellis", "TrellisSeeds", "TrellisScreens"],
      path: "Examples/GalleryViews"),
    // Realistic app screens: ordinary SwiftUI code with only the import changed.
    .target(
      name: "TrellisScreens", dependencies: ["Trellis", "TrellisCharts", "TrellisSwiftData", "TrellisMapKit"],
      path: "Examples/Screens"),
    // The README's first command: lays out and renders the gallery.
    .executableTarget(
      name: "TrellisGallery", dependencies: ["Trellis", "TrellisGalleryViews"], path: "Examples/Gallery"),
    // Where a newcomer pastes SwiftUI code: prints its frame tree and renders it.
    .executableTarget(name: "TrellisPlayground", dependencies: ["Trellis"], path: "Examples/Playground"),
    // The `trellis` command: render, dump and explain a preview of the package around you, and
    // previews, preview, mcp, test. The gallery is not in it: that is `trellis-gallery`.
    .executableTarget(
      name: "TrellisCLI",
      dependencies: [
        "Trellis", "TrellisPreviewHost", "TrellisPreviewServer", "TrellisMCP",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Test helpers for projects that use Trellis: frame expectations and snapshot strategies.
    .target(
      name: "TrellisTesting",
      dependencies: [
        "Trellis", "CPangoCairo", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // Hosts that measure text with fixed advances, for the core's own tests.
    .target(name: "TrellisCoreTestSupport", dependencies: ["TrellisCore"], path: "Tests/TrellisCoreTestSupport"),
    .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore", "TrellisCoreTestSupport", "TrellisSeeds"]),
    .testTarget(name: "TrellisCLITests", dependencies: ["Trellis"]),
    .testTarget(name: "TrellisPreviewTests", dependencies: ["Trellis", "TrellisPreviewRuntime", "TrellisPreviewHost"]),
    .testTarget(
      name: "TrellisPreviewServerTests",
      dependencies: ["TrellisPreviewServer", "TrellisPreviewHost", "TrellisPreviewRuntime"]),
    .testTarget(name: "TrellisImportTests", dependencies: ["Trellis"]),
    .testTarget(name: "TrellisMapKitTests", dependencies: ["TrellisMapKit", "TrellisTesting"]),
    .testTarget(name: "TrellisMediaKitTests", dependencies: ["TrellisAVKit", "TrellisPhotosUI"]),
    // SwiftData: models, containers, contexts, `@Query` views and the store's errors.
    .testTarget(name: "TrellisSwiftDataTests", dependencies: ["TrellisSwiftData", "TrellisTesting"]),
    // UIKit's names (UIColor, UIScreen, UIFont, UIImage), which `import Trellis` gives. There is
    // no module named UIKit: on the search path it turns every dependency's
    // `#if canImport(UIKit)` on (docs/Assets.md §4).
    .testTarget(name: "TrellisUIKitTests", dependencies: ["Trellis"]),
    // Swift Charts: scales and ticks as pure functions, marks laid out and drawn.
    .testTarget(
      name: "TrellisChartsTests", dependencies: ["TrellisCharts", "TrellisTesting"], exclude: ["__Snapshots__"]),
    // Asset catalogs read from a test bundle's resources, PDF and SVG images, image styles.
    .testTarget(
      name: "TrellisAssetTests", dependencies: ["Trellis", "TrellisTesting"],
      exclude: ["__Snapshots__"], resources: [.copy("Resources/Assets.xcassets")]),
    .testTarget(
      name: "TrellisSnapshotTests", dependencies: ["TrellisTesting", "TrellisGalleryViews"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "TrellisGalleryTests", dependencies: ["TrellisGalleryViews"]),
    .testTarget(
      name: "TrellisScreenTests", dependencies: ["TrellisScreens", "TrellisTesting"], exclude: ["__Snapshots__"]),
    .testTarget(
      name: "TrellisRenderTests", dependencies: ["Trellis", "TrellisTesting", "CPangoCairo", "TrellisSeeds"],
      exclude: ["Rendering/__Snapshots__", "Navigation/__Snapshots__", "Images"]),
    .testTarget(
      name: "TrellisFidelityTests",
      dependencies: ["TrellisCore", "TrellisCoreTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    // Bad input, very large trees and property-based tests over random view trees.
    .testTarget(
      name: "TrellisRobustnessTests",
      dependencies: ["Trellis", .product(name: "PropertyBased", package: "swift-property-based")]),
  ]
)
