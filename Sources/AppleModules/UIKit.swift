// `import UIKit` in a preview runner: the UIKit names SwiftUI code uses — `UIColor`, `UIFont`,
// `UIImage`, `UIScreen`, `UIDevice`, `UIApplication`, `UIPasteboard`, the feedback generators and
// `UIViewRepresentable` (drawn as a placeholder) — which Trellis declares (Sources/Trellis/UIKit).
@_exported import Trellis
