import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Label and its styles (docs/iOSControls.md §6 "Label, Link, Menu").
///
/// The fixed-advance symbol is one em square: 17 × 17 in the body font.
@MainActor
@Suite("Controls: label")
struct LabelTests {
  private func bolt(_ style: some LabelStyle) -> some View {
    Label("Bolt", systemImage: "bolt.fill").labelStyle(style).accessibilityIdentifier("label")
  }

  @Test("A label is the icon, 8 points, then the title, centred vertically")
  func titleAndIconSpacing() {
    // 17 + 8 + 34 = 59 wide; the 17-pt icon sits 2 below the 21-pt line.
    let host = controlHost(Label("Bolt", systemImage: "bolt.fill").accessibilityIdentifier("label"))
    #expect(host.frame(of: "label") == rect(166, 412, 59, 21))
    #expect(
      host.drawnLines == [
        "symbol bolt.fill (166, 414, 17, 17) #000000FF", "text \"Bolt\" (191, 412, 34, 21) #000000FF",
      ])
  }

  @Test("titleAndIcon draws what automatic draws outside containers")
  func automaticIsTitleAndIcon() {
    #expect(controlHost(bolt(.titleAndIcon)).drawnLines == controlHost(bolt(.automatic)).drawnLines)
  }

  @Test("iconOnly draws the icon alone")
  func iconOnly() {
    let host = controlHost(bolt(.iconOnly))
    #expect(host.frame(of: "label") == rect(187, 414, 17, 17))
    #expect(host.drawnLines == ["symbol bolt.fill (187, 414, 17, 17) #000000FF"])
  }

  @Test("titleOnly draws the title alone")
  func titleOnly() {
    let host = controlHost(bolt(.titleOnly))
    #expect(host.drawnLines == ["text \"Bolt\" (178, 412, 34, 21) #000000FF"])
  }

  @Test("A label with custom title and icon views lays them out like any other")
  func customTitleAndIcon() {
    let host = controlHost(
      Label {
        Text("Bolt").accessibilityIdentifier("title")
      } icon: {
        Color.red.frame(width: 30, height: 30).accessibilityIdentifier("icon")
      })
    #expect(host.frame(of: "icon") == rect(159, 407, 30, 30))
    #expect(host.frame(of: "title") == rect(197, 412, 34, 21))
  }

  struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack(spacing: 2) {
        configuration.title
        configuration.icon
      }
    }
  }

  @Test("A custom LabelStyle arranges configuration.title and configuration.icon")
  func customStyle() {
    let host = controlHost(bolt(TrailingIconStyle()))
    #expect(
      host.drawnLines == [
        "text \"Bolt\" (169, 412, 34, 21) #000000FF", "symbol bolt.fill (205, 414, 17, 17) #000000FF",
      ])
  }

  struct BorderedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      Label(configuration).border(Color.green)
    }
  }

  @Test("Label(configuration) inside a style is drawn by the next style out")
  func nestedStyleUsesNextOut() {
    let host = controlHost(
      Label("Bolt", systemImage: "bolt.fill").labelStyle(BorderedLabelStyle()).labelStyle(.iconOnly))
    #expect(host.drawnLines.first == "symbol bolt.fill (187, 414, 17, 17) #000000FF")
    #expect(host.drawnLines.count == 2)
  }

  @Test("In a bordered button with a circle border, an automatic label shows only its icon")
  func circleButtonShowsIcon() {
    let host = controlHost(
      Button("Bolt", systemImage: "bolt.fill") {}.buttonStyle(.bordered).buttonBorderShape(.circle)
        .accessibilityIdentifier("b"))
    // The 17-pt icon alone, padded: 17 + 24 by 17 + 13.
    #expect(host.frame(of: "b")?.size == CGSize(width: 17 + 24, height: 17 + 13))
    #expect(!host.drawnLines.contains { $0.contains("text") })
  }

  @Test("A container's recommended label style is what automatic resolves to")
  func automaticFollowsContainer() {
    let host = controlHost(Label("Bolt", systemImage: "bolt.fill").automaticLabelStyle(IconOnlyLabelStyle()))
    #expect(host.drawnLines == ["symbol bolt.fill (187, 414, 17, 17) #000000FF"])
  }
}
