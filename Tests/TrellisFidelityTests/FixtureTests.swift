import Foundation
import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// Runs every ground-truth fixture. Each fixture says where its numbers come from.
@MainActor
@Suite("Ground truth from docs/LayoutRules.md §2")
struct FixtureTests {
  @Test("Fixture matches SwiftUI", arguments: Fixture.all)
  func fixtureMatchesSwiftUI(_ fixture: Fixture) {
    #expect(fixture.status == .verified || fixture.reason != nil, "a \(fixture.status) fixture must say why")
    switch fixture.kind {
    case .layout: checkLayout(fixture)
    case .flexFrameInit: checkFlexFrameInit(fixture)
    case .spacing: checkSpacing(fixture)
    case .flexibility: checkFlexibility(fixture)
    case .proposal: checkProposal(fixture)
    }
  }

  @Test("Every layout fixture has a view, and every fixture view a fixture")
  func fixturesAndViewsMatch() {
    let layoutNames = Set(Fixture.all.filter { $0.kind == .layout }.map(\.name))
    #expect(layoutNames == Set(FixtureViews.all.keys))
  }

  private func checkLayout(_ fixture: Fixture) {
    guard let makeView = FixtureViews.all[fixture.name] else {
      Issue.record("no view for fixture \(fixture.name) in FixtureViews")
      return
    }
    let size = CGSize(width: fixture.host?.width ?? 200, height: fixture.host?.height ?? 200)
    let host = LayoutHost(makeView(), size: size, displayScale: fixture.host?.scale ?? 1)
    let expected = fixture.frames ?? [:]
    #expect(!expected.isEmpty, "a layout fixture must expect frames")
    for (identifier, numbers) in expected.sorted(by: { $0.key < $1.key }) {
      let want = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      guard let got = host.unroundedFrame(of: identifier) else {
        Issue.record("\(identifier): no view tagged with this identifier\n\(host.dump())")
        continue
      }
      #expect(
        got.isApproximatelyEqual(to: want),
        "\(identifier): expected \(FrameNode.format(want)), got \(FrameNode.format(got))\n\(host.dump())")
    }
    if let issues = fixture.runtimeIssues {
      #expect(host.runtimeIssues == issues)
    }
  }

  private func checkFlexFrameInit(_ fixture: Fixture) {
    let frame = _FlexFrameLayout(
      minWidth: fixture.value("minWidth"), idealWidth: fixture.value("idealWidth"),
      maxWidth: fixture.value("maxWidth"), minHeight: fixture.value("minHeight"),
      idealHeight: fixture.value("idealHeight"), maxHeight: fixture.value("maxHeight"))
    let stored: [(String, CGFloat?)] = [
      ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
      ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
    ]
    for (name, actual) in stored {
      let expected = fixture.value("expected." + name)
      let same = (expected == nil && actual == nil) || (expected?.isNaN == true && actual?.isNaN == true)
        || expected == actual
      #expect(same, "\(name): expected \(String(describing: expected)), got \(String(describing: actual))")
    }
  }

  /// Values: `prev.<edge>` and `next.<edge>` (top, left, bottom, right) for nil-category
  /// distances, `axis` (0 horizontal, 1 vertical), `rtl` (0 or 1), `expected` (null for no preference).
  private func checkSpacing(_ fixture: Fixture) {
    func spacing(_ prefix: String) -> Spacing {
      var minima: [(key: Spacing.Key, value: Spacing.Value)] = []
      for edge in AbsoluteEdge.allCases {
        if let value = fixture.values?["\(prefix).\(edge)"], let value {
          minima.append((Spacing.Key(category: nil, edge: edge), .distance(CGFloat(value))))
        }
      }
      return Spacing(minima: minima)
    }
    let axis: Axis = fixture.value("axis") == 0 ? .horizontal : .vertical
    let direction: LayoutDirection = fixture.value("rtl") == 1 ? .rightToLeft : .leftToRight
    let distance = spacing("prev").distance(to: spacing("next"), along: axis, layoutDirection: direction)
    #expect(distance == fixture.value("expected"))
  }

  /// Values: `a.min`, `a.max`, `b.min`, `b.max` (null max for infinity) and `expected`:
  /// -1 if a is sized before b, 1 if after, 0 if neither.
  private func checkFlexibility(_ fixture: Fixture) {
    func child(_ prefix: String) -> LengthClaim {
      LengthClaim(
        index: 0, priority: 0, minimum: fixture.value("\(prefix).min") ?? 0,
        maximum: fixture.value("\(prefix).max") ?? .infinity)
    }
    let a = child("a")
    let b = child("b")
    let order: CGFloat = a.isServed(before: b) ? -1 : b.isServed(before: a) ? 1 : 0
    #expect(order == fixture.value("expected"))
  }

  /// Values: `width`, `height` (null for unspecified), optional `by.width`/`by.height` and
  /// `inset.top/leading/bottom/trailing`, and `expected.width`/`expected.height`.
  private func checkProposal(_ fixture: Fixture) {
    let proposal = ProposedViewSize(width: fixture.value("width"), height: fixture.value("height"))
    if fixture.values?["inset.top"] != nil {
      let insets = EdgeInsets(
        top: fixture.value("inset.top") ?? 0, leading: fixture.value("inset.leading") ?? 0,
        bottom: fixture.value("inset.bottom") ?? 0, trailing: fixture.value("inset.trailing") ?? 0)
      let inset = proposal.inset(by: insets)
      #expect(inset.width == fixture.value("expected.width"))
      #expect(inset.height == fixture.value("expected.height"))
    } else {
      let size =
        fixture.values?["by.width"] != nil
        ? proposal.replacingUnspecifiedDimensions(
          by: CGSize(width: fixture.value("by.width") ?? 0, height: fixture.value("by.height") ?? 0))
        : proposal.replacingUnspecifiedDimensions()
      #expect(size.width == fixture.value("expected.width"))
      #expect(size.height == fixture.value("expected.height"))
    }
  }
}

extension CGRect {
  /// Equal to within a thousandth of a point: the spec gives thirds to three decimals.
  func isApproximatelyEqual(to other: CGRect) -> Bool {
    abs(minX - other.minX) < 0.001 && abs(minY - other.minY) < 0.001 && abs(width - other.width) < 0.001
      && abs(height - other.height) < 0.001
  }
}
