import Foundation

/// The navigation bar's lengths on an iPhone, from docs/iOSControls.md §8 "Navigation bar".
enum NavigationBarMetrics {
  /// The inline bar's height below the status bar: 44 (ASNAP; FLT `_kNavBarPersistentHeight`).
  static let inlineHeight: CGFloat = 44
  /// The inline bar's height on iPad, in a regular width: 50 [uncertain: §8].
  static let regularInlineHeight: CGFloat = 50

  /// The inline bar's height for a size class.
  static func inlineHeight(_ sizeClass: UserInterfaceSizeClass?) -> CGFloat {
    sizeClass == .regular ? regularInlineHeight : inlineHeight
  }
  /// The large-title band under the inline row: 52 in iOS 18 (FLT
  /// `_kNavBarLargeTitleHeightExtension`); 62 in iOS 26, where the title's baseline is 46 below
  /// the row (HA26 26.4: a 40.56-tall line whose box ends 8 above the band's bottom)
  /// [uncertain: where the band ends is not visible in the renders].
  static func largeTitleBandHeight(_ design: InterfaceDesign) -> CGFloat { design == .iOS26 ? 62 : 52 }
  /// The space between the large title's text box and the bottom of its band: 8
  /// (FLT `_kNavBarBottomPadding`).
  static let largeTitleBottomPadding: CGFloat = 8
  /// The large title's leading inset: 16 on phones up to 402 wide; 20 on wider phones and on
  /// iPads (a regular width), which §8 believes but no source measured [uncertain].
  static func largeTitleInset(width: CGFloat, sizeClass: UserInterfaceSizeClass?) -> CGFloat {
    sizeClass == .regular || width > 402 ? 20 : 16
  }
  /// The inset of bar items from the sides of the screen: 16 (FLT `_kNavBarEdgePadding`).
  static let edgeInset: CGFloat = 16
  /// The space between two items of one side: not measured [uncertain].
  static let itemSpacing: CGFloat = 16
  /// The least space between the centred title and the items beside it [uncertain].
  static let titleGap: CGFloat = 8

  /// The back button's chevron ink, its leading inset, and where the previous title starts:
  /// 10.7 × 18.3 at x ≈ 9.3, title at x ≈ 31.7 (ASNAP).
  static let backChevronSize = CGSize(width: 10.7, height: 18.3)
  static let backChevronInset: CGFloat = 9.3
  static let backTitleInset: CGFloat = 31.7

  /// The search field's band under the title and the field in it: a 36-tall field (FLT
  /// `_kSearchFieldHeight`, from an iOS 17.5 simulator) in a 52-tall band, 8 above and below,
  /// 16 from the sides [uncertain: the band is lore].
  static let searchBandHeight: CGFloat = 52
  static let searchFieldHeight: CGFloat = 36
  /// The field's corner radius: FLT measured 9; UIKit's field looks 10 [uncertain].
  static let searchFieldCornerRadius: CGFloat = 10
  /// The magnifying glass's leading inset and its gap to the prompt (FLT `search_field.dart`:
  /// prefix inset 6, text padding 5.5, icon 20 wide).
  static let searchIconInset: CGFloat = 6
  static let searchIconSize: CGFloat = 20
  static let searchTextGap: CGFloat = 5.5

  /// The bottom toolbar's height above the home indicator: 44 [uncertain: lore, §8 "Toolbar"].
  static let bottomToolbarHeight: CGFloat = 44
}
