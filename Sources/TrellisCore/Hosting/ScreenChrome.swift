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
/// The status bar shows the time a host always shows — 9:41, as Apple's screenshots do — and
/// full signal, Wi-Fi and battery; the home indicator is a 134 × 5 capsule 8 points above the
/// bottom edge. Both are drawn in the label colour of the color scheme, over the app. A device
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
    let inputs = _ViewInputs(environment: environment, implicitRoot: .vStack, resolver: self)
    let content = makeNodes(view, inputs: inputs).first
    let list = inputs.inContainer(orientation: nil)
    let made = makeNodes(
      ScreenChromeLayer(statusBar: drawsStatusBar, homeIndicator: drawsHomeIndicator),
      inputs: list.appending(.secondary, 0))
    let root = tree.append(
      ScreenChromeBehavior(hasContent: content != nil), children: (content.map { [$0] } ?? []) + made,
      layoutDirection: environment.layoutDirection)
    tree.setRoot(root)
  }
}

/// The root of a host with screen chrome: the app's root, placed as a host places it — proposed
/// the safe area and centred in it — then the chrome over the whole window.
struct ScreenChromeBehavior: LayoutBehavior {
  let hasContent: Bool

  var debugName: String { "ScreenChrome" }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    guard hasContent, let content = context.subviews.first else { return proposal.replacingUnspecifiedDimensions() }
    let size = content.sizeThatFits(proposal)
    return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let subviews = Array(context.subviews)
    var rest = subviews[...]
    if hasContent, let content = rest.popFirst() {
      content.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
    let window = context.window
    for layer in rest {
      layer.place(at: window.origin, proposal: ProposedViewSize(window.size))
    }
  }
}
