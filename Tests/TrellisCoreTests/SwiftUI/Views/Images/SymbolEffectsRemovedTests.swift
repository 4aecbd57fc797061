import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// `symbolEffectsRemoved(_:)`: recorded in the environment; a symbol is drawn at rest either way.
@MainActor
@Suite("Symbols: symbolEffectsRemoved")
struct SymbolEffectsRemovedTests {
  private struct Probe: View {
    @Environment(\.symbolEffectsRemoved) private var removed

    var body: some View { Text(removed ? "removed" : "kept") }
  }

  @Test("The modifier removes the effects of the views inside; false leaves what was inherited")
  func recorded() {
    #expect(drawnText(Probe())?.string == "kept")
    #expect(drawnText(Probe().symbolEffectsRemoved())?.string == "removed")
    #expect(drawnText(Probe().symbolEffectsRemoved(false))?.string == "kept")
    #expect(drawnText(Probe().symbolEffectsRemoved(false).symbolEffectsRemoved())?.string == "removed")
  }

  @Test("A symbol is drawn the same with its effects removed")
  func sameDrawing() {
    let plain = LayoutHost(Image(systemName: "star.fill"), size: CGSize(width: 100, height: 100))
    let removed = LayoutHost(
      Image(systemName: "star.fill").symbolEffectsRemoved(), size: CGSize(width: 100, height: 100))
    #expect(plain.displayList() == removed.displayList())
  }
}
