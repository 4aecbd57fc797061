import Foundation
import Trellis

/// A click the live preview replays before it draws: a tap at a point of the window, in points
/// from its top-left corner, as `LayoutHost.tap(at:count:)` makes it.
public struct PreviewTap: Codable, Hashable, Sendable {
  /// The point's distance from the window's left edge, in points.
  public var x: Double
  /// The point's distance from the window's top edge, in points.
  public var y: Double

  /// A tap at (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// What the live preview's inspector shows of a render: every view of the frame tree with its
/// frame, source view, path, what `trellis explain` prints for it, and its layout diagnostics;
/// and what each replayed tap did.
///
/// The views are in depth-first order, the frame tree's and the layout trace's numbering, so the
/// deepest view at a point is the last one whose frame holds it — the view a tap there lands on.
public struct PreviewInspection: Codable, Hashable, Sendable {
  /// One view of the frame tree.
  public struct Node: Codable, Hashable, Sendable {
    /// Its number, depth first from 0 at the root: `trellis explain`'s `#N`.
    public var index: Int
    /// The number of the view it is in, or `nil` for the root.
    public var parent: Int?
    /// The view's or modifier's name: `Text "Milk"`, `padding`.
    public var name: String
    /// The composite views whose body it is the root of, innermost first: `ContentView`.
    public var sourceViews: [String]
    /// Its accessibility identifiers.
    public var identifiers: [String]
    /// Its frame in window coordinates, rounded to pixels: `[x, y, width, height]` in points.
    public var frame: [Double]
    /// Its path from the root as layout diagnostics name it: `VStack/Text "Milk"[1]`.
    public var path: String
    /// Its proposals, answers and placements as `trellis explain` prints them.
    public var explain: String
    /// The layout diagnostics of this view, in words.
    public var diagnostics: [String]
  }

  /// What a replayed tap did.
  public struct TapOutcome: Codable, Hashable, Sendable {
    /// Where it was.
    public var tap: PreviewTap
    /// Whether a control or gesture took it.
    public var recognized: Bool
  }

  /// The window's size in points: `[width, height]`.
  public var size: [Double]
  /// Every view, depth first.
  public var nodes: [Node]
  /// The taps replayed before the render, in order.
  public var taps: [TapOutcome]
  /// The diagnostics of the whole render (a blank picture, runaway layout), in words.
  public var renderDiagnostics: [String]

  /// The inspection of `host` after `taps`, whose outcomes are `recognized`.
  @MainActor public init(host: LayoutHost, taps: [PreviewTap], recognized: [Bool]) {
    size = [Double(host.size.width), Double(host.size.height)]
    self.taps = zip(taps, recognized).map { TapOutcome(tap: $0, recognized: $1) }
    let diagnostics = host.diagnostics
    var byPath: [String: [String]] = [:]
    for diagnostic in diagnostics where !diagnostic.path.isEmpty {
      byPath[diagnostic.path, default: []].append(diagnostic.description)
    }
    renderDiagnostics = diagnostics.filter(\.path.isEmpty).map(\.description)
    // Depth first, with each node's parent and its path as `LayoutDiagnostic` spells it.
    var flat: [(node: FrameNode, parent: Int?, path: String)] = []
    var work: [(FrameNode, Int?, String)] = host.root.map { [($0, nil, $0.name)] } ?? []
    while let (node, parent, path) = work.popLast() {
      let index = flat.count
      flat.append((node, parent, path))
      for (position, child) in node.children.enumerated().reversed() {
        work.append((child, index, path + "/" + child.name + "[\(position)]"))
      }
    }
    // The trace numbers views as the frame tree does when nothing was measured and dropped.
    var explanations: [String] = []
    if let trace = host.trace {
      let report = TraceReport(trace: trace, root: host.root)
      if trace.views.count >= flat.count, zip(trace.views, flat).allSatisfy({ $0 == $1.node.name }) {
        explanations = report.viewTexts()
      }
    }
    nodes = flat.enumerated().map { index, entry in
      let frame = entry.node.frame
      return Node(
        index: index, parent: entry.parent, name: entry.node.name,
        // The type `#Preview` makes for its body has a mangled name that says nothing to a reader.
        sourceViews: entry.node.sourceViews.map { $0.hasPrefix("$s") ? "#Preview body" : $0 },
        identifiers: entry.node.identifiers,
        frame: [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }, path: entry.path,
        explain: index < explanations.count
          ? explanations[index].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n")
          : "(no trace: the view tree changed while it was laid out)",
        diagnostics: byPath[entry.path] ?? [])
    }
  }
}
