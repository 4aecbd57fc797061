import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

extension EnvironmentValues {
  /// A value declared the way SwiftUI code declares one: a default and nothing else.
  @Entry var entryTestWidth: CGFloat = 3

  /// An optional value without an initial value: `nil` by default.
  @Entry var entryTestNickname: String?
}

extension Transaction {
  /// A transaction value declared with `@Entry`.
  @Entry var entryTestIsFromSync: Bool = false
}

/// `@Entry`: a property in an extension of `EnvironmentValues` or `Transaction` becomes a value
/// with a private key, read and written through the container's subscript.
@MainActor
@Suite("Environment: @Entry")
struct EntryMacroTests {
  /// A bar as wide as the environment's `entryTestWidth`.
  private struct WidthReader: View {
    @Environment(\.entryTestWidth) private var width

    var body: some View { Color.red.frame(width: width, height: 1).accessibilityIdentifier("bar") }
  }

  @Test("An environment entry reads its initial value when nothing sets it")
  func environmentEntryDefault() {
    #expect(EnvironmentValues().entryTestWidth == 3)
    #expect(row(WidthReader()).frame(of: "bar")?.width == 3)
  }

  @Test("An environment entry set with environment(_:_:) reaches the views inside")
  func environmentEntrySetThroughModifier() {
    #expect(row(WidthReader().environment(\.entryTestWidth, 42)).frame(of: "bar")?.width == 42)
  }

  @Test("An optional entry without an initial value is nil until set")
  func optionalEntryDefaultsToNil() {
    var environment = EnvironmentValues()
    #expect(environment.entryTestNickname == nil)
    environment.entryTestNickname = "Ada"
    #expect(environment.entryTestNickname == "Ada")
  }

  @Test("A transaction entry reads its initial value until set")
  func transactionEntry() {
    var transaction = Transaction()
    #expect(transaction.entryTestIsFromSync == false)
    transaction.entryTestIsFromSync = true
    #expect(transaction.entryTestIsFromSync == true)
    #expect(Transaction().entryTestIsFromSync == false)
  }
}
