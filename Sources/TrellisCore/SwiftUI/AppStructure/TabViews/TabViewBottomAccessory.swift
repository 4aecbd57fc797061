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
  /// placement — outside one. A still frame shows the full-size tab bar, so an accessory's
  /// content sees ``TabViewBottomAccessoryPlacement/expanded``.
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { accessoryPlacement }

  /// The storage of ``tabViewBottomAccessoryPlacement``.
  @Entry var accessoryPlacement: TabViewBottomAccessoryPlacement?

  /// The bottom accessory the tab view being resolved shows, set by `tabViewBottomAccessory`.
  @Entry var tabViewBottomAccessory: AnyView?
}

/// Hands a tab view its bottom accessory, through the environment the tab view is resolved in.
nonisolated struct TabViewBottomAccessoryModifier<Accessory: View>: ImmediateViewModifier {
  let isEnabled: Bool
  let accessory: Accessory

  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    var inputs = inputs
    inputs.environment.tabViewBottomAccessory = modifier.isEnabled ? AnyView(modifier.accessory) : nil
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
  /// In iOS 26's design Trellis draws it on a glass capsule above the floating tab bar
  /// (`GlassTabBarView`); in iOS 18's, which has no accessory, it is reported and not drawn
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(content:))).
  public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(TabViewBottomAccessoryModifier(isEnabled: true, accessory: content()))
  }

  /// Places `content` as the bottom accessory of a `TabView` when `isEnabled` is true, and hides
  /// it otherwise (iOS 26.1), as ``View/tabViewBottomAccessory(content:)`` draws it
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(isenabled:content:))).
  public func tabViewBottomAccessory<Content: View>(
    isEnabled: Bool, @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(TabViewBottomAccessoryModifier(isEnabled: isEnabled, accessory: content()))
  }
}
