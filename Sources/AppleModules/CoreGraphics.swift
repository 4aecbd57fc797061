// `import CoreGraphics` in a preview runner: the geometry SwiftUI code takes from it. Foundation
// on Linux declares `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `CGVector`; TrellisCore adds
// `CGAffineTransform` (Geometry/CGAffineTransform.swift) with CoreGraphics' fields and rules.
@_exported import Foundation
@_exported import TrellisCore
