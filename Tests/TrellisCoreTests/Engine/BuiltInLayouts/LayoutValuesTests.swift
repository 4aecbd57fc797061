import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// SwiftUI's layouts as values: `VStackLayout()`, `HStackLayout()`, `ZStackLayout()` and the
/// underscored `_VStackLayout`, `_HStackLayout`, `_ZStackLayout` and `_CircleLayout` held as
/// `any Layout`, wrapped in `AnyLayout` and called as containers — the code of objc.io's
/// `S01E308-the-layout-protocol` (Chris Eidhof, June 2022), which switches one `AnyLayout`
/// between them. Host 200 × 200, the root centred (§1.1).
@MainActor
@Suite("Layout: built-in layouts as values")
struct LayoutValuesTests {
  enum Algorithm: String, CaseIterable, Sendable {
    case vStackLayout, hStackLayout, zStackLayout, underscoredV, underscoredH, underscoredZ, circle

    /// The layout, as the episode's `var layout: any Layout` returns it.
    var layout: any Layout {
      switch self {
      case .vStackLayout: VStackLayout(spacing: 0)
      case .hStackLayout: HStackLayout(spacing: 0)
      case .zStackLayout: ZStackLayout()
      case .underscoredV: _VStackLayout(spacing: 0)
      case .underscoredH: _HStackLayout(spacing: 0)
      case .underscoredZ: _ZStackLayout()
      case .circle: _CircleLayout(radius: 50)
      }
    }

    /// The frames of the three 10 × 10 squares in a 200 × 200 host.
    var frames: [CGRect] {
      switch self {
      case .vStackLayout, .underscoredV: [rect(95, 85, 10, 10), rect(95, 95, 10, 10), rect(95, 105, 10, 10)]
      case .hStackLayout, .underscoredH: [rect(85, 95, 10, 10), rect(95, 95, 10, 10), rect(105, 95, 10, 10)]
      case .zStackLayout, .underscoredZ: Array(repeating: rect(95, 95, 10, 10), count: 3)
      // Centres at the top of a 50-point circle around (100, 100), then 120° and 240° clockwise.
      case .circle:
        [
          rect(95, 45, 10, 10), rect(95 + 50 * sin(2 * .pi / 3), 95 + 25, 10, 10),
          rect(95 - 50 * sin(2 * .pi / 3), 95 + 25, 10, 10),
        ]
      }
    }
  }

  private func squares() -> some View {
    ForEach(0..<3) { index in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("\(index)") }
  }

  @Test("An AnyLayout of each layout value lays its subviews out as that layout", arguments: Algorithm.allCases)
  func anyLayoutOfEachValue(algorithm: Algorithm) {
    let layout = AnyLayout(algorithm.layout)
    let host = LayoutHost(layout { squares() }, size: CGSize(width: 200, height: 200))
    for (index, expected) in algorithm.frames.enumerated() {
      let frame = host.unroundedFrame(of: "\(index)")
      #expect(frame.map { abs($0.minX - expected.minX) < 1e-9 && abs($0.minY - expected.minY) < 1e-9 } == true)
      #expect(frame?.size == expected.size)
    }
  }

  @Test("A layout value called directly is a container, as VStack is")
  func layoutCalledAsContainer() {
    let host = LayoutHost(
      VStack {
        HStackLayout(spacing: 0) { squares() }.accessibilityIdentifier("h")
        _ZStackLayout(alignment: .topLeading) {
          Color.blue.frame(width: 30, height: 20)
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("z")
        }
      }, size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "h") == rect(85, 81, 30, 10))
    #expect(host.unroundedFrame(of: "z") == rect(85, 99, 10, 10))
  }

  @Test("A circle layout takes its proposal, and its diameter where the proposal is unspecified")
  func circleLayoutSize() {
    let proposed = LayoutHost(
      _CircleLayout(radius: 30) { squares() }.accessibilityIdentifier("circle"), size: CGSize(width: 200, height: 200))
    #expect(proposed.unroundedFrame(of: "circle") == rect(0, 0, 200, 200))
    let ideal = LayoutHost(
      _CircleLayout(radius: 30) { squares() }.fixedSize().accessibilityIdentifier("circle"),
      size: CGSize(width: 200, height: 200))
    #expect(ideal.unroundedFrame(of: "circle") == rect(70, 70, 60, 60))
  }

  @Test("A negative circle radius is reported and taken as 0: every subview at the centre")
  func negativeRadius() {
    let host = LayoutHost(_CircleLayout(radius: -5) { squares() }, size: CGSize(width: 200, height: 200))
    #expect(host.unroundedFrame(of: "2") == rect(95, 95, 10, 10))
    #expect(host.runtimeIssues.contains("Invalid _CircleLayout radius (-5.0); using 0."))
  }
}
