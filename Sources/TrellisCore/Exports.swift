// `import SwiftUI` makes CGFloat, CGSize, CGPoint and CGRect available; so does `import Trellis`.
@_exported import Foundation
