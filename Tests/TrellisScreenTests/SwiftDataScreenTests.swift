import Foundation
import Testing
import Trellis
import TrellisScreens

/// Xcode's SwiftData template screen, driven as a person would: its rows are the stored items, and
/// the add button inserts one that the list shows.
@MainActor
@Suite("The SwiftData template screen, driven")
struct SwiftDataScreenTests {
  /// The texts of the list's rows: the items' timestamps (a new item's is the clock's).
  private func rows(_ host: LayoutHost) -> [String] {
    // The time format puts a narrow no-break space before AM, as Foundation's does.
    host.texts.filter { $0.contains("/") && $0.contains(":") }.map {
      $0.replacingOccurrences(of: "\u{202F}", with: " ")
    }
  }

  @Test("The screen lists its three saved items in insertion order")
  func listsSavedItems() throws {
    let host = try screenHost("swiftdata-items")
    #expect(rows(host) == ["1/1/2026, 9:41:00 AM", "1/1/2026, 9:53:00 AM", "1/1/2026, 10:28:00 AM"])
  }

  // In iOS 18's design: in iOS 26's, a tap at a point of a glass bar item lands on the glass
  // platter's stroke, which TrellisCore hit-tests above the item's button (found here; the
  // template's buttons have no identifier to tap by).
  @Test("Tapping the add button inserts an item, which the @Query list shows after the update")
  func addButtonInserts() throws {
    let screen = try #require(Screens.named("swiftdata-items"))
    let host = LayoutHost(screen.make(), device: .iPhone.design(.iOS18))
    let plus = try #require(host.root?.allNodes.first { $0.name.hasPrefix("Image systemName: \"plus\"") })
    #expect(host.tap(at: CGPoint(x: plus.frame.midX, y: plus.frame.midY)))
    host.update()
    #expect(rows(host).count == 4)
    #expect(Array(rows(host).prefix(3)) == ["1/1/2026, 9:41:00 AM", "1/1/2026, 9:53:00 AM", "1/1/2026, 10:28:00 AM"])
  }
}
