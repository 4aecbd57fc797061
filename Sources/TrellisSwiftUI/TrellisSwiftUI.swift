// `import SwiftUI` for a package's own build on Linux (`swift build`, `swift test`): Trellis under
// a module name of its own, which the package's Linux-only settings alias to SwiftUI —
//
//     .product(name: "TrellisSwiftUI", package: "Trellis", condition: .when(platforms: [.linux])),
//     swiftSettings: [.unsafeFlags(["-module-alias", "SwiftUI=TrellisSwiftUI"], .when(platforms: [.linux]))]
//
// — so no module is named SwiftUI in SwiftPM's shared folder of modules, and the dependencies'
// `#if canImport(SwiftUI)` stays false as it must (docs/ZeroEditAdoption.md §1).
@_exported import Trellis
