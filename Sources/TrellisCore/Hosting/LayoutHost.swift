import Foundation

/// Lays out a view as a window of a given size would, and answers where everything went.
///
/// The host proposes its size to the root view and centres the root in it, as SwiftUI's
/// root does (docs/LayoutRules.md §1.1). Several top-level views are stacked in an implicit
/// `VStack` (§1.16). Frames are in host coordinates and rounded to the pixel grid of
/// `displayScale` (§1.15).
///
/// ```swift
/// let host = LayoutHost(ChecklistRow(name: "Milk"), size: CGSize(width: 390, height: 844), displayScale: 3)
/// host.frame(of: "name")   // the frame of the view tagged .accessibilityIdentifier("name")
/// print(host.dump())
/// ```
///
/// The host keeps the lifecycle — it resolves the view once, lays it out, lays it out again
/// when asked (``relayout(size:)``, ``invalidateLayout()``) — and the current ``result``, a
/// value that every query reads.
///
/// Fidelity: verified — the root is proposed the host's size and centred in it, as every §2 C
/// fixture checks (e.g. C 35 and 47); the implicit `VStack` of several top-level views is
/// from OpenSwiftUI (§1.1, §1.16).
public final class LayoutHost {
  /// The number of pixels per point.
  public let displayScale: CGFloat
  /// The user defaults `@AppStorage` reads and writes in this host, in place of
  /// `UserDefaults.standard`: a store of its own, empty when the host is made, so that no test
  /// reads the machine's defaults. A test seeds it and reads it back; a write brings the views
  /// that read the key up to date.
  ///
  /// ```swift
  /// host.appStorage.set(false, forKey: "showPreview")
  /// #expect(host.appStorage.bool(forKey: "showPreview") == false)
  /// ```
  ///
  /// A view inside `defaultAppStorage(_:)`, or whose property names a `store:`, reads that store
  /// instead — which is how a test seeds values before the first layout.
  public var appStorage: UserDefaults { stores.appStorage }
  /// The storage of `@SceneStorage` in this host — the host is one scene — as key–value pairs,
  /// empty when the host is made: a test seeds it and reads it back as it does ``appStorage``.
  public var sceneStorage: UserDefaults { stores.sceneStorage }
  /// Where ``appStorage`` and ``sceneStorage`` are kept, made when first used.
  private let stores: HostStores
  /// What the last layout produced: frames, counters, trace and runtime issues — brought up to
  /// date first when state the views read has changed since.
  public var result: LayoutResult {
    updateIfNeeded()
    return current
  }
  private var current: LayoutResult

  /// The views, resolved: made again when state they read changes.
  private(set) var tree: ResolvedTree
  private var resolver: ViewResolver
  private(set) var engine: LayoutEngine
  /// The state the host keeps for its views, by identity, from one resolution to the next.
  let graph = ViewGraph()
  /// Resolves the root view, in the environment the host was made with, into a resolver's tree.
  private let resolveRootView: (ViewResolver) -> Void
  /// Whether state the views read has changed since they were resolved.
  private var needsResolve = false
  /// How the host brought its views up to date after their state changed.
  public private(set) var updateStatistics = UpdateStatistics()
  /// Where resolution and every pass report SwiftUI's runtime messages.
  let log: RuntimeIssueLog
  /// The screen `UIScreen.main` answers and asset variants are chosen for while the views resolve.
  let screen: HostScreen
  /// How the root is sized: kept, so that ``relayout(size:)`` can run the same pass again.
  private var sizing: Sizing
  private let tracing: Bool
  /// Whether the frames may be out of date: before the first pass and after ``invalidateLayout()``.
  private var needsLayout = true

  /// How the host sizes its root: a window the root is centred in, or a canvas the root's size.
  private enum Sizing: Equatable {
    case window(CGSize, safeArea: EdgeInsets)
    case proposal(ProposedViewSize)
  }

  // MARK: Creating

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
    let window = CGSize(width: Self.length(size.width, "width", log), height: Self.length(size.height, "height", log))
    self.init(
      rootView, sizing: .window(window, safeArea: EdgeInsets()), displayScale: displayScale, environment: environment,
      textMeasurer: textMeasurer, log: log, tracing: tracing)
  }

  /// Lays out `rootView` as it would appear on `device`: its window size, display scale, safe
  /// area and size classes — with the status bar and home indicator over it when `chrome` asks
  /// for them (``ScreenChrome``).
  ///
  /// ```swift
  /// let host = LayoutHost(ContentView(), device: .iPadSplitOneThird)
  /// let screen = LayoutHost(ContentView(), device: .iPhone15, chrome: .statusBarAndHomeIndicator)
  /// ```
  public convenience init<V: View>(
    _ rootView: V, device: Device, chrome: ScreenChrome = [], environment: EnvironmentValues = EnvironmentValues(),
    textMeasurer: any TextMeasuring, tracing: Bool = false
  ) {
    var environment = environment
    environment.horizontalSizeClass = device.horizontalSizeClass
    environment.verticalSizeClass = device.verticalSizeClass
    environment.hostScreen = HostScreen(device: device)
    self.init(
      rootView, sizing: .window(device.size, safeArea: device.safeAreaInsets), displayScale: device.displayScale,
      environment: environment, textMeasurer: textMeasurer, log: RuntimeIssueLog(), tracing: tracing, chrome: chrome)
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

  private init<V: View>(
    _ rootView: V, sizing: Sizing, displayScale: CGFloat, environment: EnvironmentValues,
    textMeasurer: any TextMeasuring, log: RuntimeIssueLog, tracing: Bool, chrome: ScreenChrome = []
  ) {
    let scale = DisplayScale.usable(displayScale)
    if !(displayScale.isFinite && displayScale > 0) {
      log.append("LayoutHost: invalid display scale \(displayScale); using 1.")
    } else if scale != displayScale {
      log.append("LayoutHost: display scale \(displayScale) is out of range; using \(scale).")
    }
    var environment = environment
    environment.displayScale = scale
    if !environment.hasTextMeasurer { environment.textMeasurer = textMeasurer }
    let screen = environment.hostScreen ?? Self.screen(for: sizing, scale: scale)
    environment.hostScreen = screen
    // A host made from another's views (a context menu's) shares its stores.
    let stores = environment.hostStores ?? HostStores()
    environment.hostStores = stores

    let resolveRootView: (ViewResolver) -> Void
    if !chrome.isEmpty, case .window(_, let safeArea) = sizing {
      resolveRootView = { $0.resolveRoot(rootView, environment: environment, chrome: chrome, safeArea: safeArea) }
    } else {
      resolveRootView = { $0.resolveRoot(rootView, environment: environment) }
    }
    let tree = ResolvedTree()
    let resolver = ViewResolver(tree: tree, graph: graph)
    self.displayScale = scale
    self.stores = stores
    self.tree = tree
    self.resolver = resolver
    self.engine = LayoutEngine(tree: tree, displayScale: scale)
    self.resolveRootView = resolveRootView
    self.log = log
    self.screen = screen
    self.sizing = sizing
    self.tracing = tracing
    self.current = .empty(size: .zero, displayScale: scale)
    resolve(into: resolver)
    layOut()
    runActions()
    update()
  }

  /// Resolves the root view into `resolver`'s tree, on the large-stack thread, keeping the state
  /// of every view resolved again and dropping the state of views that left.
  private func resolve(into resolver: ViewResolver) {
    let (graph, log, resolveRootView, screen) = (self.graph, self.log, self.resolveRootView, self.screen)
    LargeStackThread.run {
      RuntimeIssues.$log.withValue(log) {
        HostScreen.$current.withValue(screen) {
          graph.beginResolution()
          resolveRootView(resolver)
          graph.endResolution()
          resolver.tree.trimStorage()
        }
      }
    }
  }

  /// Brings the views up to date with the state they read: evaluates again only the views whose
  /// state changed and splices what they make into the tree (``ViewResolver/reevaluate(_:)``),
  /// or, when that cannot be done, resolves every view again.
  private func resolveChanges() {
    needsResolve = false
    guard let dirty = graph.takeDirtyViews() else {
      resolveAgain(because: "a change no view's state names (app or scene storage, navigation, focus)")
      return
    }
    // The old result shares the tree's arrays: let it go first, so the tree changes in place.
    current = .empty(size: current.size, displayScale: displayScale)
    let (resolver, log, screen) = (self.resolver, self.log, self.screen)
    let outcome = LargeStackThread.run {
      RuntimeIssues.$log.withValue(log) { HostScreen.$current.withValue(screen) { resolver.reevaluate(dirty) } }
    }
    switch outcome {
    case .applied(let count):
      updateStatistics.incrementalUpdates += 1
      updateStatistics.reevaluatedViews += count
      needsLayout = true
    case .declined(let reason), .abandoned(let reason):
      resolveAgain(because: reason)
    }
  }

  /// Resolves the views again, into a new tree, because state they read changed and `reason`
  /// kept the host from evaluating only the views that read it; the old tree and the answers
  /// layout kept for it go.
  private func resolveAgain(because reason: String) {
    updateStatistics.fullResolutions += 1
    updateStatistics.lastFallbackReason = reason
    current = .empty(size: current.size, displayScale: displayScale)
    tree.memory.releaseAll()
    let tree = ResolvedTree()
    let resolver = ViewResolver(tree: tree, graph: graph)
    resolve(into: resolver)
    self.tree = tree
    self.resolver = resolver
    self.engine = LayoutEngine(tree: tree, displayScale: displayScale)
    needsLayout = true
  }

  /// Brings the result up to date: resolves the views again if state they read changed, and
  /// lays them out again if anything did. The state may change again while they are resolved
  /// or laid out (an `onAppear`); the host settles after a bounded number of rounds.
  public func update() {
    if graph.takeChange() { needsResolve = true }
    var rounds = 0
    while needsResolve || needsLayout {
      rounds += 1
      guard rounds <= Self.updateRoundLimit else {
        log.append(
          "LayoutHost: the views' state kept changing after \(Self.updateRoundLimit) updates (a view changes state "
            + "every time it is resolved?); showing the last update.")
        needsResolve = false
        needsLayout = false
        return
      }
      if needsResolve { resolveChanges() }
      if needsLayout { layOut() }
      runActions()
      if graph.takeChange() { needsResolve = true }
      if !needsResolve && !needsLayout && keepsOneFocus() { needsResolve = true }
    }
  }

  /// The focus target that had focus after the last update.
  private var focusedKey: AnyHashable?

  /// Keeps focus in one view: when code gave focus to a view while another had it, the other's
  /// focus state is cleared, as focus leaves it on the device.
  ///
  /// - Returns: Whether a focus state was cleared, so the views must be updated again.
  private func keepsOneFocus() -> Bool {
    let focused = current.nodes.annotations.filter { !$0.value.focus.isEmpty }.sorted { $0.key < $1.key }
      .flatMap { $0.value.focus }.filter { $0.isFocused() }
    let kept = focused.first { $0.key != focusedKey } ?? focused.first
    focusedKey = kept?.key
    var cleared = false
    for target in focused where target.key != kept?.key {
      target.blur()
      cleared = true
    }
    return cleared && graph.takeChange()
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

  /// Waits for the tasks the views' `task` modifiers started, and for the tasks the updates they
  /// caused started in turn, then brings the host up to date with the state they changed.
  ///
  /// ```swift
  /// let host = LayoutHost(InboxView(), device: .iPhone)   // .task { messages = await load() }
  /// await host.settle()
  /// #expect(host.frame(of: "first-message") != nil)
  /// ```
  public func settle() async {
    repeat {
      await graph.settle()
      update()
    } while graph.hasTasks
  }

  /// The most updates one change may cause before the host gives up: an update that changes
  /// state again would otherwise never end.
  static let updateRoundLimit = 100

  private func updateIfNeeded() {
    if needsResolve || graph.takeChange() {
      needsResolve = true
      update()
    }
  }

  /// The screen of a host made without a device: an iPhone whose screen is the window, or an
  /// iPhone 14's screen for a host sized by a proposal; at the host's display scale.
  private static func screen(for sizing: Sizing, scale: CGFloat) -> HostScreen {
    var screen = HostScreen(device: .iPhone)
    screen.scale = scale
    if case .window(let size, _) = sizing { screen.bounds = CGRect(origin: .zero, size: size) }
    return screen
  }

  /// A window length: negative and non-finite values are reported and replaced by 0.
  private static func length(_ value: CGFloat, _ name: String, _ log: RuntimeIssueLog) -> CGFloat {
    guard value.isFinite, value >= 0 else {
      log.append("LayoutHost: invalid \(name) \(value); using 0.")
      return 0
    }
    return value
  }

  // A layout's cache may hold its subviews (a Grid's does, and a user's `Layout` may), which
  // reach the engine that reaches the tree holding the cache: emptying the tree's memory
  // breaks that cycle, so a host frees everything it made when it goes.
  deinit {
    tree.memory.releaseAll()
  }

  // MARK: Laying out again

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
    if needsResolve || graph.takeChange() { resolveChanges() }
    guard needsLayout || sizing != previous else {
      current = current.withNothingDone(tracing: tracing)
      return
    }
    layOut()
  }

  /// Discards every size, spacing and alignment answer the layout has kept, as SwiftUI does
  /// when a view's inputs change, so the next ``relayout(size:)`` computes everything again.
  public func invalidateLayout() {
    tree.memory.resetAll()
    needsLayout = true
  }

  /// One layout: sizes the root for the host's sizing and places every view; makes the content
  /// of geometry readers once they are placed and places it, round after round; and keeps what
  /// it produced as the ``result``.
  private func layOut() {
    let (tree, engine, resolver, sizing, log) = (self.tree, self.engine, self.resolver, self.sizing, self.log)
    needsLayout = false
    // The old result shares the tree's arrays: let it go first, so the tree changes in place.
    current = .empty(size: current.size, displayScale: displayScale)
    let recorder = tracing ? LayoutTraceRecorder() : nil
    let (output, canvas) = LargeStackThread.run {
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
        // Views with matched geometry move once every view is placed; geometry readers they
        // hold may need content for their new size.
        MatchedGeometry.apply(tree: tree, engine: engine)
        Self.makeGeometryContent(tree: tree, resolver: resolver, engine: engine)
        return (engine.finishPass(), canvas)
      }
    }
    current = LayoutResult(
      nodes: tree.nodes, placements: output.placements, size: canvas, displayScale: displayScale,
      statistics: output.statistics, trace: recorder, runtimeIssues: log.messages)
  }

  /// The most rounds of geometry content one layout makes: one per level of geometry readers
  /// nested in one another's content. A reader whose content holds a reader whose content holds
  /// … without end would otherwise never finish.
  static let geometryRoundLimit = 10_000

  /// Makes the content each geometry reader asked for once placed, and places it; its own
  /// readers ask in turn, until none does.
  private static func makeGeometryContent(tree: ResolvedTree, resolver: ViewResolver, engine: LayoutEngine) {
    var rounds = 0
    while !engine.geometryRequests.isEmpty {
      rounds += 1
      guard rounds <= geometryRoundLimit else {
        RuntimeIssues.report(
          "GeometryReader content nested more than \(geometryRoundLimit) levels deep (a reader's content makes "
            + "another reader without end?); the readers past that level show nothing.")
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

  // MARK: Reading the result

  /// The size of the host: the window proposed to the root view, or the canvas the root asked for.
  public var size: CGSize { result.size }
  /// The counters of the last layout: size queries, cache hits, nodes.
  public var statistics: LayoutStatistics { result.statistics }
  /// SwiftUI's runtime messages reported while resolving and laying out, such as
  /// "Invalid frame dimension (negative or non-finite).", and the host's own, such as a tap on
  /// an identifier no view has.
  public var runtimeIssues: [String] {
    updateIfNeeded()
    return log.messages
  }
  /// The last layout's trace, when the host was made with `tracing: true`.
  public var trace: LayoutTrace? { result.trace }

  /// The frame of the first view tagged `identifier`, in host coordinates, rounded to pixels.
  public func frame(of identifier: String) -> CGRect? { result.frame(of: identifier) }

  /// The frame of the first view tagged `identifier`, in host coordinates, before pixel rounding.
  public func unroundedFrame(of identifier: String) -> CGRect? { result.unroundedFrame(of: identifier) }

  /// The frames of every view tagged `identifier`, in resolution order, rounded to pixels.
  public func frames(of identifier: String) -> [CGRect] { result.frames(of: identifier) }

  /// The laid-out tree, or `nil` when the root view is empty.
  public var root: FrameNode? { result.root }

  /// The laid-out tree as indented text: one view a line, with its rounded frame.
  public func dump() -> String { result.dump() }

  /// What the laid-out view draws, back to front, at its pixel-rounded frames, on a canvas of the host's size.
  ///
  /// Bad values met while making the shapes' outlines (a NaN trim, say) are reported to the
  /// host's ``runtimeIssues``, as layout's are.
  public func displayList() -> DisplayList {
    let result = self.result
    return RuntimeIssues.$log.withValue(log) { result.displayList() }
  }

  /// How many times the size of the first view tagged `identifier` was computed over the
  /// host's life: cache misses only — every question, for a built-in shape or a frame of fixed
  /// width and height, whose size is computed instead of remembered.
  public func sizeComputations(of identifier: String) -> Int? {
    tree.nodes.identifiers[identifier]?.first.map { Int(tree.memory.computations(of: $0)) }
  }
}
