import Foundation
import Trellis

/// One part of an axis' mark at a value: ``AxisGridLine``, ``AxisTick`` or ``AxisValueLabel``.
public protocol AxisMark {
  /// The parts drawn for `value`.
  func components(for value: AxisValue) -> [AxisMarkComponent]
}

/// A part of an axis mark as the chart draws it.
public struct AxisMarkComponent {
  package enum Storage {
    case grid(stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(content: AxisLabelContent, style: AnyShapeStyle?, font: Font?, offset: CGSize)
  }
  package var storage: Storage

  static func grid(stroke: StrokeStyle?, style: AnyShapeStyle?) -> AxisMarkComponent {
    AxisMarkComponent(storage: .grid(stroke: stroke, style: style))
  }
  static func tick(length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?) -> AxisMarkComponent {
    AxisMarkComponent(storage: .tick(length: length, stroke: stroke, style: style))
  }
}

/// What a label says.
package enum AxisLabelContent {
  /// The chart's default text for the value.
  case automatic
  /// A text the label's format made.
  case text(String)
  /// A view of the caller's.
  case view(AnyView)
}

/// Builds the marks of one axis value from the parts in a closure.
@resultBuilder
public enum AxisMarkBuilder {
  /// Several parts, in order.
  public static func buildBlock(_ marks: any AxisMark...) -> AxisMarkList { AxisMarkList(marks: marks) }
  /// Parts made only when a condition holds.
  public static func buildIf(_ marks: AxisMarkList?) -> AxisMarkList { marks ?? AxisMarkList(marks: []) }
  /// The parts of the branch taken.
  public static func buildEither(first: AxisMarkList) -> AxisMarkList { first }
  /// The parts of the branch taken.
  public static func buildEither(second: AxisMarkList) -> AxisMarkList { second }
}

/// Several axis mark parts.
public struct AxisMarkList: AxisMark {
  let marks: [any AxisMark]
  /// Every part's components, in order.
  public func components(for value: AxisValue) -> [AxisMarkComponent] { marks.flatMap { $0.components(for: value) } }
}

/// A line across the plot at an axis value.
///
/// Fidelity: unverified — 0.5 point, the tertiary label colour; dashed (2, 2) on a date or
/// numeric x axis, solid on y [uncertain].
public struct AxisGridLine: AxisMark {
  let stroke: StrokeStyle?
  let centered: Bool?
  /// A grid line, centred in a category's band or at its start, with a stroke.
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
    self.stroke = stroke
    self.centered = centered
  }
  /// The grid line.
  public func components(for value: AxisValue) -> [AxisMarkComponent] {
    if centered != nil { RuntimeIssues.reportOnce("AxisGridLine(centered:) is drawn at the value by Trellis.") }
    return [.grid(stroke: stroke, style: nil)]
  }
}

/// A short line at an axis value, at the plot's edge.
///
/// Fidelity: unverified — 4 points long [uncertain].
public struct AxisTick: AxisMark {
  let length: CGFloat?
  let stroke: StrokeStyle?
  /// A tick of a length in points.
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
    self.length = length
    self.stroke = stroke
    self.centered = centered
  }
  /// A tick of a length in points (`AxisTick(length: .label)` extends to the label).
  public init(centered: Bool? = nil, length: AxisTick.Length, stroke: StrokeStyle? = nil) {
    self.length = length.points
    self.stroke = stroke
    self.centered = centered
  }
  let centered: Bool?
  /// The tick.
  public func components(for value: AxisValue) -> [AxisMarkComponent] {
    if centered != nil { RuntimeIssues.reportOnce("AxisTick(centered:) is drawn at the value by Trellis.") }
    return [.tick(length: length, stroke: stroke, style: nil)]
  }

  /// The length of a tick.
  public struct Length: Sendable {
    let points: CGFloat
    /// A length in points.
    public static func length(_ points: CGFloat) -> Length { Length(points: points) }
    /// The length of the plot's edge to its label (drawn as 8 points) [uncertain].
    public static let label = Length(points: 8)
    /// The longest automatic length (drawn as 8 points) [uncertain].
    public static let longestLabel = Length(points: 8)
  }
}

/// The label of an axis value: the value in a format, a text or a view.
///
/// Fidelity: partial — `.caption2` in the secondary colour, the style the brief lists as
/// measured from real renders; not measured here [uncertain].
public struct AxisValueLabel: AxisMark {
  let make: (AxisValue) -> AxisLabelContent
  /// The arguments given that Trellis draws as their defaults, reported when the label is drawn.
  var unhonoured: [String] = []

  static func unhonoured(
    centered: Bool?, anchor: UnitPoint?, multiLabelAlignment: Alignment?, offsetsMarks: Bool?,
    horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    orientation: AxisValueLabelOrientation = .automatic
  ) -> [String] {
    var names: [String] = []
    if collisionResolution.name != "automatic" { names.append("collisionResolution") }
    if orientation.name != "automatic" && orientation.name != "horizontal" { names.append("orientation") }
    if centered != nil { names.append("centered") }
    if anchor != nil { names.append("anchor") }
    if multiLabelAlignment != nil { names.append("multiLabelAlignment") }
    if offsetsMarks != nil { names.append("offsetsMarks") }
    if horizontalSpacing != nil { names.append("horizontalSpacing") }
    if verticalSpacing != nil { names.append("verticalSpacing") }
    return names
  }

  /// The value in the chart's default format.
  public init(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    make = { _ in .automatic }
    unhonoured = Self.unhonoured(
      centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, offsetsMarks: offsetsMarks,
      horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      collisionResolution: collisionResolution, orientation: orientation)
  }

  /// The value in a format.
  public init<F: FormatStyle>(
    format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) where F.FormatInput: Plottable, F.FormatOutput == String {
    make = { value in
      guard let input = value.as(F.FormatInput.self) else { return .automatic }
      return .text(format.format(input))
    }
    unhonoured = Self.unhonoured(
      centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, offsetsMarks: offsetsMarks,
      horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      collisionResolution: collisionResolution, orientation: orientation)
  }

  /// A view as the label.
  public init<Content: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    let view = AnyView(content())
    make = { _ in .view(view) }
    unhonoured = Self.unhonoured(
      centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, offsetsMarks: offsetsMarks,
      horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      collisionResolution: collisionResolution, orientation: orientation)
  }

  /// A text as the label.
  public init<S: StringProtocol>(
    _ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    let text = String(label)
    make = { _ in .text(text) }
    unhonoured = Self.unhonoured(
      centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, offsetsMarks: offsetsMarks,
      horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      collisionResolution: collisionResolution, orientation: orientation)
  }

  /// The label.
  public func components(for value: AxisValue) -> [AxisMarkComponent] {
    if !unhonoured.isEmpty {
      RuntimeIssues.reportOnce(
        "AxisValueLabel(\(unhonoured.joined(separator: ", "))) is drawn with the default placement by Trellis.")
    }
    return [AxisMarkComponent(storage: .label(content: make(value), style: nil, font: nil, offset: .zero))]
  }
}

/// How labels that collide are resolved.
public struct AxisValueLabelCollisionResolution: Sendable {
  let name: String
  /// The chart's choice.
  public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
  /// Labels that would overlap are left out, greedily.
  public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
  /// Labels are drawn even when they overlap.
  public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
}

/// Which way a label's text runs.
public struct AxisValueLabelOrientation: Sendable {
  let name: String
  /// The chart's choice.
  public static let automatic = AxisValueLabelOrientation(name: "automatic")
  /// Horizontal.
  public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
  /// Vertical, reading upwards.
  public static let vertical = AxisValueLabelOrientation(name: "vertical")
  /// Vertical, reading downwards.
  public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

/// An axis mark part with a style, a font or an offset.
public struct ModifiedAxisMark<Base: AxisMark>: AxisMark {
  let base: Base
  let modify: (inout AxisMarkComponent) -> Void
  /// The base's components, modified.
  public func components(for value: AxisValue) -> [AxisMarkComponent] {
    base.components(for: value).map { component in
      var component = component
      modify(&component)
      return component
    }
  }
}

extension AxisMark {
  /// Draws the part in a style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedAxisMark<Self> {
    let style = AnyShapeStyle(style)
    return ModifiedAxisMark(base: self) { component in
      switch component.storage {
      case .grid(let stroke, _): component.storage = .grid(stroke: stroke, style: style)
      case .tick(let length, let stroke, _): component.storage = .tick(length: length, stroke: stroke, style: style)
      case .label(let content, _, let font, let offset):
        component.storage = .label(content: content, style: style, font: font, offset: offset)
      }
    }
  }

  /// Sets a label's font.
  public func font(_ font: Font?) -> ModifiedAxisMark<Self> {
    ModifiedAxisMark(base: self) { component in
      if case .label(let content, let style, _, let offset) = component.storage {
        component.storage = .label(content: content, style: style, font: font, offset: offset)
      }
    }
  }

  /// Moves a label by a number of points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedAxisMark<Self> {
    ModifiedAxisMark(base: self) { component in
      if case .label(let content, let style, let font, let offset) = component.storage {
        component.storage = .label(
          content: content, style: style, font: font, offset: CGSize(width: offset.width + x, height: offset.height + y)
        )
      }
    }
  }
}
