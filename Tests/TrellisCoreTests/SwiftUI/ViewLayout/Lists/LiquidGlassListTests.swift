import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// List, inset grouped on an iPhone (390 × 844, safe area 47 / 34) in iOS 26's design: the
/// numbers of docs/iOS26Controls.md §7, measured on iOS 26.0–26.4 renders (HA26, SPZ26) — cards
/// 16 from the edges with continuous 26-point corners, rows of at least 51 with their text 16
/// inside the card, 1-point separators 232 grey ending 16 before the card's edge, 17-pt
/// semibold headers with their baseline 14 above the card, 35 / 57 between cards.
@MainActor
@Suite("Containers: List in iOS 26's design")
struct LiquidGlassListTests {
  private let device = Device.iPhone.design(.iOS26)

  private func languages(header: Bool = true) -> some View { LanguageList(header: header) }

  @Test("Cards are inset 16 from the screen's edges; rows are 51 tall, one under the other")
  func cardInsetAndRowHeights() {
    let host = phoneHost(languages(header: false), device: device)
    let rows = host.rowFrames
    #expect(rows.count == 3)
    for (index, row) in rows.enumerated() {
      // 35 below the safe area's top (47) when the section has no header.
      #expect(approximately(row, rect(16, 82 + CGFloat(index) * 51, 358, 51)))
    }
  }

  @Test("Row text starts 16 inside the card (x = 32) and is centred in the 51-point row")
  func textInsets() throws {
    let host = phoneHost(languages(header: false), device: device)
    let swift = try #require(host.unroundedFrame(of: "swift"))
    #expect(swift.minX == 32)
    // (51 − 20.333) / 2 = 15.33.
    #expect(approximately(swift.minY - host.rowFrames[0].minY, 46.0 / 3))
  }

  @Test("A header is 17-pt semibold as written, its baseline 14 above the card: the card starts 10 below its line")
  func header() throws {
    let host = phoneHost(languages(), device: device)
    let header = try #require(host.unroundedFrame(of: "header"))
    let card = host.rowFrames[0]
    #expect(header.minX == 32)
    #expect(approximately(card.minY - header.maxY, 10))
    let run = try #require(host.drawnTextRuns.first { $0.string == "Code" })
    #expect(run.font.pointSize == 17 && run.font.weight == .semibold)
  }

  @Test("Across a header, 57 separate the cards; without one, 35")
  func sectionGaps() {
    let host = phoneHost(
      List {
        Section { Text("A") }
        Section { Text("B") }
        Section {
          Text("C")
        } header: {
          Text("Header")
        }
      },
      device: device)
    let rows = host.rowFrames
    #expect(rows.count == 3)
    #expect(approximately(rows[1].minY - rows[0].maxY, 35, tolerance: 0.34))
    #expect(approximately(rows[2].minY - rows[1].maxY, 57, tolerance: 0.34))
  }

  @Test("Separators are a point thick, 232 grey, from the text to 16 before the card's edge, in the row's bottom point")
  func separators() {
    let host = phoneHost(languages(header: false), device: device)
    let rows = host.rowFrames
    let separators = host.separatorFrames
    #expect(separators.count == 2)
    for (index, separator) in separators.enumerated() {
      #expect(approximately(separator, rect(32, rows[index].maxY - 1, 326, 1)))
      #expect(host.fills(at: separator).first?.color == "#E8E8E8FF")
    }
  }

  @Test("The outer corners are continuous with a radius of 26: each takes 1.53 radii of the edge")
  func continuousCorners() throws {
    let host = phoneHost(languages(header: false), device: device)
    let first = try #require(host.fills(at: host.rowFrames[0]).first)
    guard case .move(let start) = first.path.elements.first else {
      Issue.record("no start")
      return
    }
    // A continuous corner starts its blend 26 × 1.528 = 39.7 from the corner.
    #expect(abs(start.x - (16 + 26 * ContinuousCorner.extent)) < 0.001)
    #expect(first.path.elements.filter { if case .curve = $0 { true } else { false } }.count == 6)
  }

  @Test("A switch in a row is 63 × 28 and ends 14 from the card's edge, 2 past the text's inset")
  func switchInRow() throws {
    let host = phoneHost(
      List { Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("toggle") }, device: device)
    let row = try #require(host.rowFrames.first)
    let track = try #require(host.frames(named: "Capsule").first { $0.size == CGSize(width: 63, height: 28) })
    #expect(approximately(row, rect(16, 82, 358, 51)))
    #expect(approximately(track, rect(374 - 14 - 63, 82 + 11.5, 63, 28), tolerance: 0.34))
  }

  @Test("A disclosure chevron's box ends 17.67 from the card's edge, 1.67 further in than the text")
  func chevron() throws {
    let host = phoneHost(List { Text("General").listRowAccessory(.disclosureIndicator) }, device: device)
    let chevron = try #require(host.frame(named: "Image"))
    // The glyph's ink ends a point inside its box: 18.67 from the edge (HA26).
    #expect(approximately(chevron.maxX, 374 - 53.0 / 3))
  }

  @Test("contentMargins on a list replaces its own: .top 0 puts the first card at the top, .horizontal 0 at the sides")
  func contentMargins() {
    let top = phoneHost(languages(header: false).contentMargins(.top, 0), device: device)
    #expect(approximately(top.rowFrames[0], rect(16, 47, 358, 51)))
    let sides = phoneHost(languages(header: false).contentMargins(.horizontal, 0, for: .scrollContent), device: device)
    #expect(approximately(sides.rowFrames[0], rect(0, 82, 390, 51)))
  }

  @Test(
    "The rows' minimum height follows the design, and a set one wins",
    arguments: [(InterfaceDesign.iOS26, 51.0), (.iOS18, 44.0)])
  func minimumRowHeight(design: InterfaceDesign, height: CGFloat) {
    var environment = EnvironmentValues()
    environment.interfaceDesign = design
    #expect(environment.defaultMinListRowHeight == height)
    environment.defaultMinListRowHeight = 60
    #expect(environment.defaultMinListRowHeight == 60)
  }
}
