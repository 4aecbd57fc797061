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
@MainActor @preconcurrency
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
  private var stores: HostStores { cycle.configuration.stores }
  /// What the last update produced: frames, counters, trace and runtime issues — brought up to
  /// date first when state the views read has changed since.
  public var result: LayoutResult {
    cycle.update()
    return cycle.result
  }

  /// The one way the views are brought up to date; the host is a facade over it.
  private let cycle: UpdateCycle
  /// The views, resolved: made again when state they read changes.
  var tree: ResolvedTree { cycle.tree }
  var engine: LayoutEngine { cycle.engine }
  /// The state the host keeps for its views, by identity, from one resolution to the next.
  var graph: ViewGraph { cycle.graph }
  /// How the host brought its views up to date after their state changed.
  public var updateStatistics: UpdateStatistics { cycle.statistics }
  /// Where resolution and every pass report SwiftUI's runtime messages.
  var log: RuntimeIssueLog { cycle.log }
  /// The screen `UIScreen.main` answers and asset variants are chosen for while the views resolve.
  var screen: HostScreen { cycle.screen }

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
    // A device that chose a design draws it.
    if let design = device.design { environment.interfaceDesign = design }
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
    _ rootView: V, sizing: HostConfiguration.Sizing, displayScale: CGFloat, environment: EnvironmentValues,
    textMeasurer: any TextMeasuring, log: RuntimeIssueLog, tracing: Bool, chrome: ScreenChrome = []
  ) {
    self.displayScale = DisplayScale.usable(displayScale)
    cycle = UpdateCycle(
      configuration: HostConfiguration(
        rootView, sizing: sizing, displayScale: displayScale, environment: environment, textMeasurer: textMeasurer,
        tracing: tracing, chrome: chrome, log: log),
      log: log)
  }

  /// Brings the result up to date: resolves the views again if state they read changed, and
  /// lays them out again if anything did. The state may change again while they are resolved
  /// or laid out (an `onAppear`); the host settles after a bounded number of rounds.
  public func update() {
    cycle.update()
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
    await cycle.settle()
  }

  /// A window length: negative and non-finite values are reported and replaced by 0.
  private static func length(_ value: CGFloat, _ name: String, _ log: RuntimeIssueLog) -> CGFloat {
    guard value.isFinite, value >= 0 else {
      log.append("LayoutHost: invalid \(name) \(value); using 0.")
      return 0
    }
    return value
  }

  // MARK: Laying out again

  /// Lays the views out again, as SwiftUI does when a window changes size or something asks for
  /// layout, through the same update as any change: state that changed since is brought up to
  /// date, and what the views ask for then (an `onAppear`, a `task`) runs in this update.
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
    cycle.update(resizingTo: size, reportsNothingDone: true)
  }

  /// Discards every size, spacing and alignment answer the layout has kept, as SwiftUI does
  /// when a view's inputs change, so the next ``relayout(size:)`` computes everything again.
  public func invalidateLayout() {
    cycle.invalidateLayout()
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
    cycle.update()
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

  /// Runs `body` with the runtime issues it reports going to the host's ``runtimeIssues``, as
  /// layout's do: a renderer's drawing of the host's display list.
  package func reportingIssues<Result>(_ body: () throws -> Result) rethrows -> Result {
    try RuntimeIssues.reporting(to: log, body)
  }

  /// How many times the size of the first view tagged `identifier` was computed over the
  /// host's life: cache misses only — every question, for a built-in shape or a frame of fixed
  /// width and height, whose size is computed instead of remembered.
  public func sizeComputations(of identifier: String) -> Int? {
    tree.nodes.identifiers[identifier]?.first.map { Int(tree.memory.computations(of: $0)) }
  }
}
