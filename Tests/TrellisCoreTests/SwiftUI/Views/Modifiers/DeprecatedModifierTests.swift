import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// The names SwiftUI kept from iOS 13 and 14, deprecated and still common in real apps (11 files
/// of twenty public repositories wrote `edgesIgnoringSafeArea`): each lays out as its successor.
@MainActor
@Suite("Deprecated and platform modifiers")
struct DeprecatedModifierTests {
  private func frame(_ view: some View) -> CGRect? {
    LayoutHost(view, device: .iPhone).frame(of: "view")
  }

  @Test("edgesIgnoringSafeArea lays out as ignoresSafeArea(.container, edges:)", arguments: [Edge.Set.all, .top, .bottom, .vertical])
  func edgesIgnoringSafeArea(edges: Edge.Set) {
    let old = frame(Color.red.edgesIgnoringSafeArea(edges).accessibilityIdentifier("view"))
    let new = frame(Color.red.ignoresSafeArea(.container, edges: edges).accessibilityIdentifier("view"))
    #expect(old != nil)
    #expect(old == new)
  }

  @Test("scenePadding pads by the standard 16 points on iPhone", arguments: [Edge.Set.all, .horizontal, .top])
  func scenePadding(edges: Edge.Set) {
    let scene = frame(Color.red.accessibilityIdentifier("view").scenePadding(edges))
    let padded = frame(Color.red.accessibilityIdentifier("view").padding(edges, 16))
    #expect(scene == padded)
  }

  @Test("hoverEffect and onHover leave the view as it lays out at rest")
  func hover() {
    let plain = frame(Text("Hover").accessibilityIdentifier("view"))
    #expect(frame(Text("Hover").accessibilityIdentifier("view").hoverEffect(.lift)) == plain)
    #expect(frame(Text("Hover").accessibilityIdentifier("view").onHover { _ in }) == plain)
  }
}
