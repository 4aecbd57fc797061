// `import Trellis` brings the whole view API along, as `import SwiftUI` does.
// `import SwiftUI` makes `ObservableObject` and `@Published` available; so does `import Trellis`.
@_exported import Combine
@_exported import TrellisCore
