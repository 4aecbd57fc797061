import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Section: in a list a card with its header and footer (docs/iOSControls.md §7); elsewhere its
/// header, content and footer in place, like a `Group`.
@MainActor
@Suite("Containers: Section")
struct SectionTests {
  @Test("Outside a list a section lays out its header, content and footer in place")
  func inPlace() {
    let host = LayoutHost(
      VStack(spacing: 0) {
        Section {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("content")
        } header: {
          Color.green.frame(width: 20, height: 20).accessibilityIdentifier("header")
        } footer: {
          Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("footer")
        }
      }, proposal: .unspecified)
    #expect(host.frame(of: "header") == rect(5, 0, 20, 20))
    #expect(host.frame(of: "content") == rect(10, 20, 10, 10))
    #expect(host.frame(of: "footer") == rect(0, 30, 30, 30))
  }

  @Test("Outside a list a header keeps its case and font")
  func headerOutsideAList() {
    let host = LayoutHost(VStack { Section("Code") { Text("A") } }, proposal: .unspecified)
    #expect(host.drawing.contains("text \"Code\""))
  }

  @Test("Every initialiser: title, header, footer, both, the deprecated order")
  func initialisers() {
    let host = phoneHost(
      List {
        Section("Title") { Text("1") }
        Section {
          Text("2")
        } header: {
          Text("Header")
        }
        Section {
          Text("3")
        } footer: {
          Text("Footer")
        }
        Section {
          Text("4")
        } header: {
          Text("H")
        } footer: {
          Text("F")
        }
        Section { Text("5") }
      })
    #expect(host.rowFrames.count == 5)
    let drawing = host.drawing
    for text in ["TITLE", "HEADER", "Footer", "\"H\"", "\"F\""] { #expect(drawing.contains(text), "\(text)") }
  }

  @available(*, deprecated)
  @Test("The deprecated Section(header:footer:content:) still lays out")
  func deprecatedOrder() {
    let host = phoneHost(List { Section(header: Text("Head"), footer: Text("Foot")) { Text("Row") } })
    #expect(host.drawing.contains("HEAD"))
    #expect(host.drawing.contains("Foot"))
  }

  @Test("isExpanded false hides the content; the header stays")
  func collapsed() {
    let host = phoneHost(List { Section("Fruit", isExpanded: .constant(false)) { Text("Apple") } })
    #expect(host.rowFrames.isEmpty)
    #expect(host.drawing.contains("FRUIT"))
  }

  @Test("In a sidebar list a collapsible header shows a chevron and a tap toggles the section")
  func sidebarToggle() {
    let isExpanded = Box(true)
    let host = phoneHost(
      List {
        Section(isExpanded: isExpanded.binding) {
          Text("Inbox")
        } header: {
          Text("Mail").accessibilityIdentifier("header")
        }
      }
      .listStyle(.sidebar))
    #expect(host.drawing.contains("symbol chevron.down"))
    #expect(host.tap("header"))
    #expect(!isExpanded.value)
  }

  @Test("A section with only a header draws the header and no card")
  func headerOnly() {
    let host = phoneHost(List { Section("Empty") {} })
    #expect(host.rowFrames.isEmpty)
    #expect(host.drawing.contains("EMPTY"))
  }

  @Test("ForEach of sections: each a card")
  func forEachOfSections() {
    let host = phoneHost(
      List {
        ForEach(["A", "B"], id: \.self) { name in
          Section(name) {
            Text("\(name)1")
            Text("\(name)2")
          }
        }
      })
    let rows = host.rowFrames
    #expect(rows.count == 4)
    #expect(approximately(rows[2].minY - rows[1].maxY, 56.333))
  }
}
