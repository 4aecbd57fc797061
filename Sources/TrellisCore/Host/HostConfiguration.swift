import Foundation

/// What a host is made with: how its root is sized, at what scale, in what environment, under
/// what screen chrome — one value, which every initialiser of ``LayoutHost`` fills in and hands
/// to the update cycle.
struct HostConfiguration {
  /// How the host sizes its root: a window the root is centred in, or a canvas the root's size.
  enum Sizing: Equatable {
    /// A window of the size, with the safe area inset by the insets.
    case window(CGSize, safeArea: EdgeInsets)
    /// A canvas of the size the root asks for when proposed the proposal.
    case proposal(ProposedViewSize)
  }

  /// How the root is sized.
  var sizing: Sizing
  /// The number of pixels per point, usable (``DisplayScale/usable(_:)``).
  var displayScale: CGFloat
  /// The screen `UIScreen.main` answers while the views resolve.
  var screen: HostScreen
  /// Whether layout records every question and placement.
  var tracing: Bool
  /// Resolves the root view, in the environment the host was made with, into a resolver's tree:
  /// the root inside what shows its presentations, under the screen chrome asked for.
  var resolveRoot: (ViewResolver) -> Void

  /// The configuration of a host of `rootView`: the environment completed with the scale, the
  /// text measurer, the screen and the stores the host's views share; the root resolved with
  /// what it presents layered over it, and the chrome over all when a window has a safe area.
  init<V: View>(
    _ rootView: V, sizing: Sizing, displayScale: CGFloat, environment: EnvironmentValues,
    textMeasurer: any TextMeasuring, tracing: Bool, chrome: ScreenChrome, log: RuntimeIssueLog
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
    let root = PresentationRoot(content: rootView)
    if !chrome.isEmpty, case .window(_, let safeArea) = sizing {
      resolveRoot = { [environment] in
        $0.resolveRoot(root, environment: environment, chrome: chrome, safeArea: safeArea)
      }
    } else {
      resolveRoot = { [environment] in $0.resolveRoot(root, environment: environment) }
    }
    self.sizing = sizing
    self.displayScale = scale
    self.screen = screen
    self.tracing = tracing
    self.stores = stores
  }

  /// Where `@AppStorage` and `@SceneStorage` keep their values in this host.
  let stores: HostStores

  /// The screen of a host made without a device: an iPhone whose screen is the window, or an
  /// iPhone 14's screen for a host sized by a proposal; at the host's display scale.
  private static func screen(for sizing: Sizing, scale: CGFloat) -> HostScreen {
    var screen = HostScreen(device: .iPhone)
    screen.scale = scale
    if case .window(let size, _) = sizing { screen.bounds = CGRect(origin: .zero, size: size) }
    return screen
  }
}
