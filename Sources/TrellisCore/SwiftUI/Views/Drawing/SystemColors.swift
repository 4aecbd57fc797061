import Foundation

// iOS's semantic colours beyond SwiftUI's named ones: the fills, grouped backgrounds, separators
// and grays that controls, lists and bars are drawn with, light and dark (iOS 17 and 18), from
// docs/iOSControls.md §3.2. SwiftUI reaches them through `UIColor`; Trellis' controls use them
// directly.

extension Color {
  /// `UIColor.systemFill`: the track of a switch that is off.
  static let systemFill = system("systemFill", .bytes(120, 120, 128, 0.2), .bytes(120, 120, 128, 0.36))
  /// `UIColor.secondarySystemFill`: the ground of a bordered button.
  static let secondarySystemFill = system(
    "secondarySystemFill", .bytes(120, 120, 128, 0.16), .bytes(120, 120, 128, 0.32))
  /// `UIColor.tertiarySystemFill`: the ground of a search field or a segmented control.
  static let tertiarySystemFill = system(
    "tertiarySystemFill", .bytes(118, 118, 128, 0.12), .bytes(118, 118, 128, 0.24))
  /// `UIColor.quaternarySystemFill`.
  static let quaternarySystemFill = system(
    "quaternarySystemFill", .bytes(116, 116, 128, 0.08), .bytes(116, 116, 128, 0.18))
  /// `UIColor.placeholderText`: a text field's prompt.
  static let placeholderText = system("placeholderText", .bytes(60, 60, 67, 0.3), .bytes(235, 235, 245, 0.3))
  /// `UIColor.secondarySystemBackground`.
  static let secondarySystemBackground = system(
    "secondarySystemBackground", .bytes(242, 242, 247), .bytes(28, 28, 30))
  /// `UIColor.tertiarySystemBackground`.
  static let tertiarySystemBackground = system(
    "tertiarySystemBackground", .bytes(255, 255, 255), .bytes(44, 44, 46))
  /// `UIColor.systemGroupedBackground`: behind an inset-grouped list.
  static let systemGroupedBackground = system(
    "systemGroupedBackground", .bytes(242, 242, 247), .bytes(0, 0, 0))
  /// `UIColor.secondarySystemGroupedBackground`: a grouped list's cells.
  static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground", .bytes(255, 255, 255), .bytes(28, 28, 30))
  /// `UIColor.tertiarySystemGroupedBackground`.
  static let tertiarySystemGroupedBackground = system(
    "tertiarySystemGroupedBackground", .bytes(242, 242, 247), .bytes(44, 44, 46))
  /// `UIColor.opaqueSeparator`.
  static let opaqueSeparator = system("opaqueSeparator", .bytes(198, 198, 200), .bytes(56, 56, 58))
  /// `UIColor.systemGray2` … `systemGray6`.
  static let systemGray2 = system("systemGray2", .bytes(174, 174, 178), .bytes(99, 99, 102))
  static let systemGray3 = system("systemGray3", .bytes(199, 199, 204), .bytes(72, 72, 74))
  static let systemGray4 = system("systemGray4", .bytes(209, 209, 214), .bytes(58, 58, 60))
  static let systemGray5 = system("systemGray5", .bytes(229, 229, 234), .bytes(44, 44, 46))
  static let systemGray6 = system("systemGray6", .bytes(242, 242, 247), .bytes(28, 28, 30))
}
