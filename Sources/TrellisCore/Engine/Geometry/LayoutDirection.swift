import Foundation

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft
}
