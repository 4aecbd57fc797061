// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package, so that building Trellis never pays for them.
let package = Package(
  name: "TrellisBenchmarks",
  dependencies: [
    .package(name: "Trellis", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "TextMeasurementBenchmark",
      dependencies: [.product(name: "TrellisRender", package: "Trellis")]
    ),
    .executableTarget(
      name: "RenderBenchmark",
      dependencies: [.product(name: "TrellisRender", package: "Trellis")]
    ),
    .executableTarget(
      name: "LayoutBenchmark",
      dependencies: [.product(name: "Trellis", package: "Trellis")]
    ),
  ]
)
