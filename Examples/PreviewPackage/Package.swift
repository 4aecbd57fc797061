// swift-tools-version:6.0
// A user's package with previews, as a Trellis user writes one: Trellis is a dependency, the
// views and their #Previews live in a library target. `trellis previews verify` checks them
// against PreviewReferences/ in CI.
import PackageDescription

let package = Package(
  name: "PreviewPackage",
  products: [
    .library(name: "PreviewViews", targets: ["PreviewViews"])
  ],
  dependencies: [
    // A real package names Trellis by its URL and a version; this example uses the checkout around it.
    .package(name: "Trellis", path: "../..")
  ],
  targets: [
    .target(name: "PreviewViews", dependencies: [.product(name: "Trellis", package: "Trellis")])
  ]
)
