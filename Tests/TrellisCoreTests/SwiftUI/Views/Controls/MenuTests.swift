import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Menu, hidden(), ControlGroup and ShareLink.
@MainActor
@Suite("Controls: menu and relatives")
struct MenuTests {
  @Test("A closed menu draws its label as a borderless button, sized to the label")
  func closedMenuLooksBorderless() {
    let host = controlHost(
      Menu("Actions") {
        Button("Copy") {}
        Button("Paste") {}
      }
      .accessibilityIdentifier("menu"))
    // "Actions": 7 × 8.5 = 59.5, 60 at 1×.
    #expect(host.frame(of: "menu") == rect(165, 412, 60, 21))
    // The items are laid out but kept in a transparent group: no pixel of them shows.
    #expect(
      host.drawnLines == [
        "opacity 0", "  text \"Copy\" (165, 412, 34, 21) #007AFFFF", "  text \"Paste\" (165, 433, 43, 21) #007AFFFF",
        "text \"Actions\" (165, 412, 60, 21) #007AFFFF",
      ])
  }

  @Test("A menu item keeps its tap: a test reaches it by its identifier")
  func itemReachableByIdentifier() {
    let copy = TapCounter()
    let paste = TapCounter()
    let host = controlHost(
      Menu("Actions") {
        Button("Copy", action: copy.tap).accessibilityIdentifier("copy")
        Button("Paste", action: paste.tap).accessibilityIdentifier("paste")
      })
    #expect(host.tap(identifier: "paste"))
    #expect(copy.count == 0 && paste.count == 1)
  }

  @Test("Tapping the label runs the primary action")
  func primaryAction() {
    let primary = TapCounter()
    let host = controlHost(
      Menu {
        Button("Copy") {}
      } label: {
        Label("Edit", systemImage: "pencil")
      } primaryAction: {
        primary.tap()
      }
      .accessibilityIdentifier("menu"))
    #expect(host.tap(identifier: "menu"))
    #expect(primary.count == 1)
  }

  @Test("A disabled menu's items take no tap")
  func disabledMenu() {
    let host = controlHost(
      Menu("Actions", systemImage: "ellipsis.circle") { Button("Copy") {}.accessibilityIdentifier("copy") }
        .disabled(true))
    #expect(!host.tap(identifier: "copy"))
    #expect(host.drawnLines.last?.hasSuffix("#3C3C434D") == true)
  }

  @Test("A menu's label follows the button style, also under the button menu style")
  func labelFollowsButtonStyle() {
    let host = controlHost(Menu("Actions") { Button("Copy") {} }.menuStyle(.button).buttonStyle(.bordered))
    #expect(host.drawnLines.contains { $0.hasPrefix("fill #78788029 (153, 405, 84, 34)") })
  }

  struct FramedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
      Menu(configuration).padding(3)
    }
  }

  @Test("Menu(configuration) inside a custom menu style draws the closed menu")
  func customMenuStyle() {
    let host = controlHost(
      Menu("Actions") { Button("Copy") {} }.menuStyle(FramedMenuStyle()).accessibilityIdentifier("m"))
    #expect(host.frame(of: "m")?.size == CGSize(width: 66, height: 27))
  }

  @Test("hidden() keeps the view's layout and draws it fully transparent")
  func hiddenKeepsLayout() {
    let host = controlHost(
      HStack {
        Color.red.frame(width: 20, height: 20).hidden().accessibilityIdentifier("hidden")
        Color.blue.frame(width: 20, height: 20)
      })
    #expect(host.frame(of: "hidden") == rect(171, 412, 20, 20))
    #expect(
      host.drawnLines == [
        "opacity 0", "  fill #FF3B30FF (171, 412, 20, 20) 5 elements", "fill #007AFFFF (199, 412, 20, 20) 5 elements",
      ])
  }

  @Test("A control group draws its buttons side by side, bordered")
  func controlGroup() {
    let host = controlHost(
      ControlGroup {
        Button("Cut") {}.accessibilityIdentifier("cut")
        Button("Copy") {}.accessibilityIdentifier("copy")
      })
    // "Cut": 3 × 8.5 = 25.5, 26 at 1×, + 24 = 50 wide; 8 apart.
    #expect(host.unroundedFrame(of: "cut")?.size == CGSize(width: 50, height: 34))
    #expect(host.unroundedFrame(of: "copy")!.minX - host.unroundedFrame(of: "cut")!.maxX == 8)
    #expect(host.drawnLines.filter { $0.hasPrefix("fill #78788029") }.count == 2)
  }

  @Test("A menu control group style draws the group as a closed menu with its label")
  func controlGroupAsMenu() {
    let host = controlHost(
      ControlGroup("Edit") { Button("Copy") {}.accessibilityIdentifier("copy") }.controlGroupStyle(.menu))
    #expect(host.drawnLines.last == "text \"Edit\" (178, 412, 34, 21) #007AFFFF")
    #expect(host.tap(identifier: "copy"))
  }

  @Test("A share link draws \"Share\" with the square.and.arrow.up symbol in the tint")
  func shareLink() {
    let host = controlHost(ShareLink(item: URL(string: "https://example.com")!).accessibilityIdentifier("share"))
    // 17 + 8 + 43 wide: "Share" is 5 × 8.5 = 42.5, 43 at 1×.
    #expect(host.unroundedFrame(of: "share")?.size == CGSize(width: 68, height: 21))
    #expect(host.drawnLines.first?.hasPrefix("symbol square.and.arrow.up") == true)
    #expect(host.drawnLines.allSatisfy { $0.hasSuffix("#007AFFFF") })
    #expect(host.tap(identifier: "share"))
  }

  @Test("A share link can be titled or labelled")
  func shareLinkLabels() {
    let titled = controlHost(ShareLink("Send", item: "text", subject: Text("S"), message: Text("M")))
    #expect(titled.drawnLines == ["text \"Send\" (178, 412, 34, 21) #007AFFFF"])
    let labelled = controlHost(ShareLink(item: "text") { Image(systemName: "square.and.arrow.up") })
    #expect(labelled.drawnLines.count == 1)
  }
}
