import Foundation

// The colours bars are drawn with, light and dark (docs/iOSControls.md §3.3 and §8).

extension Color {
  /// The bar material, flat: Flutter's fallback from Apple's design resources, 248,248,248 at
  /// 0.8 in light and 33,33,33 at 0.72 in dark (docs/iOSControls.md §3.3, FLT `theme.dart`).
  static let barMaterial = system("bar", .bytes(248, 248, 248, 0.8), .bytes(33, 33, 33, 0.72))
  /// The hairline along a navigation bar's bottom edge once content scrolls under it: black at
  /// 0.3 (FLT `_kDefaultNavBarBorderColor`, §8).
  static let navigationBarHairline = system("navigationBarHairline", .bytes(0, 0, 0, 0.3), .bytes(0, 0, 0, 0.3))
  /// The hairline along a tab bar's top edge: black at 0.3, 0.16 in dark (FLT
  /// `bottom_tab_bar.dart`, §8).
  static let tabBarHairline = system("tabBarHairline", .bytes(0, 0, 0, 0.3), .bytes(0, 0, 0, 0.16))
  /// The colour of unselected tab items: FLT's `inactiveGray`, 153,153,153 and 117,117,117 in
  /// dark [uncertain: §8, not measured on iOS 17/18].
  static let inactiveTabItem = system("inactiveGray", .bytes(153, 153, 153), .bytes(117, 117, 117))
  /// The red of badges: systemRed (§3.1).
  static let badgeRed = Color.red
}

/// A line one pixel thick, filled with `color`, across the width it is offered.
nonisolated struct Hairline: View {
  let color: Color
  @Environment(\.pixelLength) private var pixelLength

  var body: some View {
    Rectangle().fill(color).frame(height: pixelLength)
  }
}

/// Draws a bar's background the way iOS 15 and later do at rest: transparent at the scroll
/// edge, which Trellis' content never leaves, unless the views asked for a style or for the
/// background to be visible; then the style (the bar material by default) with the bar's
/// hairline.
///
/// With no such request from SwiftUI's modifiers, the bar takes what UIKit's appearance proxy
/// asks at the scroll edge (`UIKitAppearance/Bar`): its material, its colour over it, and its
/// shadow line; SwiftUI's modifiers win over the proxy, as on iOS.
nonisolated struct BarBackground: View {
  let configuration: BarConfiguration
  /// The edge the hairline runs along.
  let hairlineEdge: VerticalEdge
  let hairline: Color
  /// What UIKit's appearance proxy asks of the bar.
  var appearance = UIKitAppearance.Bar()

  /// Whether SwiftUI's modifiers decide the background.
  private var isSetBySwiftUI: Bool {
    configuration.background != nil || configuration.backgroundVisibility == .visible
      || configuration.backgroundVisibility == .hidden
  }

  /// Whether anything is drawn.
  var isVisible: Bool {
    if isSetBySwiftUI {
      return configuration.backgroundVisibility == .visible
        || (configuration.background != nil && configuration.backgroundVisibility != .hidden)
    }
    return appearance.background != nil
  }

  var body: some View {
    if isSetBySwiftUI {
      if isVisible {
        Rectangle()
          .fill(configuration.background ?? AnyShapeStyle(Color.barMaterial))
          .overlay(alignment: hairlineAlignment) { Hairline(color: hairline) }
      }
    } else if let background = appearance.background {
      ZStack {
        if background.usesMaterial { Rectangle().fill(Color.barMaterial) }
        if let color = background.color { Rectangle().fill(color) }
      }
      .overlay(alignment: hairlineAlignment) {
        if let shadow = background.shadow { Hairline(color: shadow) }
      }
    }
  }

  private var hairlineAlignment: Alignment { hairlineEdge == .top ? .top : .bottom }
}
