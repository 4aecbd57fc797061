import Foundation
import Trellis

/// A type whose values a chart can plot: a number, a date or a category.
///
/// Strings are categories, dates are times and every number type is a quantity, as in Apple's
/// Swift Charts. A type of your own conforms by naming one of those as its primitive value; a
/// `String` or number `RawRepresentable` type gets the conformance's requirements for free.
///
/// ```swift
/// enum Fruit: String, Plottable { case apple, pear }
/// ```
public protocol Plottable {
  /// The primitive type (a number, `String` or `Date`) the value is plotted as.
  associatedtype PrimitivePlottable: Plottable = Self
  /// The value as its primitive type.
  var primitivePlottable: PrimitivePlottable { get }
  /// Creates a value from its primitive type, or `nil` when the primitive value names none.
  init?(primitivePlottable: PrimitivePlottable)
}

/// One value a chart plots, with the primitive types resolved: a number, a date or a category.
package enum PlotValue: Hashable, Sendable {
  /// A quantity.
  case number(Double)
  /// A point in time.
  case date(Date)
  /// A category, by its name.
  case category(String)

  /// The number a continuous scale maps: a date's seconds since 2001, NaN for a category.
  var continuous: Double {
    switch self {
    case .number(let value): value
    case .date(let date): date.timeIntervalSinceReferenceDate
    case .category: .nan
    }
  }
}

/// The primitive plottable types, which know their ``PlotValue``.
package protocol PrimitivePlottableValue {
  /// The value as a chart plots it.
  var plotValue: PlotValue { get }
}

extension Plottable {
  /// The value as a chart plots it, following primitive values until a primitive type answers.
  package var plotValue: PlotValue {
    var current: any Plottable = self
    // A conformance whose primitive value is itself but not a primitive type would loop.
    for _ in 0..<8 {
      if let primitive = current as? any PrimitivePlottableValue { return primitive.plotValue }
      current = current.primitivePlottable
    }
    return .category(String(describing: self))
  }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
  /// The raw value.
  public var primitivePlottable: RawValue { rawValue }
  /// The value whose raw value is `primitivePlottable`.
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension Plottable where PrimitivePlottable == Self {
  /// The value itself.
  public var primitivePlottable: Self { self }
  /// The value itself.
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension String: Plottable, PrimitivePlottableValue {
  /// A category named by the string.
  package var plotValue: PlotValue { .category(self) }
}

extension Date: Plottable, PrimitivePlottableValue {
  /// A point in time.
  package var plotValue: PlotValue { .date(self) }
}

extension Int: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension Int8: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension Int16: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension Int32: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension Int64: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension UInt: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension UInt8: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension UInt16: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension UInt32: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension UInt64: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension Double: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(self) }
}

extension Float: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension CGFloat: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(Double(self)) }
}

extension Decimal: Plottable, PrimitivePlottableValue {
  /// A quantity.
  package var plotValue: PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
}
