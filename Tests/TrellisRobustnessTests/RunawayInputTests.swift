import Foundation
import Testing
import Trellis

/// A body that contains itself recurses until the stack is gone.
private struct ContainsItself: View {
  var body: some View { ContainsItself() }
}

/// The same, through `AnyView`, so that the type does not nest: only the stack ends it.
private struct ContainsItselfErased: View {
  var level: Int
  var body: some View { AnyView(ContainsItselfErased(level: level + 1)) }
}

/// Input that, left alone, runs until the process dies or the machine gives up: a body that
/// contains itself, a lazy container over a billion elements, a blur wider than the screen,
/// a view smaller than a pixel. Each ends with a picture or a clear error, and a runtime issue
/// where Trellis changed what was asked.
@MainActor
@Suite("Robustness: runaway input ends with an answer")
struct RunawayInputTests {
  @Test(
    "A body that contains itself stops resolving with a runtime issue instead of overflowing the stack",
    .timeLimit(.minutes(10)))
  func selfContainingBodyIsReported() {
    let host = LayoutHost(
      VStack {
        Text("Above").accessibilityIdentifier("above"); ContainsItselfErased(level: 0)
      },
      proposal: ProposedViewSize(width: 390, height: 844), displayScale: 3)
    #expect(host.frame(of: "above") != nil)
    #expect(host.runtimeIssues.contains { $0.contains("too deep to resolve") && $0.contains("ContainsItselfErased") })
  }

  @Test("A statically self-containing body is reported the same way", .timeLimit(.minutes(10)))
  func staticallySelfContainingBodyIsReported() {
    let host = LayoutHost(ContainsItself(), proposal: ProposedViewSize(width: 390, height: 844), displayScale: 3)
    #expect(host.runtimeIssues.contains { $0.contains("too deep to resolve") && $0.contains("ContainsItself") })
  }

  /// SwiftUI makes only the rows scrolled into sight; Trellis makes the first
  /// `lazyElementLimit` (10,000) of a `ForEach` in a lazy container, and says so.
  @Test(
    "A ForEach in a lazy container makes its first 10,000 elements and reports the rest",
    arguments: ["LazyVStack", "LazyHStack", "LazyVGrid", "List"])
  func lazyContainerMakesTheFirstTenThousand(_ container: String) {
    let rows = ForEach(0..<1_000_000_000, id: \.self) { _ in
      Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("row")
    }
    let content: AnyView =
      switch container {
      case "LazyVStack": AnyView(ScrollView { LazyVStack(spacing: 0) { rows } })
      case "LazyHStack": AnyView(ScrollView(.horizontal) { LazyHStack(spacing: 0) { rows } })
      case "LazyVGrid": AnyView(ScrollView { LazyVGrid(columns: [GridItem(.fixed(1))], spacing: 0) { rows } })
      default: AnyView(List { rows })
      }
    let host = LayoutHost(content, proposal: ProposedViewSize(width: 390, height: 844), displayScale: 3)
    // A list places only the rows on screen — 16 of iOS 26's 51-pt rows — the stacks and the
    // grid all 10,000.
    #expect(host.frames(of: "row").count == (container == "List" ? 16 : 10_000))
    #expect(host.runtimeIssues.contains { $0.contains("in a lazy container has 1000000000 elements") })
  }

  @Test("A ForEach in an eager stack makes every element, with no runtime issue")
  func eagerStackMakesEveryElement() {
    let host = LayoutHost(
      VStack(spacing: 0) {
        ForEach(0..<12_000, id: \.self) { _ in Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("row") }
      }, proposal: .unspecified, displayScale: 1)
    #expect(host.frames(of: "row").count == 12_000)
    #expect(host.size == CGSize(width: 1, height: 12_000))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test(
    "A full-screen blur of any radius renders to PNG, SVG and PDF at 3×",
    // A hang guard: the limit counts the time the test waits for the main actor, which the
    // other tests share.
    .timeLimit(.minutes(10)), arguments: [100, 1e4, 1e9] as [CGFloat])
  func wideBlurRenders(_ radius: CGFloat) throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 390, height: 844).blur(radius: radius))
    renderer.scale = 3
    let png = try renderer.pngData()
    let svg = try renderer.svgString()
    let pdf = try renderer.pdfData()
    #expect(!png.isEmpty && !svg.isEmpty && !pdf.isEmpty)
  }

  @Test("A view of a subnormal number of points is an empty canvas, not a Cairo write error")
  func subnormalViewIsAnEmptyCanvas() {
    let renderer = ImageRenderer(content: Color.red.frame(width: 1e-320, height: 5e-324))
    for render in [{ _ = try renderer.pngData() }, { _ = try renderer.svgString() }, { _ = try renderer.pdfData() }] {
      #expect {
        try render()
      } throws: { error in
        "\(error)".hasPrefix("Nothing to render")
      }
    }
  }

  @Test(
    "Unicode noncharacters draw as U+FFFD in every format, with a runtime issue",
    arguments: [0xFFFF, 0xFFFE, 0xFDD0, 0x10FFFF, 0x1FFFE] as [UInt32])
  func noncharactersDraw(_ value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    let renderer = ImageRenderer(content: Text("a\(Character(scalar))b"))
    renderer.scale = 2
    _ = try renderer.pngData()
    _ = try renderer.svgString()
    _ = try renderer.pdfData()
    #expect(renderer.runtimeIssues.contains { $0.contains("noncharacters") })
  }
}
