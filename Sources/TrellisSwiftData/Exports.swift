// `import SwiftData` makes Foundation's `Predicate`, `#Predicate` and `SortDescriptor`, and the
// Observation module `@Model` expands to, available, as Apple's module does.
@_exported import Foundation
@_exported import Observation
