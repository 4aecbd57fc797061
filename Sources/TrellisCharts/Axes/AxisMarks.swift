import Foundation
import Trellis

/// A value an axis marks, passed to the content of ``AxisMarks``.
public struct AxisValue {
  /// The value's place among the axis' values.
  public let index: Int
  /// How many values the axis marks.
  public let count: Int
  let plotValue: PlotValue

  /// The value as a plottable type, or `nil` when it is of another kind.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? {
    switch plotValue {
    case .number(let number):
      if let value = number as? P { return value }
      if P.self == Int.self, number.isFinite, abs(number) < 9e18 { return Int(number.rounded()) as? P }
      if P.self == Float.self { return Float(number) as? P }
      if P.self == CGFloat.self { return CGFloat(number) as? P }
      if P.self == Decimal.self { return Decimal(number) as? P }
      return nil
    case .date(let date): return date as? P
    case .category(let name):
      return name as? P
        ?? (P.PrimitivePlottable.self == String.self ? P(primitivePlottable: name as! P.PrimitivePlottable) : nil)
    }
  }
}

/// Content of a chart's axis: ``AxisMarks``.
public protocol AxisContent {}

/// What a piece of axis content says, with its values resolved by the chart.
package struct AxisMarksSpecification {
  package var position: AxisMarkPosition
  package var values: AxisMarkValues
  package var preset: AxisMarkPreset
  package var stroke: StrokeStyle?
  /// The marks of one value; `nil` for the default grid line, tick and label.
  package var content: ((AxisValue) -> [AxisMarkComponent])?
}

/// Axis content that lists its marks.
package protocol AxisContentSpecifying {
  var specifications: [AxisMarksSpecification] { get }
}

/// Builds the content of an axis from ``AxisMarks`` in a closure.
@resultBuilder
public enum AxisContentBuilder {
  /// No marks: the axis is drawn with none.
  public static func buildBlock() -> AxisContentList { AxisContentList(specifications: []) }
  /// Axis marks, in order.
  public static func buildBlock(_ content: any AxisContent...) -> AxisContentList {
    AxisContentList(specifications: content.flatMap { ($0 as? any AxisContentSpecifying)?.specifications ?? [] })
  }
  /// Marks made only when a condition holds.
  public static func buildIf(_ content: AxisContentList?) -> AxisContentList {
    content ?? AxisContentList(specifications: [])
  }
  /// The marks of the branch taken.
  public static func buildEither(first: AxisContentList) -> AxisContentList { first }
  /// The marks of the branch taken.
  public static func buildEither(second: AxisContentList) -> AxisContentList { second }
}

/// Several pieces of axis content.
public struct AxisContentList: AxisContent, AxisContentSpecifying {
  package let specifications: [AxisMarksSpecification]
}

/// The marks of an axis: a grid line, a tick and a label at each of its values.
///
/// ```swift
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .day)) { value in
///         AxisGridLine()
///         AxisTick()
///         AxisValueLabel(format: .dateTime.weekday(.abbreviated))
///     }
/// }
/// ```
///
/// Fidelity: partial — labels in `.caption2` and the secondary colour, grid lines 0.5 point in
/// the tertiary label colour, dashed on a date or numeric x axis [uncertain]; docs/TrellisCharts.md.
public struct AxisMarks<Content>: AxisContent, AxisContentSpecifying {
  package let specifications: [AxisMarksSpecification]

  /// The default marks (grid line, tick, label) at the given values.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) where Content == Never {
    specifications = [
      AxisMarksSpecification(position: position, values: values, preset: preset, stroke: stroke, content: nil)
    ]
  }

  /// The default marks at the listed values.
  public init<P: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
    stroke: StrokeStyle? = nil
  ) where Content == Never {
    self.init(preset: preset, position: position, values: .list(values.map(\.plotValue)), stroke: stroke)
  }

  /// The marks `content` makes for each of the given values.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) where Content: AxisMark {
    specifications = [
      AxisMarksSpecification(
        position: position, values: values, preset: preset, stroke: nil,
        content: { value in content(value).components(for: value) })
    ]
  }

  /// The marks `content` makes for each of the listed values.
  public init<P: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) where Content: AxisMark {
    self.init(preset: preset, position: position, values: .list(values.map(\.plotValue)), content: content)
  }

  /// The default marks with labels in a format.
  public init<F: FormatStyle>(
    format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) where Content == Never, F.FormatInput: Plottable, F.FormatOutput == String {
    let label = AxisValueLabel(format: format)
    specifications = [
      AxisMarksSpecification(
        position: position, values: values, preset: preset, stroke: stroke,
        content: { value in
          [.grid(stroke: stroke, style: nil), .tick(length: nil, stroke: stroke, style: nil)]
            + label.components(for: value)
        })
    ]
  }
}

/// The values an axis marks.
public struct AxisMarkValues {
  package enum Storage {
    case automatic(desiredCount: Int?, roundLower: Bool?, roundUpper: Bool?, minimumStride: Double?)
    case numericStride(Double, rounds: Bool)
    case dateStride(Calendar.Component, Int, Calendar?, rounds: Bool)
    case list([PlotValue])
  }
  package let storage: Storage

  /// The chart's choice: about five nice values.
  public static var automatic: AxisMarkValues {
    AxisMarkValues(storage: .automatic(desiredCount: nil, roundLower: nil, roundUpper: nil, minimumStride: nil))
  }
  /// About `desiredCount` nice values.
  public static func automatic(
    desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(
      storage: .automatic(
        desiredCount: desiredCount, roundLower: roundLowerBound, roundUpper: roundUpperBound, minimumStride: nil))
  }
  /// About `desiredCount` nice values at least `minimumStride` apart.
  public static func automatic<P: BinaryFloatingPoint>(
    minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(
      storage: .automatic(
        desiredCount: desiredCount, roundLower: roundLowerBound, roundUpper: roundUpperBound,
        minimumStride: Double(minimumStride)))
  }
  /// Every multiple of `stepSize` in the domain.
  public static func stride<P: BinaryFloatingPoint>(
    by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(storage: .numericStride(Double(stepSize), rounds: roundLowerBound != nil || roundUpperBound != nil))
  }
  /// Every `count` calendar units in the domain, from the start of a unit.
  public static func stride(
    by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
    calendar: Calendar? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(
      storage: .dateStride(component, max(1, count), calendar, rounds: roundLowerBound != nil || roundUpperBound != nil)
    )
  }
  static func list(_ values: [PlotValue]) -> AxisMarkValues { AxisMarkValues(storage: .list(values)) }
}

/// Which side of the plot an axis' marks are on.
public struct AxisMarkPosition: Hashable, Sendable {
  package enum Storage: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
  package let storage: Storage
  /// The chart's choice: the bottom for x, the trailing side for y (the leading side for a y
  /// axis of categories) [uncertain].
  public static let automatic = AxisMarkPosition(storage: .automatic)
  /// The leading side.
  public static let leading = AxisMarkPosition(storage: .leading)
  /// The trailing side.
  public static let trailing = AxisMarkPosition(storage: .trailing)
  /// The top.
  public static let top = AxisMarkPosition(storage: .top)
  /// The bottom.
  public static let bottom = AxisMarkPosition(storage: .bottom)
}

/// A preset of axis marks.
public struct AxisMarkPreset: Hashable, Sendable {
  package enum Storage: Hashable, Sendable { case automatic, extended, aligned, inset }
  package let storage: Storage
  /// The chart's choice.
  public static let automatic = AxisMarkPreset(storage: .automatic)
  /// Marks across the plot and its labels.
  public static let extended = AxisMarkPreset(storage: .extended)
  /// Labels aligned with the plot's edges.
  public static let aligned = AxisMarkPreset(storage: .aligned)
  /// Labels inside the plot.
  public static let inset = AxisMarkPreset(storage: .inset)
}
