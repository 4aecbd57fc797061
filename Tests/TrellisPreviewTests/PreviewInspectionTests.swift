import Foundation
import Testing
import Trellis
import TrellisPreviewRuntime

/// A counter with a button, for taps at a point.
private struct TapCounter: View {
  @State private var count = 0

  var body: some View {
    VStack(spacing: 20) {
      Text("Count: \(count)").accessibilityIdentifier("count")
      Button("Add") { count += 1 }.accessibilityIdentifier("add")
    }
  }
}

/// The live preview's protocol with the runner: taps at a point, replayed before the picture is
/// drawn, and the inspection of every view.
@MainActor
@Suite struct PreviewInspectionTests {
  private func counterHost() -> LayoutHost {
    LayoutHost(TapCounter(), size: CGSize(width: 300, height: 300))
  }

  private func hasCount(_ host: LayoutHost, _ count: Int) -> Bool {
    host.root?.allNodes.contains { $0.name == "Text \"Count: \(count)\"" } == true
  }

  @Test func aTapOnAButtonsLabelRunsTheButton() throws {
    let host = counterHost()
    let frame = try #require(host.frame(of: "add"))
    #expect(host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(hasCount(host, 1))
  }

  @Test func aTapOnTextThatIsNoControlDoesNothingAndSaysSo() throws {
    let host = counterHost()
    let frame = try #require(host.frame(of: "count"))
    #expect(!host.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
    #expect(hasCount(host, 0))
    #expect(host.runtimeIssues.contains { $0.contains("has nothing to tap") })
  }

  @Test(arguments: [
    CGPoint(x: 1, y: 1),  // the stack is centred: its corner is empty
    CGPoint(x: 5000, y: 5000),
    CGPoint(x: -10, y: 150),
  ])
  func aTapWhereNoViewIsIsReported(point: CGPoint) {
    let host = counterHost()
    #expect(!host.tap(at: point))
    #expect(host.runtimeIssues.contains { $0.contains("no view is at") })
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func aTapAtANonFinitePointIsReported(value: CGFloat) {
    let host = counterHost()
    #expect(!host.tap(at: CGPoint(x: value, y: 150)))
    #expect(host.runtimeIssues.contains { $0.contains("not finite") })
  }

  private let counterEntry = PreviewEntry(
    id: "Counter/1", displayName: nil, fileID: "Counter.swift", line: 1,
    settings: PreviewSettings(layout: .fixed(width: 300, height: 300)), makeView: { TapCounter() })

  @Test func aRenderReplaysTapsBeforeDrawing() throws {
    let untapped = try PreviewRendering.render(counterEntry, variant: PreviewVariant(), format: .png, inspect: true)
    let add = try #require(untapped.inspection?.nodes.first { $0.identifiers == ["add"] })
    let centre = PreviewTap(x: add.frame[0] + add.frame[2] / 2, y: add.frame[1] + add.frame[3] / 2)
    let tapped = try PreviewRendering.render(
      counterEntry, variant: PreviewVariant(), format: .png, taps: [centre, centre], inspect: true)
    #expect(tapped.inspection?.taps.map(\.recognized) == [true, true])
    #expect(tapped.layoutJSON.contains(#"Text \"Count: 2\""#))
    #expect(tapped.image != untapped.image)
  }

  @Test func theInspectionListsEveryViewDepthFirstWithItsParent() throws {
    let rendered = try PreviewRendering.render(counterEntry, variant: PreviewVariant(), format: .png, inspect: true)
    let nodes = try #require(rendered.inspection?.nodes)
    #expect(nodes.first?.parent == nil)
    #expect(nodes.indices.allSatisfy { nodes[$0].index == $0 })
    #expect(nodes.dropFirst().allSatisfy { ($0.parent ?? .max) < $0.index })
    #expect(rendered.inspection?.size == [300, 300])
  }

  @Test func theInspectionExplainsEachViewAsExplainDoes() throws {
    let rendered = try PreviewRendering.render(counterEntry, variant: PreviewVariant(), format: .png, inspect: true)
    let add = try #require(rendered.inspection?.nodes.first { $0.identifiers == ["add"] })
    #expect(add.explain.hasPrefix("#\(add.index) "))
    #expect(add.explain.contains("proposed"))
    #expect(add.explain.contains("placed at"))
  }

  @Test func theInspectionsPathsAreTheDiagnosticsPaths() throws {
    // Text too wide for its fixed frame is truncated: the diagnostic lands on the text's node.
    let entry = PreviewEntry(
      id: "Tight/1", displayName: nil, fileID: "Tight.swift", line: 1,
      settings: PreviewSettings(layout: .fixed(width: 60, height: 40)),
      makeView: { Text("A sentence far too long to fit").lineLimit(1) })
    let rendered = try PreviewRendering.render(entry, variant: PreviewVariant(), format: .png, inspect: true)
    let diagnosed = try #require(rendered.diagnostics.first { !$0.path.isEmpty })
    let node = try #require(rendered.inspection?.nodes.first { $0.path == diagnosed.path })
    #expect(node.diagnostics.contains(diagnosed.description))
  }

  @Test func aRenderWithoutInspectionHasNone() throws {
    let rendered = try PreviewRendering.render(counterEntry, variant: PreviewVariant(), format: .png)
    #expect(rendered.inspection == nil)
  }

  @Test func aJobWithoutTapsOrInspectionDecodes() throws {
    let json = #"""
      {"preview": "A/1", "variant": {}, "format": "png", "imagePath": "/tmp/a.png", "layoutPath": "/tmp/a.json"}
      """#
    let job = try JSONDecoder().decode(PreviewRenderJob.self, from: Data(json.utf8))
    #expect(job.taps.isEmpty)
    #expect(job.inspectionPath == nil)
  }
}
