import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// DisclosureGroup, OutlineGroup and GroupBox.
@MainActor
@Suite("Containers: disclosure groups and group boxes")
struct DisclosureTests {
  private struct Advanced: View {
    var body: some View {
      DisclosureGroup {
        Text("Debug Logging").accessibilityIdentifier("content")
      } label: {
        Text("Advanced").accessibilityIdentifier("label")
      }
    }
  }

  @Test("Collapsed: the label and a chevron pointing right at the trailing side; no content")
  func collapsed() throws {
    let host = controlHost(Advanced())
    #expect(host.frame(of: "content") == nil)
    #expect(host.drawing.contains("symbol chevron.right"))
    let chevron = try #require(host.frame(named: "Image"))
    #expect(approximately(chevron.maxX, 390))
  }

  @Test("A tap on the label expands the group: the content shows below it, the chevron turns a quarter")
  func tapExpands() throws {
    let host = controlHost(Advanced())
    #expect(host.tap("label"))
    let label = try #require(host.unroundedFrame(of: "label"))
    let content = try #require(host.unroundedFrame(of: "content"))
    #expect(content.minY > label.maxY)
    #expect(content.minX == 0)
    #expect(host.drawing.contains("rotation 90°"))
    #expect(host.tap("label"))
    #expect(host.frame(of: "content") == nil)
  }

  @Test("A binding controls the expansion, and a tap sets it")
  func binding() {
    let isExpanded = Box(true)
    let host = controlHost(
      DisclosureGroup("Options", isExpanded: isExpanded.binding) { Text("Option").accessibilityIdentifier("option") }
        .accessibilityIdentifier("group"))
    #expect(host.frame(of: "option") != nil)
    #expect(host.tap("group"))
    #expect(!isExpanded.value)
  }

  @Test("In a list the label and each view of the content are rows; the whole label row toggles")
  func inAList() {
    let host = phoneHost(
      List {
        DisclosureGroup("Fruit", isExpanded: .constant(true)) {
          Text("Apple")
          Text("Pear")
        }
      })
    #expect(host.rowFrames.count == 3)
    let collapsed = phoneHost(
      List {
        DisclosureGroup("Fruit") {
          Text("Apple"); Text("Pear")
        }
      })
    #expect(collapsed.rowFrames.count == 1)
    let row = collapsed.rowFrames[0]
    #expect(collapsed.interaction(at: CGPoint(x: row.midX, y: row.midY))?.tap() == true)
  }

  private struct Node: Identifiable {
    let id: String
    var children: [Node]?
  }

  private let tree = [
    Node(id: "Documents", children: [Node(id: "Letter"), Node(id: "Photos", children: [Node(id: "Beach")])]),
    Node(id: "Readme"),
  ]

  @Test("OutlineGroup: elements with children are collapsed disclosure groups, leaves plain rows")
  func outlineGroup() {
    let host = phoneHost(List(tree, children: \.children) { Text($0.id).accessibilityIdentifier($0.id) })
    #expect(host.rowFrames.count == 2)
    #expect(host.frame(of: "Letter") == nil)
    #expect(host.tap("Documents"))
    #expect(host.rowFrames.count == 4)
    // A child row is indented by 20 in a list.
    #expect(host.unroundedFrame(of: "Letter")?.minX == 60)
    #expect(host.tap("Photos"))
    #expect(host.unroundedFrame(of: "Beach")?.minX == 80)
  }

  @Test("OutlineGroup outside a list: nested disclosure groups")
  func outlineGroupOutsideList() {
    let host = controlHost(
      VStack { OutlineGroup(tree, children: \.children) { Text($0.id).accessibilityIdentifier($0.id) } })
    #expect(host.frame(of: "Readme") != nil)
    #expect(host.tap("Documents"))
    #expect(host.frame(of: "Letter")?.minX == 0)
  }

  @Test("GroupBox: the headline label above the content, 16 inside a radius-8 secondarySystemBackground box")
  func groupBox() throws {
    let host = LayoutHost(
      GroupBox("Today") { Text("3 meetings").accessibilityIdentifier("content") }.accessibilityIdentifier("box"),
      proposal: .unspecified)
    let box = try #require(host.unroundedFrame(of: "box"))
    let content = try #require(host.unroundedFrame(of: "content"))
    let title = try #require(host.frame(named: "Text"))
    #expect(title.minX == 16 && title.minY == 16)
    #expect(content.minX == 16)
    #expect(box.maxY - content.maxY == 16)
    #expect(host.drawing.contains("fill #F2F2F7FF (0, 0, \(formatLength(box.width)), \(formatLength(box.height)))"))
  }

  @Test("A group box inside another is tertiarySystemBackground; a custom style replaces the look")
  func nestedAndStyled() {
    let nested = LayoutHost(GroupBox { GroupBox { Text("Inner") } }, proposal: .unspecified).drawing
    #expect(nested.contains("fill #F2F2F7FF"))
    #expect(nested.contains("fill #FFFFFFFF"))
    struct Plain: GroupBoxStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack {
          configuration.label; configuration.content
        }
      }
    }
    let plain = LayoutHost(GroupBox("Title") { Text("Body") }.groupBoxStyle(Plain()), proposal: .unspecified)
    #expect(!plain.drawing.contains("fill"))
  }
}
