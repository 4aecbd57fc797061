import Foundation

/// Where a tab view's bottom accessory is shown (iOS 26): above the tab bar, or inline in a
/// minimized one ([Apple](https://developer.apple.com/documentation/swiftui/tabviewbottomaccessoryplacement)).
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
  /// The accessory is shown in line with the minimized bottom tab bar.
  case inline
  /// The accessory is shown above the full-size bottom tab bar.
  case expanded
}

extension EnvironmentValues {
  /// The placement of the tab view bottom accessory the view is in; `nil` — an undefined
  /// placement — outside one. Trellis does not draw bottom accessories, so it is always `nil`.
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { accessoryPlacement }

  /// The storage of ``tabViewBottomAccessoryPlacement``.
  @Entry var accessoryPlacement: TabViewBottomAccessoryPlacement?
}

/// Keeps a tab view's bottom accessory, which Trellis does not draw, and says so once.
nonisolated struct TabViewBottomAccessoryModifier<Accessory: View>: ImmediateViewModifier {
  let isEnabled: Bool
  let accessory: Accessory

  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    if modifier.isEnabled {
      RuntimeIssues.reportOnce("tabViewBottomAccessory(content:) is kept but not drawn by Trellis.")
    }
    body(inputs)
  }
}

nonisolated extension View {
  /// Places `content` as the bottom accessory of a `TabView`: on iPhone, a glass bar above the
  /// full-size tab bar, or inline in a minimized one (iOS 26).
  ///
  /// ```swift
  /// TabView { … }
  ///     .tabViewBottomAccessory { NowPlayingView() }
  /// ```
  ///
  /// Trellis keeps the accessory but does not draw it — its tab bar is iOS 18's, under which an
  /// iOS 26 accessory has no measured place — and reports so once
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(content:))).
  public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(TabViewBottomAccessoryModifier(isEnabled: true, accessory: content()))
  }

  /// Places `content` as the bottom accessory of a `TabView` when `isEnabled` is true, and hides
  /// it otherwise (iOS 26.1); kept and not drawn, as ``View/tabViewBottomAccessory(content:)``
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(isenabled:content:))).
  public func tabViewBottomAccessory<Content: View>(
    isEnabled: Bool, @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(TabViewBottomAccessoryModifier(isEnabled: isEnabled, accessory: content()))
  }
}
