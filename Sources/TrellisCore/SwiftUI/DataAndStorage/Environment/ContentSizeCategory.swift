import Foundation

/// The sizes that you can specify for content: the older name of ``DynamicTypeSize``.
///
/// `\.sizeCategory` reads and writes the environment's Dynamic Type size.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  /// An extra small size.
  case extraSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size: the default.
  case large
  /// An extra large size.
  case extraLarge
  /// An extra extra large size.
  case extraExtraLarge
  /// An extra extra extra large size.
  case extraExtraExtraLarge
  /// A medium size that reflects an accessibility setting.
  case accessibilityMedium
  /// A large size that reflects an accessibility setting.
  case accessibilityLarge
  /// An extra large size that reflects an accessibility setting.
  case accessibilityExtraLarge
  /// An extra extra large size that reflects an accessibility setting.
  case accessibilityExtraExtraLarge
  /// An extra extra extra large size that reflects an accessibility setting.
  case accessibilityExtraExtraExtraLarge

  /// A Boolean value indicating whether the content size category is one that is associated
  /// with accessibility.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Creates the size category of a Dynamic Type size.
  public init?(_ dynamicTypeSize: DynamicTypeSize) {
    self = Self.allCases[dynamicTypeSize.index]
  }
}

extension ContentSizeCategory: Comparable {
  /// Orders categories from the smallest to the largest.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    Self.allCases.firstIndex(of: lhs)! < Self.allCases.firstIndex(of: rhs)!
  }
}

extension DynamicTypeSize {
  /// Creates the Dynamic Type size of a size category.
  public init?(_ sizeCategory: ContentSizeCategory) {
    self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: sizeCategory)!]
  }
}

extension EnvironmentValues {
  /// The preferred size of the content: the environment's Dynamic Type size under its older name.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize)! }
    set { dynamicTypeSize = DynamicTypeSize(newValue)! }
  }
}
