import Foundation

/// The tab bar's lengths on an iPhone, from docs/iOSControls.md §8 "TabView".
enum TabBarMetrics {
  /// The bar's height above the home indicator: 49 (ASNAP `testTabBars`, UITabBar, iOS 18.5).
  static let height: CGFloat = 49
  /// The inset of the first and last items from the bar's sides, and the space between items:
  /// six items on a 402-wide bar are 63 wide, 4 apart, 2 from each end (ASNAP).
  static let sideInset: CGFloat = 2
  static let itemSpacing: CGFloat = 4
  /// The icon's box: 28 points, its top 4.5 below the bar's top, so that it is centred above the
  /// title (the HIG's glyphs are 25–28 tall) [uncertain: the icon's position was not measured].
  static let iconSide: CGFloat = 28
  static let iconTop: CGFloat = 4.5
  /// The title: 10 pt medium, its box 3 below the icon's, which puts a 10-pt line's baseline
  /// near 45 below the bar's top (ASNAP: 44.7–45).
  static let titleFontSize: CGFloat = 10
  static let titleGap: CGFloat = 3
  /// The badge: a red circle about 18 across (ASNAP), its text 13-pt white [uncertain], its
  /// centre 14 right of the icon's centre and 4 below the icon's top [uncertain].
  static let badgeDiameter: CGFloat = 18
  static let badgeFontSize: CGFloat = 13
  static let badgeOffset = CGSize(width: 14, height: 4)
}

/// The page indicator of a paged tab view: 7-pt dots 17.7 apart centre to centre (ASNAP
/// `testPageControl`, UIPageControl), the current one white and the others translucent white
/// [uncertain], near the bottom edge.
enum PageIndexMetrics {
  static let dotDiameter: CGFloat = 7
  static let dotPitch: CGFloat = 17.7
  /// The dots' row is 26 tall and sits on the bottom of the safe area [uncertain].
  static let rowHeight: CGFloat = 26
}
