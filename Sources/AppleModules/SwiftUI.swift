// `import SwiftUI` in a preview runner: Trellis under Apple's module name, as the `Combine`
// product is OpenCombine under Combine's. The preview host compiles this file against the
// preview kit (Sources/TrellisPreviewHost/AppleModules.swift), so a view file written for iOS
// compiles unchanged. Module-qualified names (`SwiftUI.Color`) resolve through the re-export.
// UIKit's names that SwiftUI code uses come with it, as `import SwiftUI` brings UIKit on iOS.
@_exported import Trellis
