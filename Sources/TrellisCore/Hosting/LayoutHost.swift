import Foundation

/// Lays out a view as a window of a given size would, and answers where everything went.
///
/// The host proposes its size to the root view and centres the root in it, as SwiftUI's
/// root does (layout-semantics.md §1.1). Several top-level views are stacked in an implicit
/// `VStack`. Frames are in host coordinates and rounded to the pixel grid of `displayScale`
/// (§1.15).
///
/// ```swift
/// let host = LayoutHost(ChecklistRow(name: "Milk"), size: CGSize(width: 390, height: 844), displayScale: 3)
/// host.frame(of: "name")   // the frame of the view tagged .accessibilityIdentifier("name")
/// print(host.dump())
/// ```
///
/// Fidelity: verified — the root is proposed the host's size and centred in it, as every §2 C
/// fixture checks (e.g. C 35 and 47); the implicit `VStack` of several top-level views is
/// from OpenSwiftUI (§1.1).
public final class LayoutHost {
  /// The size of the host: the window proposed to the root view, or the canvas the root asked for.
  public private(set) var size = CGSize.zero
  /// The number of pixels per point.
  public let displayScale: CGFloat
  /// The counters of the layout: size queries, cache hits, nodes.
  public private(set) var statistics = LayoutStatistics()
  /// SwiftUI's runtime messages reported while resolving and laying out, such as
  /// "Invalid frame dimension (negative or non-finite)."
  public private(set) var runtimeIssues: [String] = []

  let tree: ViewTree
  let engine: LayoutEngine
  let rootNode: NodeID?
  /// Each node's frame after right-to-left mirroring, before pixel rounding.
  private var layoutFrames: [CGRect] = []

  /// Lays out `rootView` in a window of `size`.
  ///
  /// - Parameters:
  ///   - rootView: The view to lay out.
  ///   - size: The size proposed to the root view. Negative or non-finite values are replaced by 0.
  ///   - displayScale: Pixels per point: 1, 2 or 3. Anything not positive and finite is replaced by 1.
  ///   - environment: The environment the root view starts from; the host sets its display scale.
  ///   - textMeasurer: What measures `Text` and symbol images, unless `environment` sets a measurer.
  ///     `import Trellis` gives an initializer without this parameter that measures with real fonts.
  ///   - tracing: Whether to record every size question and placement in ``trace``.
  public convenience init<V: View>(
    _ rootView: V, size: CGSize, displayScale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues(),
    textMeasurer: any TextMeasuring, tracing: Bool = false
  ) {
    let log = RuntimeIssueLog()
    func sanitize(_ value: CGFloat, _ name: String) -> CGFloat {
      guard value.isFinite, value >= 0 else {
        log.append("LayoutHost: invalid \(name) \(value); using 0.")
        return 0
      }
      return value
    }
    let window = CGSize(width: sanitize(size.width, "width"), height: sanitize(size.height, "height"))
    self.init(
      rootView, sizing: .window(window, safeArea: EdgeInsets()), displayScale: displayScale, environment: environment,
      textMeasurer: textMeasurer, log: log, tracing: tracing)
  }

  /// Lays out `rootView` as it would appear on `device`: its window size, display scale, safe
  /// area and size classes.
  ///
  /// ```swift
  /// let host = LayoutHost(ContentView(), device: .iPadSplitOneThird)
  /// ```
  public convenience init<V: View>(
    _ rootView: V, device: Device, environment: EnvironmentValues = EnvironmentValues(),
    textMeasurer: any TextMeasuring, tracing: Bool = false
  ) {
    var environment = environment
    environment.horizontalSizeClass = device.horizontalSizeClass
    environment.verticalSizeClass = device.verticalSizeClass
    self.init(
      rootView, sizing: .window(device.size, safeArea: device.safeAreaInsets), displayScale: device.displayScale,
      environment: environment, textMeasurer: textMeasurer, log: RuntimeIssueLog(), tracing: tracing)
  }

  /// Lays out `rootView` for `proposal`, on a canvas of exactly the size the view asks for, as
  /// `ImageRenderer` does: `.unspecified` lays it out at its ideal size.
  ///
  /// A canvas cannot be infinite: a NaN or infinite dimension of `proposal` is reported and
  /// left unspecified, and a negative one is reported and taken as 0.
  public convenience init<V: View>(
    _ rootView: V, proposal: ProposedViewSize, displayScale: CGFloat = 1,
    environment: EnvironmentValues = EnvironmentValues(), textMeasurer: any TextMeasuring, tracing: Bool = false
  ) {
    let log = RuntimeIssueLog()
    func sanitize(_ value: CGFloat?, _ name: String) -> CGFloat? {
      guard let value else { return nil }
      guard value.isFinite else {
        log.append("LayoutHost: invalid proposed \(name) \(value); using the ideal \(name).")
        return nil
      }
      guard value >= 0 else {
        log.append("LayoutHost: invalid proposed \(name) \(value); using 0.")
        return 0
      }
      return value
    }
    let safe = ProposedViewSize(width: sanitize(proposal.width, "width"), height: sanitize(proposal.height, "height"))
    self.init(
      rootView, sizing: .proposal(safe), displayScale: displayScale, environment: environment,
      textMeasurer: textMeasurer, log: log, tracing: tracing)
  }

  /// How the host sizes its root: a window the root is centred in, or a canvas the root's size.
  private enum Sizing: Equatable {
    case window(CGSize, safeArea: EdgeInsets)
    case proposal(ProposedViewSize)
  }

  private init<V: View>(
    _ rootView: V, sizing: Sizing, displayScale: CGFloat, environment: EnvironmentValues,
    textMeasurer: any TextMeasuring, log: RuntimeIssueLog, tracing: Bool
  ) {
    var scale = displayScale
    if !(scale.isFinite && scale > 0) {
      log.append("LayoutHost: invalid display scale \(displayScale); using 1.")
      scale = 1
    }
    var environment = environment
    environment.displayScale = scale
    if !environment.hasTextMeasurer { environment.textMeasurer = textMeasurer }

    let tree = ViewTree()
    let resolver = ViewResolver(tree: tree)
    let engine = LayoutEngine(tree: tree, resolver: resolver, displayScale: scale)
    let root: NodeID? = LargeStackThread.run {
      RuntimeIssues.$log.withValue(log) {
        let inputs = _ViewInputs(environment: environment, resolver: resolver)
        let made = resolver.makeNodes(rootView, inputs: inputs)
        switch made.count {
        case 0: return nil
        case 1: return made[0]
        default:
          // SwiftUI's implicit root is a VStack (`defaultImplicitRootType`).
          return tree.append(
            CustomLayoutBehavior(layout: VStackLayout(), name: "VStack"), children: made,
            layoutDirection: environment.layoutDirection)
        }
      }
    }
    self.displayScale = scale
    self.tree = tree
    self.engine = engine
    self.rootNode = root
    self.log = log
    self.sizing = sizing
    self.tracing = tracing
    runPass()
  }

  /// Where resolution and every pass report SwiftUI's runtime messages.
  private let log: RuntimeIssueLog
  /// How the root is sized: kept, so that ``relayout(size:)`` can run the same pass again.
  private var sizing: Sizing
  private let tracing: Bool

  /// Lays the resolved tree out again, as SwiftUI does when a window changes size or something
  /// asks for layout, without resolving the views again.
  ///
  /// Sizes computed in earlier passes are kept (the views have not changed), so a new size
  /// computes only the answers that depend on it. When nothing changed at all — the same size,
  /// and no ``invalidateLayout()`` since the last pass — the frames are still right and nothing
  /// is done, as SwiftUI does nothing for a view graph with nothing invalidated. ``statistics``
  /// and ``trace`` then describe this pass (no question asked, when nothing was done).
  ///
  /// - Parameter size: The new window size, or `nil` to keep the current one. A host made with
  ///   a `proposal` keeps sizing its canvas to the root view and ignores `size`.
  public func relayout(size: CGSize? = nil) {
    let previous = sizing
    if let size, case .window(_, let insets) = sizing {
      let sanitized = CGSize(
        width: size.width.isFinite ? Swift.max(size.width, 0) : 0,
        height: size.height.isFinite ? Swift.max(size.height, 0) : 0)
      if sanitized != size { log.append("LayoutHost: invalid size \(size); using \(sanitized).") }
      sizing = .window(sanitized, safeArea: insets)
    }
    guard needsLayout || sizing != previous else {
      statistics = LayoutStatistics()
      statistics.nodeCount = tree.count
      trace = tracing ? LayoutTrace(views: trace?.views ?? [], events: []) : nil
      return
    }
    runPass()
  }

  /// Discards every size, spacing and alignment answer the engine has cached, as SwiftUI does
  /// when a view's inputs change, so the next ``relayout(size:)`` computes everything again.
  public func invalidateLayout() {
    engine.invalidateCaches()
    needsLayout = true
  }

  /// Whether the frames may be out of date: before the first pass and after ``invalidateLayout()``.
  private var needsLayout = true

  // A layout's cache may hold its subviews (a Grid's does, and a user's `Layout` may), which
  // refer to the engine that holds the cache: dropping the caches breaks that cycle, so a host
  // frees everything it made when it goes.
  deinit {
    engine.invalidateCaches()
  }

  /// One layout pass: sizes the root for the host's sizing, places every view, and reads the
  /// frames, statistics and trace back.
  private func runPass() {
    let (tree, engine, root, sizing, log) = (self.tree, self.engine, self.rootNode, self.sizing, self.log)
    needsLayout = false
    let recorder = tracing ? LayoutTraceRecorder() : nil
    engine.trace = recorder
    engine.resetStatistics()
    let canvas: CGSize = LargeStackThread.run {
      RuntimeIssues.$log.withValue(log) {
        engine.growStorage()
        switch sizing {
        case .window(let size, let insets):
          // The root is proposed the window less its safe area, and centred in what is left (§1.1).
          let safe = CGRect(
            x: insets.leading, y: insets.top,
            width: Swift.max(size.width - insets.leading - insets.trailing, 0),
            height: Swift.max(size.height - insets.top - insets.bottom, 0))
          engine.setWindow(CGRect(origin: .zero, size: size), safeArea: safe)
          if let root {
            engine.layout(root: root, proposal: ProposedViewSize(safe.size), in: safe)
          }
          return size
        case .proposal(let proposal):
          guard let root else { return .zero }
          let size = engine.size(of: root, proposal: proposal)
          let canvas = CGSize(
            width: size.width.isFinite ? Swift.max(size.width, 0) : 0,
            height: size.height.isFinite ? Swift.max(size.height, 0) : 0)
          engine.setWindow(CGRect(origin: .zero, size: canvas), safeArea: CGRect(origin: .zero, size: canvas))
          engine.layout(root: root, proposal: proposal, in: CGRect(origin: .zero, size: canvas))
          return canvas
        }
      }
    }
    size = canvas
    var statistics = engine.statistics
    statistics.nodeCount = tree.count
    self.statistics = statistics
    runtimeIssues = log.messages
    layoutFrames = root.map { RightToLeftMirroring.frames(tree: tree, engine: engine, root: $0) } ?? []
    engine.trace = nil
    trace = recorder.map { Self.numbered($0, tree: tree, root: root) }
  }

  /// The layout's trace, when the host was made with `tracing: true`.
  public private(set) var trace: LayoutTrace? = nil

  /// Numbers the views depth first, as the dump lists them, and the events by those numbers.
  private static func numbered(_ recorder: LayoutTraceRecorder, tree: ViewTree, root: NodeID?) -> LayoutTrace {
    var numbers: [NodeID: Int] = [:]
    var names: [String] = []
    var work = root.map { [$0] } ?? []
    while let node = work.popLast() {
      numbers[node] = names.count
      names.append(tree[node].behavior.debugName)
      work.append(contentsOf: tree.children(of: node).reversed())
    }
    func number(_ node: NodeID) -> Int {
      if let known = numbers[node] { return known }
      numbers[node] = names.count
      names.append(tree[node].behavior.debugName)
      return names.count - 1
    }
    let events = recorder.events.map { event -> LayoutTrace.Event in
      switch event {
      case .size(let node, let proposal, let size, let cacheHit):
        .size(view: number(node), proposal: proposal, size: size, cacheHit: cacheHit)
      case .placement(let node, let proposal, let frame):
        .placement(view: number(node), proposal: proposal, frame: frame)
      }
    }
    return LayoutTrace(views: names, events: events)
  }

  /// The frame of the first view tagged `identifier`, in host coordinates, rounded to pixels.
  public func frame(of identifier: String) -> CGRect? {
    unroundedFrame(of: identifier)?.roundedToPixels(scale: displayScale)
  }

  /// The frame of the first view tagged `identifier`, in host coordinates, before pixel rounding.
  public func unroundedFrame(of identifier: String) -> CGRect? {
    guard let node = tree.identifiers[identifier]?.first, node < layoutFrames.count else { return nil }
    let frame = layoutFrames[node]
    return frame.isNull ? nil : frame
  }

  /// The frames of every view tagged `identifier`, in resolution order, rounded to pixels.
  public func frames(of identifier: String) -> [CGRect] {
    (tree.identifiers[identifier] ?? []).compactMap { node in
      node < layoutFrames.count && !layoutFrames[node].isNull
        ? layoutFrames[node].roundedToPixels(scale: displayScale) : nil
    }
  }

  /// The laid-out tree, or `nil` when the root view is empty.
  public var root: FrameNode? {
    guard let rootNode else { return nil }
    // Built bottom-up from an explicit post-order, so very deep trees need no recursion.
    var order: [NodeID] = []
    var work = [rootNode]
    while let node = work.popLast() {
      order.append(node)
      work.append(contentsOf: tree.children(of: node))
    }
    let identifiers = identifiersByNode()
    var built: [NodeID: FrameNode] = [:]
    for node in order.reversed() {
      built[node] = FrameNode(
        name: tree[node].behavior.debugName, sourceViews: tree.sourceViews[node] ?? [],
        identifiers: identifiers[node] ?? [], frame: displayFrame(node),
        layoutFrame: node < layoutFrames.count && !layoutFrames[node].isNull ? layoutFrames[node] : .zero,
        children: tree.children(of: node).map { built.removeValue(forKey: $0)! })
    }
    return built[rootNode]
  }

  /// The laid-out tree as indented text: one view a line, with its rounded frame.
  ///
  /// ```
  /// HStack (0, 411, 390, 22)  ← ChecklistRow
  ///   Image systemName: "checkmark" (0, 413, 17, 17)
  /// ```
  public func dump() -> String {
    guard let rootNode else { return "(empty)" }
    let identifiers = identifiersByNode()
    var lines: [String] = []
    var work: [(NodeID, Int)] = [(rootNode, 0)]
    while let (node, depth) = work.popLast() {
      lines.append(
        FrameNode.line(
          name: tree[node].behavior.debugName, sources: tree.sourceViews[node] ?? [],
          identifiers: identifiers[node] ?? [], frame: displayFrame(node), depth: depth))
      for child in tree.children(of: node).reversed() { work.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n")
  }

  /// What the laid-out view draws, back to front, at its pixel-rounded frames, on a canvas of the host's size.
  public func displayList() -> DisplayList {
    guard let rootNode else { return DisplayList(size: size, items: []) }
    return DisplayListBuilder.build(
      tree: tree, engine: engine, root: rootNode,
      frame: { node in
        node < self.layoutFrames.count && !self.layoutFrames[node].isNull
          ? self.layoutFrames[node].roundedToPixels(scale: self.displayScale) : nil
      },
      canvas: size)
  }

  /// How many times the size of the first view tagged `identifier` was computed: cache misses only.
  public func sizeComputations(of identifier: String) -> Int? {
    tree.identifiers[identifier]?.first.map { engine.computationCount(of: $0) }
  }

  private func displayFrame(_ node: NodeID) -> CGRect {
    let frame = node < layoutFrames.count ? layoutFrames[node] : .null
    return frame.isNull ? .zero : frame.roundedToPixels(scale: displayScale)
  }

  /// The identifiers of each tagged node, sorted.
  private func identifiersByNode() -> [NodeID: [String]] {
    var result: [NodeID: [String]] = [:]
    for (identifier, nodes) in tree.identifiers {
      for node in nodes { result[node, default: []].append(identifier) }
    }
    return result.mapValues { $0.sorted() }
  }
}
