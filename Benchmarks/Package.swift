// swift-tools-version:6.1
import PackageDescription

// Benchmarks live in their own package, so that building Trellis never pays for them.
// ordo-one's package needs the `MallocInterposer` trait named here: naming it also leaves out
// its default `RuntimeInterposer`, whose package the local mirror does not have.
let package = Package(
  name: "TrellisBenchmarks",
  dependencies: [
    .package(name: "Trellis", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The anchor problems of shared/bench/anchor_bench.py as SwiftUI views, and their checksum.
    .target(name: "AnchorShapes", dependencies: [.product(name: "TrellisCore", package: "Trellis")]),
    // Trellis beside Yoga and Taffy: the executable compare.sh runs.
    .executableTarget(name: "AnchorCompare", dependencies: ["AnchorShapes", "CHeapInUse"]),
    // glibc's count of the bytes in use, for the memory a host holds per view.
    .target(name: "CHeapInUse"),
    // One shape laid out cold in a loop: for callgrind's instruction counts.
    .executableTarget(name: "LayoutProbe", dependencies: ["AnchorShapes", "CHeapInUse"]),
    // One row's @State changed in a 1,000-row List, against a cold resolve + layout: for callgrind.
    .executableTarget(name: "UpdateProbe", dependencies: ["AnchorShapes"]),
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: ["AnchorShapes", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/LayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The screens the render benchmarks and the render probe draw.
    .target(
      name: "RenderScreens",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"), .product(name: "TrellisSeeds", package: "Trellis"),
      ]),
    // A screen rendered to PNG, SVG or PDF in a loop, on 1 or more threads: for callgrind's
    // instruction counts, times and the heap a render leaves behind.
    .executableTarget(name: "RenderProbe", dependencies: ["RenderScreens", "CHeapInUse"]),
    .executableTarget(
      name: "RenderBenchmarks",
      dependencies: [
        "RenderScreens", .product(name: "Trellis", package: "Trellis"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/RenderBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "TextMeasurementBenchmarks",
      dependencies: [
        .product(name: "Trellis", package: "Trellis"), .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/TextMeasurementBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
