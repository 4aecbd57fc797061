import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// LazyVGrid and LazyHGrid: SwiftUI's column widths — fixed first, then flexible and adaptive
/// items in order, each offered what is left divided by the number left; an adaptive item as
/// many columns of at least its minimum as fit (objc.io, "SwiftUI's Grid Views", 2020; the
/// worked examples of mo4tech's "Predict LazyVGrid layout").
@MainActor
@Suite("Containers: lazy grids")
struct LazyGridTests {
  /// The cells' frames of a grid of `count` colour cells `height` tall, `width` wide.
  private func cells(_ columns: [GridItem], count: Int, width: CGFloat, height: CGFloat = 20) -> [CGRect] {
    let host = LayoutHost(
      LazyVGrid(columns: columns) {
        ForEach(0..<count, id: \.self) { Color.red.frame(height: height).accessibilityIdentifier("cell\($0)") }
      }
      .frame(width: width),
      proposal: .unspecified)
    return (0..<count).map { host.unroundedFrame(of: "cell\($0)") ?? .null }
  }

  @Test("objc.io #1: a 70-point fixed column and an adaptive one of at least 40 in 200 points: 70, then two of 57")
  func fixedAndAdaptive() {
    let frames = cells([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], count: 3, width: 200)
    #expect(frames.map(\.minX) == [0, 78, 143])
    #expect(frames.map(\.width) == [70, 57, 57])
  }

  @Test("Flexible columns share what is left: three in 300 points are 94.67 wide, 8 apart")
  func flexibleShare() {
    let frames = cells(Array(repeating: GridItem(.flexible()), count: 3), count: 3, width: 300)
    for frame in frames { #expect(approximately(frame.width, 284.0 / 3)) }
    #expect(approximately(frames[1].minX - frames[0].maxX, 8))
  }

  @Test(
    "Two flexible columns with minimums 100 and 180 in 300: the grid is 334 wide, its columns 163 and 180 (two passes)")
  func flexibleMinimums() {
    let host = LayoutHost(
      LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
        Color.red.accessibilityIdentifier("a")
        Color.blue.accessibilityIdentifier("b")
      }
      .accessibilityIdentifier("grid"),
      proposal: ProposedViewSize(width: 300, height: nil))
    #expect(host.unroundedFrame(of: "grid")?.width == 334)
    #expect(host.unroundedFrame(of: "a")?.width == 163)
    #expect(host.unroundedFrame(of: "b")?.width == 180)
  }

  @Test("One adaptive column of 50…100 in 300 points: five columns of 53.6")
  func adaptive() {
    let frames = cells([GridItem(.adaptive(minimum: 50, maximum: 100))], count: 6, width: 300)
    for frame in frames.prefix(5) { #expect(approximately(frame.width, 53.6)) }
    #expect(approximately(frames[4].maxX, 300))
    // The sixth cell starts the next row, 8 below.
    #expect(frames[5].minX == 0)
    #expect(frames[5].minY == 28)
  }

  @Test("Two adaptive columns in 300 points: 146 each, two of 69 and three of 43.33")
  func twoAdaptive() {
    let frames = cells(
      [GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))], count: 5,
      width: 300)
    #expect(frames.prefix(2).allSatisfy { approximately($0.width, 69) })
    #expect(frames.suffix(3).allSatisfy { approximately($0.width, 130.0 / 3) })
    #expect(approximately(frames[2].minX, 154))
  }

  @Test("A flexible column's maximum caps it; the columns are centred in the grid")
  func flexibleMaximum() {
    let frames = cells([GridItem(.flexible(maximum: 50)), GridItem(.flexible(maximum: 50))], count: 2, width: 300)
    #expect(frames.map(\.width) == [50, 50])
    #expect(frames[0].minX == 96)
  }

  @Test("Item spacing and alignment: spacing is the gap to the next column; a cell aligns in its column")
  func spacingAndAlignment() {
    let host = LayoutHost(
      LazyVGrid(columns: [GridItem(.fixed(100), spacing: 20, alignment: .leading), GridItem(.fixed(100))]) {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
      },
      proposal: ProposedViewSize(width: 220, height: nil))
    #expect(host.unroundedFrame(of: "a")?.minX == 0)
    #expect(host.unroundedFrame(of: "b")?.minX == 165)
  }

  @Test("Rows are as tall as their tallest cell, the grid's spacing apart")
  func rowHeights() {
    let host = LayoutHost(
      LazyVGrid(columns: [GridItem(), GridItem()], spacing: 4) {
        Color.red.frame(height: 10)
        Color.red.frame(height: 30)
        Color.blue.frame(height: 10).accessibilityIdentifier("third")
      }
      .accessibilityIdentifier("grid"),
      proposal: ProposedViewSize(width: 100, height: nil))
    #expect(host.unroundedFrame(of: "third")?.minY == 34)
    #expect(host.unroundedFrame(of: "grid")?.height == 44)
  }

  @Test("Section headers and footers span the grid; a section starts a new row")
  func sections() {
    let host = LayoutHost(
      LazyVGrid(columns: [GridItem(), GridItem()], pinnedViews: [.sectionHeaders]) {
        Section {
          Color.red.frame(height: 10).accessibilityIdentifier("a1")
        } header: {
          Color.gray.frame(height: 5).accessibilityIdentifier("h1")
        }
        Section {
          Color.red.frame(height: 10).accessibilityIdentifier("b1")
        } header: {
          Color.gray.frame(height: 5).accessibilityIdentifier("h2")
        }
      },
      proposal: ProposedViewSize(width: 100, height: nil))
    #expect(host.unroundedFrame(of: "h1") == rect(0, 0, 100, 5))
    #expect(host.unroundedFrame(of: "a1") == rect(0, 13, 46, 10))
    #expect(host.unroundedFrame(of: "h2") == rect(0, 31, 100, 5))
    #expect(host.unroundedFrame(of: "b1") == rect(0, 44, 46, 10))
  }

  @Test("LazyHGrid: rows of fixed heights, cells filling them column by column")
  func horizontalGrid() {
    let host = LayoutHost(
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
        ForEach(0..<3, id: \.self) { Color.red.frame(width: 20).accessibilityIdentifier("cell\($0)") }
      }
      .accessibilityIdentifier("grid"),
      proposal: ProposedViewSize(width: nil, height: 100))
    #expect(host.unroundedFrame(of: "cell0") == rect(0, 16, 20, 30))
    #expect(host.unroundedFrame(of: "cell1") == rect(0, 54, 20, 30))
    #expect(host.unroundedFrame(of: "cell2") == rect(28, 16, 20, 30))
    #expect(host.unroundedFrame(of: "grid")?.size == CGSize(width: 48, height: 100))
  }

  @Test("A photo grid in a scroll view: three flexible columns of 1-point spacing across an iPhone")
  func photoGrid() {
    let host = LayoutHost(
      ScrollView {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 1), count: 3), spacing: 1) {
          ForEach(0..<30, id: \.self) { Color.blue.aspectRatio(1, contentMode: .fit).accessibilityIdentifier("p\($0)") }
        }
      },
      size: CGSize(width: 390, height: 844))
    #expect(host.unroundedFrame(of: "p0").map { approximately($0, rect(0, 0, 388.0 / 3, 388.0 / 3)) } == true)
    #expect(host.unroundedFrame(of: "p4").map { approximately($0.minX, 388.0 / 3 + 1) } == true)
  }

  @Test("Bad input: .adaptive(minimum: 0) is reported and laid out with a minimum of 1, in bounded time")
  func adaptiveZero() {
    let host = LayoutHost(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) {
        Color.red; Color.blue
      },
      proposal: ProposedViewSize(width: 300, height: nil))
    #expect(host.runtimeIssues.contains { $0.contains("minimum 0 is too small; using 1") })
    #expect(host.statistics.sizeQueries < 100)
  }

  @Test("Bad input: .flexible(minimum: 100, maximum: 10) is reported and laid out as 100")
  func contradictoryFlexible() {
    let host = LayoutHost(
      LazyVGrid(columns: [GridItem(.flexible(minimum: 100, maximum: 10))]) { Color.red.accessibilityIdentifier("a") },
      proposal: ProposedViewSize(width: 300, height: nil))
    #expect(host.runtimeIssues.contains { $0.contains("contradictory GridItem size") })
    #expect(host.unroundedFrame(of: "a")?.width == 100)
  }

  @Test("Bad input: NaN and negative sizes and spacings are reported and replaced")
  func nonFinite() {
    let host = LayoutHost(
      LazyVGrid(columns: [GridItem(.fixed(.nan), spacing: -3), GridItem(.fixed(-5))]) {
        Color.red; Color.blue
      },
      proposal: ProposedViewSize(width: 300, height: nil))
    #expect(host.runtimeIssues.count == 3)
    #expect(host.result.root?.allNodes.allSatisfy { $0.layoutFrame.minX.isFinite } == true)
  }

  @Test("Empty grids: no cells is an empty grid; no columns is reported")
  func emptyGrids() {
    let empty = LayoutHost(
      LazyVGrid(columns: [GridItem()]) {}.accessibilityIdentifier("grid"),
      proposal: ProposedViewSize(width: 300, height: nil))
    #expect(empty.frame(of: "grid") == rect(0, 0, 300, 0))
    #expect(empty.runtimeIssues.isEmpty)
    let noColumns = LayoutHost(
      LazyVGrid(columns: []) { Color.red }, proposal: ProposedViewSize(width: 300, height: nil))
    #expect(noColumns.runtimeIssues == ["LazyVGrid has no columns; its views are not shown."])
  }
}
