// `import SwiftUI` makes CGFloat, CGSize, CGPoint and CGRect available; so does `import Trellis`.
@_exported import Foundation
// `import SwiftUI` makes `@Observable` and `withObservationTracking` available; so does `import Trellis`.
@_exported import Observation
