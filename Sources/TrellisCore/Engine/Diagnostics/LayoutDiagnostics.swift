import Foundation

/// A likely layout mistake found in a laid-out tree: text cut short, views on top of their
/// siblings, views of no size or off the screen, content under the status bar, a blank picture,
/// a layout that never settled.
///
/// ```swift
/// let host = LayoutHost(ContentView(), device: .iPhone)
/// for diagnostic in host.diagnostics { print(diagnostic) }
/// // truncatedText: Text "A very long title that…" is truncated: it needs 2 lines … at VStack/Text "A very long title…"[0]
/// ```
///
/// Each names the view by its path from the root — the names the frame tree prints, with the
/// index of each view among its siblings — and by the accessibility identifier of the view or
/// of the nearest view around it that has one.
public struct LayoutDiagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What kind of mistake a diagnostic reports.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A text that does not fit its frame: elided, or cut to fewer lines than it needs.
    case truncatedText
    /// A view cut off by a clipping view around it (`clipped`, `clipShape`) or by the screen's edge.
    case clippedView
    /// A view of a stack that overlaps a sibling: a negative spacing, an offset, a frame too small.
    case overlappingSiblings
    /// A text, an image or an identified view with no width or no height.
    case zeroSize
    /// A view entirely outside the window.
    case offScreen
    /// A text or an image under the status bar, the sensor housing or the home indicator.
    case outsideSafeArea
    /// A picture with nothing drawn on it.
    case blankRender
    /// A layout that hit one of the host's round limits: state that changed at every update, or
    /// geometry readers nested without end.
    case runawayLayout
  }

  /// What kind of mistake this is.
  public var kind: Kind
  /// What is wrong, in a sentence.
  public var message: String
  /// The view's path from the root: `VStack[0]/HStack[1]/Text "Milk"[2]`; empty for the whole render.
  public var path: String
  /// The accessibility identifier of the view, or of the nearest view around it that has one.
  public var accessibilityIdentifier: String?
  /// The view's frame in host coordinates, rounded to pixels; `nil` for the whole render.
  public var frame: CGRect?

  /// Creates a diagnostic.
  public init(kind: Kind, message: String, path: String, accessibilityIdentifier: String? = nil, frame: CGRect? = nil) {
    self.kind = kind
    self.message = message
    self.path = path
    self.accessibilityIdentifier = accessibilityIdentifier
    self.frame = frame
  }

  /// `kind: message at path #identifier`.
  public var description: String {
    var text = "\(kind.rawValue): \(message)"
    if !path.isEmpty { text += " at \(path)" }
    if let accessibilityIdentifier { text += " #\(accessibilityIdentifier)" }
    return text
  }
}

extension LayoutResult {
  /// The likely layout mistakes of this layout, in the order of the frame tree, then those of
  /// the whole render.
  ///
  /// Found by reading the result alone: each text is measured again at its frame to tell
  /// whether it is truncated; nothing else is laid out.
  public var diagnostics: [LayoutDiagnostic] {
    LayoutDiagnostician(result: self).diagnose()
  }
}

extension LayoutHost {
  /// The likely layout mistakes of the last layout: truncated and clipped text, views
  /// overlapping their siblings, views of no size or off the screen, content outside the safe
  /// area, a blank render and a layout that hit the host's round limits.
  ///
  /// ```swift
  /// let host = LayoutHost(ContentView(), device: .iPhone)
  /// #expect(host.diagnostics.isEmpty)
  /// ```
  public var diagnostics: [LayoutDiagnostic] { result.diagnostics }
}

/// Reads a result for the mistakes ``LayoutResult/diagnostics`` reports.
private struct LayoutDiagnostician {
  let result: LayoutResult
  private var nodes: ResolvedNodes { result.nodes }

  /// A view more than this far past a bound, in points, is past it: less is pixel rounding.
  private let slack: CGFloat = 0.5

  func diagnose() -> [LayoutDiagnostic] {
    var found: [LayoutDiagnostic] = []
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String, _ node: NodeID) {
      found.append(
        LayoutDiagnostic(
          kind: kind, message: message, path: path(of: node), accessibilityIdentifier: identifier(around: node),
          frame: result.displayFrame(node)))
    }
    let window = CGRect(origin: .zero, size: result.size)
    let hasWindow = window.width > 0 && window.height > 0
    let safeArea = result.regions.first?.safeArea ?? window
    // Views under a node already reported off screen are not reported again, nor views in a
    // scroll view, whose content may lie beyond the window.
    var skipOffScreen: Set<NodeID> = []

    for node in result.order {
      guard let frame = result.layoutFrame(node) else { continue }
      let behavior = nodes.behaviors[node]
      let name = behavior.debugName
      let role = behavior.role
      let isContent = role == .text || role == .image
      let parent = nodes.structures[node].parent
      let scrolls = role == .scrolls
      if parent >= 0, skipOffScreen.contains(Int(parent)) { skipOffScreen.insert(node) }

      // No size.
      if frame.width <= 0 || frame.height <= 0 {
        let empty = (behavior as? any TextContent)?.isEmptyText ?? false
        if (isContent && !empty) || nodes.identifiersOfNode[node] != nil {
          report(.zeroSize, "\(name) is \(formatSize(frame.size)): it shows nothing.", node)
        }
        continue
      }
      // Off screen, or cut by the screen's edge.
      if hasWindow, !skipOffScreen.contains(node) {
        // The slack never inverts a thin view (a hairline separator, 1/3 pt tall): inset by
        // more than half its size, its frame would be null and reported as off screen.
        let inset = frame.insetBy(
          dx: Swift.min(slack, frame.width / 2 - 1e-6), dy: Swift.min(slack, frame.height / 2 - 1e-6))
        if !inset.intersects(window) {
          report(.offScreen, "\(name) is outside the \(formatSize(window.size)) window.", node)
          skipOffScreen.insert(node)
          continue
        }
        if isContent, !window.insetBy(dx: -slack, dy: -slack).contains(frame) {
          report(.clippedView, "\(name) runs past the edge of the window and is cut off.", node)
        }
      }
      if scrolls { skipOffScreen.insert(node) }
      // Under the status bar or the home indicator.
      if isContent, hasWindow, safeArea != window, !skipOffScreen.contains(node),
        !safeArea.insetBy(dx: -slack, dy: -slack).contains(frame)
      {
        report(.outsideSafeArea, "\(name) lies outside the safe area \(FrameNode.format(safeArea)).", node)
      }
      // Truncated.
      if let text = behavior as? any TextContent, let truncation = text.truncation(in: frame.size) {
        let lines = truncation.neededLines
        report(
          .truncatedText,
          "\(name) is truncated: it needs \(lines) line\(lines == 1 ? "" : "s") "
            + "\(formatSize(truncation.needed)) and shows \(truncation.shownLines) in \(formatSize(frame.size)).",
          node)
      }
      // Cut by a clipping view around it.
      if let clip = clippingAncestor(of: node), let clipFrame = result.layoutFrame(clip),
        !clipFrame.insetBy(dx: -slack, dy: -slack).contains(frame), isContent || nodes.children(of: node).isEmpty
      {
        report(.clippedView, "\(name) is cut off by \(nodes.behaviors[clip].debugName) around it.", node)
      }
      // On top of a sibling in a stack.
      if case .stack = role {
        let children = nodes.children(of: node).compactMap { child -> (NodeID, CGRect)? in
          guard let frame = result.layoutFrame(child), frame.width > 0, frame.height > 0 else { return nil }
          return (child, frame)
        }
        // Stacked children follow one another: each is compared with the next.
        for (current, next) in zip(children, children.dropFirst()) {
          let overlap = current.1.intersection(next.1)
          if overlap.width > slack && overlap.height > slack {
            report(
              .overlappingSiblings,
              "\(nodes.behaviors[current.0].debugName) overlaps its sibling \(nodes.behaviors[next.0].debugName) "
                + "by \(formatSize(overlap.size)).",
              current.0)
          }
        }
      }
    }
    found += renderDiagnostics()
    return found
  }

  /// A blank picture and a runaway layout: diagnostics of the whole render.
  private func renderDiagnostics() -> [LayoutDiagnostic] {
    var found: [LayoutDiagnostic] = []
    if result.size.width > 0, result.size.height > 0, !draws(result.displayList().items) {
      found.append(
        LayoutDiagnostic(
          kind: .blankRender, message: "Nothing is drawn: the picture is blank.", path: "",
          frame: CGRect(origin: .zero, size: result.size)))
    }
    for issue in result.issues where issue.kind == .runawayLayout {
      found.append(LayoutDiagnostic(kind: .runawayLayout, message: issue.message, path: ""))
    }
    return found
  }

  /// Whether any of `items` puts paint on the canvas.
  private func draws(_ items: [DisplayList.Item]) -> Bool {
    items.contains { item in
      switch item {
      case .fill(_, let paint, let bounds, _), .stroke(_, let paint, let bounds, _):
        if case .color(let color) = paint, color.opacity <= 0 { return false }
        return bounds.width > 0 || bounds.height > 0
      case .text(let request, let frame, _): return !request.string.isEmpty && frame.width > 0
      case .symbol(_, let frame, let color, _): return color.opacity > 0 && frame.width > 0
      case .image(_, let frame, _): return frame.width > 0 && frame.height > 0
      case .group(let items, let effect):
        if case .opacity(let value) = effect, value <= 0 { return false }
        return draws(items)
      }
    }
  }

  /// The nearest view around `node` that clips its content.
  private func clippingAncestor(of node: NodeID) -> NodeID? {
    var ancestor = nodes.structures[node].parent
    while ancestor >= 0 {
      let role = nodes.behaviors[Int(ancestor)].role
      if role == .clips || role == .scrolls { return Int(ancestor) }
      ancestor = nodes.structures[Int(ancestor)].parent
    }
    return nil
  }

  /// The accessibility identifier of `node`, or of the nearest node around it that has one.
  private func identifier(around node: NodeID) -> String? {
    var current = node
    while true {
      if let identifiers = nodes.identifiersOfNode[current], let first = identifiers.sorted().first { return first }
      let parent = nodes.structures[current].parent
      guard parent >= 0 else { return nil }
      current = Int(parent)
    }
  }

  /// The path of `node`: the names of the views from the root down, each with its index among
  /// its siblings. A path deeper than 40 views keeps its first and last 20.
  private func path(of node: NodeID) -> String {
    var components: [String] = []
    var current = node
    while true {
      let parent = nodes.structures[current].parent
      let name = nodes.behaviors[current].debugName
      guard parent >= 0 else {
        components.append(name)
        break
      }
      let siblings = nodes.children(of: Int(parent))
      let index = (siblings.firstIndex(of: current) ?? siblings.startIndex) - siblings.startIndex
      components.append("\(name)[\(index)]")
      current = Int(parent)
    }
    components.reverse()
    if components.count > 40 {
      components = components.prefix(20) + ["…"] + components.suffix(20)
    }
    return components.joined(separator: "/")
  }
}

/// A size as diagnostics print it: `390 × 844`.
private func formatSize(_ size: CGSize) -> String {
  "\(formatLength(size.width)) × \(formatLength(size.height))"
}
