import Testing
import Trellis

// `@Entry` as a SwiftUI developer writes it: `import Trellis` alone, outside the module that
// declares the macro, with public access and no type annotation.

extension EnvironmentValues {
  /// A public value with a default.
  @Entry public var importedEntryScale: Double = 2
}

extension Transaction {
  /// A value whose type the initial value gives.
  @Entry var importedEntryRetries = 3
}

@MainActor
@Suite("One import: @Entry")
struct EntryImportTests {
  @Test("An @Entry value declared with import Trellis alone reads its default, then what is set")
  func environmentEntryThroughOneImport() {
    var environment = EnvironmentValues()
    #expect(environment.importedEntryScale == 2)
    environment.importedEntryScale = 5
    #expect(environment.importedEntryScale == 5)
  }

  @Test("A transaction @Entry without a type annotation takes its initial value's type")
  func transactionEntryWithoutTypeAnnotation() {
    var transaction = Transaction()
    #expect(transaction.importedEntryRetries == 3)
    transaction.importedEntryRetries = 7
    #expect(transaction.importedEntryRetries == 7)
  }
}
