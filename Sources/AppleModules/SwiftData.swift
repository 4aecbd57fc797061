// `import SwiftData` in a preview runner: `@Model`, `ModelContainer`, `ModelContext`, `@Query`
// and the SwiftUI modifiers `modelContainer(for:)` and `modelContext(_:)`, which TrellisSwiftData
// declares (docs/SwiftData.md). Apple's module does not re-export SwiftUI; neither does this.
@_exported import TrellisSwiftData
