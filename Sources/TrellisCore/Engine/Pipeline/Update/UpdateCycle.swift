import Foundation

/// The one way a host's views are brought up to date: resolve what changed, lay out, make the
/// content geometry readers ask for, run the passes that move views once every view is placed,
/// run the actions the views asked for, run the features' settle hooks — round after round until
/// nothing changes.
///
/// Every way in goes through ``update(resizingTo:)``: a host made, a state change read through
/// the result, a new window size, a tap or a typed text. So an `onAppear`, `onChange` or `task`
/// queued by a change a resize picks up runs in that update, as on the device, and focus is kept
/// in one view whatever caused the change.
///
/// Features take part without the cycle naming them: a view's resolution makes a shared object
/// (``ResolveContext/shared(_:make:)``) that is a ``PlacementPass`` (matched geometry) or a
/// ``SettleHook`` (focus), and the cycle runs every such object the graph holds.
final class UpdateCycle {
  /// What the host was made with.
  let configuration: HostConfiguration
  /// The number of pixels per point.
  let displayScale: CGFloat
  /// The views, resolved: made again when state they read changes and cannot be re-evaluated alone.
  private(set) var tree: ResolvedTree
  private var resolver: ViewResolver
  private(set) var engine: LayoutEngine
  /// The state the host keeps for its views, by identity, from one resolution to the next.
  let graph = ViewGraph()
  /// Where resolution and every pass report SwiftUI's runtime messages.
  let log: RuntimeIssueLog
  /// The screen `UIScreen.main` answers and asset variants are chosen for while the views resolve.
  let screen: HostScreen
  /// How the root is sized: a window, or the canvas the root asks for.
  private(set) var sizing: HostConfiguration.Sizing
  /// What the last update produced.
  private(set) var result: LayoutResult
  /// How the cycle brought its views up to date after their state changed.
  private(set) var statistics = UpdateStatistics()
  /// Whether the views must be resolved: before the first update, and when state they read changed.
  private var needsResolve = true
  /// Whether the tree must be resolved from scratch rather than re-evaluated where it changed.
  private var needsFirstResolution = true
  /// Whether the frames may be out of date: before the first layout, after a resize, after
  /// ``invalidateLayout()``.
  private var needsLayout = true

  /// The most updates one change may cause before the cycle gives up: an update that changes
  /// state again would otherwise never end.
  static let roundLimit = 100
  /// The most rounds of geometry content one layout makes: one per level of geometry readers
  /// nested in one another's content. A reader whose content holds a reader whose content holds
  /// … without end would otherwise never finish.
  static let geometryRoundLimit = 10_000

  @MainActor init(configuration: HostConfiguration, log: RuntimeIssueLog) {
    self.configuration = configuration
    self.log = log
    displayScale = configuration.displayScale
    screen = configuration.screen
    sizing = configuration.sizing
    let tree = ResolvedTree()
    self.tree = tree
    resolver = ViewResolver(tree: tree, graph: graph)
    engine = LayoutEngine(tree: tree, displayScale: configuration.displayScale)
    result = .empty(size: .zero, displayScale: configuration.displayScale)
    update()
  }

  // A layout's cache may hold its subviews (a Grid's does, and a user's `Layout` may), which
  // reach the engine that reaches the tree holding the cache: emptying the tree's memory
  // breaks that cycle, so a host frees everything it made when it goes.
  deinit {
    tree.memory.releaseAll()
  }

  // MARK: The one entry

  /// Brings the views up to date: with a new window `size` when one is given (a host sized by a
  /// proposal keeps sizing its canvas to the root), resolving what changed, laying out what
  /// needs it, and running what the views asked for, until nothing changes.
  ///
  /// When nothing changed at all — the same size, no change of state, no
  /// ``invalidateLayout()`` — the frames are still right and nothing is done, as SwiftUI does
  /// nothing for a view graph with nothing invalidated; when `reportsNothingDone`, the result's
  /// statistics and trace then describe this update (no question asked).
  ///
  /// The update runs the app's code (views' bodies, actions), which is the main actor's, so it
  /// runs on the main actor (``mainActorCall(_:_:)``).
  @MainActor func update(resizingTo size: CGSize? = nil, reportsNothingDone: Bool = false) {
    if let size { resize(to: size) }
    if graph.takeChange() { needsResolve = true }
    guard needsResolve || needsLayout else {
      if reportsNothingDone { result = result.withNothingDone(tracing: configuration.tracing) }
      return
    }
    var rounds = 0
    while needsResolve || needsLayout {
      rounds += 1
      guard rounds <= Self.roundLimit else {
        log.append(
          "LayoutHost: the views' state kept changing after \(Self.roundLimit) updates (a view changes state "
            + "every time it is resolved?); showing the last update.", kind: .runawayLayout)
        needsResolve = false
        needsLayout = false
        return
      }
      if needsResolve { resolveChanges() }
      if needsLayout { layOut() }
      runActions()
      if graph.takeChange() { needsResolve = true }
      if !needsResolve && !needsLayout && runSettleHooks() { needsResolve = true }
    }
  }

  /// Discards every size, spacing and alignment answer the layout has kept, as SwiftUI does
  /// when a view's inputs change, so the next update computes everything again.
  func invalidateLayout() {
    tree.memory.resetAll()
    needsLayout = true
  }

  /// Waits for the tasks the views started, and for the tasks the updates they caused started in
  /// turn, bringing the views up to date after each.
  @MainActor func settle() async {
    repeat {
      await graph.settle()
      update()
    } while graph.hasTasks
  }

  // MARK: Steps

  /// A new window size: a sanitised one, reported when it was not usable.
  private func resize(to size: CGSize) {
    guard case .window(let current, let insets) = sizing else { return }
    let sanitized = CGSize(
      width: size.width.isFinite ? Swift.max(size.width, 0) : 0,
      height: size.height.isFinite ? Swift.max(size.height, 0) : 0)
    if sanitized != size { log.append("LayoutHost: invalid size \(size); using \(sanitized).") }
    if sanitized != current { needsLayout = true }
    sizing = .window(sanitized, safeArea: insets)
  }

  /// Brings the tree up to date with the state its views read: resolves it the first time;
  /// then evaluates again only the views whose state changed and splices what they make into
  /// the tree (``ViewResolver/reevaluate(_:)``), or, when that cannot be done, resolves every
  /// view again.
  @MainActor private func resolveChanges() {
    needsResolve = false
    needsLayout = true
    if needsFirstResolution {
      needsFirstResolution = false
      _ = graph.takeDirtyViews()
      resolve(into: resolver)
      return
    }
    guard let dirty = graph.takeDirtyViews() else {
      resolveAgain(because: "a change no view's state names (app or scene storage, navigation, focus)")
      return
    }
    // The old result shares the tree's arrays: let it go first, so the tree changes in place.
    result = .empty(size: result.size, displayScale: displayScale)
    let (resolver, log, screen) = (self.resolver, self.log, self.screen)
    let outcome = LargeStackThread.runOnMainActor {
      RuntimeIssues.$log.withValue(log) { HostScreen.$current.withValue(screen) { resolver.reevaluate(dirty) } }
    }
    switch outcome {
    case .applied(let count):
      statistics.incrementalUpdates += 1
      statistics.reevaluatedViews += count
    case .declined(let reason), .abandoned(let reason):
      resolveAgain(because: reason)
    }
  }

  /// Resolves the views again, into a new tree, because state they read changed and `reason`
  /// kept the cycle from evaluating only the views that read it; the old tree and the answers
  /// layout kept for it go.
  @MainActor private func resolveAgain(because reason: String) {
    statistics.fullResolutions += 1
    statistics.lastFallbackReason = reason
    result = .empty(size: result.size, displayScale: displayScale)
    tree.memory.releaseAll()
    let tree = ResolvedTree()
    let resolver = ViewResolver(tree: tree, graph: graph)
    self.tree = tree
    self.resolver = resolver
    engine = LayoutEngine(tree: tree, displayScale: displayScale)
    resolve(into: resolver)
  }

  /// Resolves the root view into `resolver`'s tree, on the large-stack thread, keeping the state
  /// of every view resolved again and dropping the state of views that left.
  @MainActor private func resolve(into resolver: ViewResolver) {
    let (graph, log, resolveRoot, screen) = (self.graph, self.log, configuration.resolveRoot, self.screen)
    LargeStackThread.runOnMainActor {
      RuntimeIssues.$log.withValue(log) {
        HostScreen.$current.withValue(screen) {
          graph.beginResolution()
          resolveRoot(resolver)
          graph.endResolution()
          resolver.trimStorage()
        }
      }
    }
  }

  /// One layout: sizes the root for the host's sizing and places every view; makes the content
  /// of geometry readers once they are placed and places it, round after round; runs the passes
  /// that move placed views; and keeps what it produced as the ``result``.
  @MainActor private func layOut() {
    let (tree, engine, resolver, sizing, log) = (self.tree, self.engine, self.resolver, self.sizing, self.log)
    // Unchecked: the passes are used by the closure alone, on the thread the caller waits for.
    nonisolated(unsafe) let passes = graph.sharedObjects(of: (any PlacementPass).self)
    needsLayout = false
    // The old result shares the tree's arrays: let it go first, so the tree changes in place.
    result = .empty(size: result.size, displayScale: displayScale)
    let recorder = configuration.tracing ? LayoutTraceRecorder() : nil
    let (output, canvas) = LargeStackThread.runOnMainActor {
      RuntimeIssues.$log.withValue(log) {
        let canvas: CGSize
        switch sizing {
        case .window(let size, let insets):
          // The root is proposed the window less its safe area, and centred in what is left (§1.1).
          let safe = CGRect(
            x: insets.leading, y: insets.top,
            width: Swift.max(size.width - insets.leading - insets.trailing, 0),
            height: Swift.max(size.height - insets.top - insets.bottom, 0))
          engine.beginPass(window: CGRect(origin: .zero, size: size), safeArea: safe, trace: recorder)
          if let root = tree.nodes.root {
            engine.layOut(root: root, proposal: ProposedViewSize(safe.size), in: safe)
          }
          canvas = size
        case .proposal(let proposal):
          guard let root = tree.nodes.root else { return (engine.finishPass(), CGSize.zero) }
          engine.beginPass(window: .zero, safeArea: .zero, trace: recorder)
          let size = engine.size(of: root, proposal: proposal)
          canvas = CGSize(
            width: size.width.isFinite ? Swift.max(size.width, 0) : 0,
            height: size.height.isFinite ? Swift.max(size.height, 0) : 0)
          // The canvas is the root's size, and all of it is safe.
          engine.setWindow(CGRect(origin: .zero, size: canvas), safeArea: CGRect(origin: .zero, size: canvas))
          engine.layOut(root: root, proposal: proposal, in: CGRect(origin: .zero, size: canvas))
        }
        Self.makeGeometryContent(tree: tree, resolver: resolver, engine: engine)
        // Passes move views once every view is placed; geometry readers they hold may need
        // content for their new size.
        for pass in passes { pass.apply(annotations: tree.nodes.annotations, engine: engine) }
        Self.makeGeometryContent(tree: tree, resolver: resolver, engine: engine)
        return (engine.finishPass(), canvas)
      }
    }
    result = LayoutResult(
      nodes: tree.nodes, placements: output.placements, size: canvas, displayScale: displayScale,
      statistics: output.statistics, trace: recorder, runtimeIssues: log.issues)
  }

  /// Makes the content each geometry reader asked for once placed, and places it; its own
  /// readers ask in turn, until none does.
  private static func makeGeometryContent(tree: ResolvedTree, resolver: ViewResolver, engine: LayoutEngine) {
    var rounds = 0
    while !engine.geometryRequests.isEmpty {
      rounds += 1
      guard rounds <= geometryRoundLimit else {
        RuntimeIssues.report(
          "GeometryReader content nested more than \(geometryRoundLimit) levels deep (a reader's content makes "
            + "another reader without end?); the readers past that level show nothing.", kind: .runawayLayout)
        return
      }
      let requests = engine.geometryRequests
      for request in requests { resolver.resolveContent(of: request.node, for: request.proxy) }
      engine.continuePass()
      for request in requests where tree.geometryOfContent(of: request.node) == request.proxy {
        engine.placeDescendants(of: request.node)
      }
    }
  }

  /// Runs the actions the views asked for during the update: they may change state, which
  /// updates the views again.
  private func runActions() {
    let actions = graph.takeActions()
    guard !actions.isEmpty else { return }
    RuntimeIssues.$log.withValue(log) {
      for action in actions { action() }
    }
  }

  /// Runs the features' settle hooks on the settled result.
  ///
  /// - Returns: Whether one changed state, so the views must be updated again.
  private func runSettleHooks() -> Bool {
    var changed = false
    for hook in graph.sharedObjects(of: (any SettleHook).self) where hook.settle(result) { changed = true }
    return changed && graph.takeChange()
  }
}

/// A pass that moves views once every view is placed, before the layout's result is kept: the
/// views of a matched-geometry group go to their source's frame.
///
/// A feature registers one by making it a shared object of the host while its views resolve
/// (``ResolveContext/shared(_:make:)``); the update cycle runs each after every layout.
protocol PlacementPass: AnyObject {
  /// Moves the placed views the annotations name, through `engine`.
  func apply(annotations: [NodeID: NodeAnnotations], engine: LayoutEngine)
}

/// What a feature checks once an update has settled: focus, kept in one view.
///
/// A feature registers one by making it a shared object of the host while its views resolve
/// (``ResolveContext/shared(_:make:)``); the update cycle runs each when nothing else is left.
protocol SettleHook: AnyObject {
  /// Looks at the settled `result`; returns whether it changed state the views read.
  func settle(_ result: LayoutResult) -> Bool
}
