import Foundation

/// The parts of the system's screen chrome a host draws over a device's screen: the status bar
/// in the top safe area and the home indicator in the bottom one.
///
/// ```swift
/// let host = LayoutHost(ContentView(), device: .iPhone15, chrome: .statusBarAndHomeIndicator)
///
/// let renderer = ImageRenderer(content: ContentView())
/// renderer.device = .iPhone15
/// renderer.chrome = .statusBarAndHomeIndicator
/// ```
///
/// Under the app the host draws the window's background, systemBackground (white, or black in
/// dark), as a device does behind a hosting controller's view. The status bar shows the time a
/// host always shows — 9:41, as Apple's screenshots do — and
/// full signal, Wi-Fi and battery; the home indicator is a 134 × 5 capsule 8 points above the
/// bottom edge. A view that calls `statusBarHidden()` leaves the status bar out. Both are drawn
/// in the label colour of the color scheme — the host's, or the one the app prefers with
/// `preferredColorScheme(_:)` — over the app. A device
/// without a top inset gets no status bar, one without a bottom inset no home indicator.
///
/// Fidelity: partial — the home indicator's size and place are Apple's published values; the
/// status bar's glyphs, fonts and positions are drawn by eye [uncertain].
public struct ScreenChrome: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates a set from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The status bar: time, signal, Wi-Fi and battery.
  public static let statusBar = ScreenChrome(rawValue: 1 << 0)
  /// The home indicator of a phone or tablet without a home button.
  public static let homeIndicator = ScreenChrome(rawValue: 1 << 1)
  /// Both: the screen as a screenshot shows it.
  public static let statusBarAndHomeIndicator: ScreenChrome = [.statusBar, .homeIndicator]
}

extension ViewResolver {
  /// Resolves the root view of a host under screen chrome: a node that places the root as the
  /// host would, with the status bar and home indicator over it.
  func resolveRoot<V: View>(_ view: V, environment: EnvironmentValues, chrome: ScreenChrome, safeArea: EdgeInsets) {
    let drawsStatusBar = chrome.contains(.statusBar) && safeArea.top > 0
    let drawsHomeIndicator = chrome.contains(.homeIndicator) && safeArea.bottom > 0
    guard drawsStatusBar || drawsHomeIndicator else {
      resolveRoot(view, environment: environment)
      return
    }
    let inputs = _ViewInputs(environment: environment, implicitRoot: .vStack, context: ResolveContext(self))
    var content: NodeID?
    let preferences = collectingPreferences { content = makeNodes(view, inputs: inputs).first }
    handUp(preferences)
    // The chrome takes the scheme the app prefers for its window (`preferredColorScheme`).
    var list = inputs.inContainer(orientation: nil)
    if let scheme = preferences[PreferredColorSchemeKey.self] { list.environment.colorScheme = scheme }
    let window = makeNodes(Color.systemBackground, inputs: list.appending(.secondary, 1))
    // A view that asks for the status bar hidden (`statusBarHidden()`) leaves it out.
    let statusBar = drawsStatusBar && preferences[StatusBarHiddenKey.self] != true
    let made = makeNodes(
      ScreenChromeLayer(statusBar: statusBar, homeIndicator: drawsHomeIndicator),
      inputs: list.appending(.secondary, 0))
    let root = makeNode(
      ScreenChromeBehavior(hasContent: content != nil), children: window + (content.map { [$0] } ?? []) + made,
      inputs: inputs, traits: nil)
    setRoot(root)
  }
}

/// The root of a host with screen chrome: the window's background (systemBackground, as behind
/// a hosting controller's view), the app's root placed as a host places it — proposed the safe
/// area and centred in it — then the chrome over the whole window.
struct ScreenChromeBehavior: LayoutBehavior {
  let hasContent: Bool

  var debugName: String { "ScreenChrome" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let subviews = Array(context.subviews)
    guard hasContent, subviews.count > 1 else { return proposal.replacingUnspecifiedDimensions() }
    let size = subviews[1].sizeThatFits(proposal)
    return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    var rest = Array(context.subviews)[...]
    let window = context.window
    rest.popFirst()?.place(at: window.origin, proposal: ProposedViewSize(window.size))
    if hasContent, let content = rest.popFirst() {
      content.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
    for layer in rest {
      layer.place(at: window.origin, proposal: ProposedViewSize(window.size))
    }
  }
}
