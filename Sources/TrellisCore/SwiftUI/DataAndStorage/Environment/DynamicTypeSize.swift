import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// The sizes are in increasing order; `.large` is the default. The five accessibility sizes
/// follow the seven standard ones.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size: the default.
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// An extra extra extra large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size.
  case accessibility5

  /// A Boolean value indicating whether the size is one that is associated with accessibility.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The size's column in the Dynamic Type table (`Font.TextStyle.metrics(at:)`).
  var index: Int { Self.allCases.firstIndex(of: self)! }
}

extension EnvironmentValues {
  /// The current Dynamic Type size: `.large` unless the view or its host sets another.
  @Entry public var dynamicTypeSize: DynamicTypeSize = .large
}

nonisolated extension View {
  /// Sets the Dynamic Type size within the view to the given value.
  ///
  /// ```swift
  /// ContentView().dynamicTypeSize(.accessibility2)
  /// ```
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the Dynamic Type size within the view to the given range: a size outside it becomes
  /// the nearest size inside it.
  ///
  /// ```swift
  /// Toolbar().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
  /// ```
  ///
  /// An empty range is reported and leaves the size as it is.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
      guard let smallest = allowed.first, let largest = allowed.last else {
        RuntimeIssues.report("dynamicTypeSize(_:) was given an empty range; the Dynamic Type size is left as it is.")
        return
      }
      size = Swift.min(Swift.max(size, smallest), largest)
    }
  }
}

/// A dynamic property that scales a numeric value with the Dynamic Type size, as text of a text
/// style scales.
///
/// ```swift
/// @ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 24
/// Image(systemName: "star").frame(width: iconSize, height: iconSize)
/// ```
///
/// The value is the base value times the style's point size at the environment's Dynamic Type
/// size over its size at `.large` (`Font.TextStyle.size(at:)`): 24 relative to `.title` is
/// 24 · 34 / 28 ≈ 29.14 at `.xxxLarge`.
///
/// Fidelity: partial — `UIFontMetrics.scaledValue(for:)` scales by the style's own curve, which
/// Apple does not publish; the ratio of the table's point sizes follows it at every size the
/// table lists.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let base: Value
  private let textStyle: Font.TextStyle

  /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// Creates the scaled metric with an unscaled value, scaled relative to the body style.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// The value scaled for the Dynamic Type size of the view whose body is being evaluated.
  public var wrappedValue: Value {
    let size = EnvironmentValues.current.dynamicTypeSize
    return base * Value(textStyle.size(at: size)) / Value(textStyle.size(at: .large))
  }
}
