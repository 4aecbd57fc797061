import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// The shortcuts resolution takes for speed (Benchmarks/README.md "Step 3 (resolve)") give the
/// answers of the code they replaced.
@Suite("Engine: resolution shortcuts")
struct ResolutionShortcutTests {
  /// An identifier whose hash is the same for every value: each one after the first makes the
  /// hash come again, so the identifiers themselves must be compared.
  struct CollidingID: Hashable, CustomStringConvertible {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "#\(value)" }
  }

  @Test(
    "The layout direction reads the same through its key path and its key",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func layoutDirectionAgreesWithItsKey(direction: LayoutDirection) {
    var byPath = EnvironmentValues()
    byPath.layoutDirection = direction
    var byKey = EnvironmentValues()
    byKey[LayoutDirectionKey.self] = direction
    #expect(byPath[LayoutDirectionKey.self] == direction)
    #expect(byKey.layoutDirection == direction)
    #expect(byKey.contains(LayoutDirectionKey.self))
  }

  @Test("An environment with nothing set reads every key's default")
  func unsetKeysReadTheirDefaults() {
    let environment = EnvironmentValues()
    #expect(environment.layoutDirection == .leftToRight)
    #expect(environment.displayScale == 1)
    #expect(!environment.contains(LayoutDirectionKey.self))
  }

  @Test(
    "ForEach identifiers that share a hash are reported only when equal",
    arguments: [
      ([1, 2, 3], [String]()),
      ([1, 2, 1], ["#1"]),
      ([1, 1, 2, 2], ["#1", "#2"]),
    ])
  func collidingIdentifiersAreComparedExactly(values: [Int], repeated: [String]) {
    let ids = values.map(CollidingID.init)
    let host = LayoutHost(
      VStack { ForEach(ids, id: \.self) { _ in Color.red.frame(height: 10).accessibilityIdentifier("row") } },
      size: CGSize(width: 100, height: 100))
    #expect(host.frames(of: "row").count == values.count)
    #expect(host.runtimeIssues.count == repeated.count)
    for (issue, id) in zip(host.runtimeIssues, repeated) {
      #expect(issue.contains("the ID \(id) occurs multiple times"))
    }
  }

  @Test("An element's identity is made from its identifier's hash, with or without the hash at hand")
  func identityComesFromTheIdentifierHash() {
    let root = ViewIdentity.root
    let first = root.appending(identifier: CollidingID(value: 1))
    let second = root.appending(identifier: CollidingID(value: 2))
    // Made from the hash, as before the shortcut: two identifiers of one hash share an identity.
    #expect(first == second)
    #expect(root.appending(identifierHash: CollidingID(value: 1).hashValue) == first)
  }

  @Test(
    "ForEach over an integer range makes one view per integer, each with its own value",
    arguments: [0..<0, 2..<5, -3..<1])
  func integerRangeMakesEachElement(range: Range<Int>) {
    let host = LayoutHost(
      VStack(spacing: 0) {
        ForEach(range, id: \.self) { value in Color.red.frame(height: 10).accessibilityIdentifier("row \(value)") }
      },
      size: CGSize(width: 100, height: 100))
    for (position, value) in range.enumerated() {
      #expect(host.frames(of: "row \(value)").count == 1)
      // The stack, 10 points a row, is centred in the 100-point host.
      #expect(host.unroundedFrame(of: "row \(value)")?.minY == CGFloat(50 - 5 * range.count + 10 * position))
    }
    #expect(host.runtimeIssues.isEmpty)
  }
}
