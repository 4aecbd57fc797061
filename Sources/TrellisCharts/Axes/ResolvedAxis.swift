import Foundation
import Trellis

/// An axis' marks resolved for drawing: the lines in the plot and the labels beside it.
package struct ResolvedAxis {
  package struct Line {
    package var fraction: Double
    package var isTick: Bool
    package var length: CGFloat
    package var stroke: StrokeStyle
    package var style: AnyShapeStyle
  }
  package struct Label {
    package var fraction: Double
    package var view: AnyView
    /// Whether the label starts at its value (a date) instead of being centred on it.
    package var startsAtValue: Bool
    package var offset: CGSize
    package var text: String?
  }
  package var lines: [Line] = []
  package var labels: [Label] = []
  /// The side: leading or trailing for y, top or bottom for x.
  package var isLeadingOrTop = false

  /// No axis: a pie's or a donut's.
  package init() {}

  /// The grid line colour: the tertiary label colour [uncertain].
  static let gridStyle = AnyShapeStyle(Color.secondary.opacity(0.5))

  /// The axis of `scale` with the settings of `chartXAxis`/`chartYAxis`.
  package init(
    scale: ChartScale?, isX: Bool, settings: ChartConfiguration.AxisSettings, locale: Locale
  ) {
    guard let scale, settings.visibility != .hidden else { return }
    let isCategory = if case .category = scale.kind { true } else { false }
    let specs =
      settings.marks ?? [
        AxisMarksSpecification(position: .automatic, values: .automatic, preset: .automatic, stroke: nil, content: nil)
      ]
    for spec in specs {
      if spec.preset.storage != .automatic {
        RuntimeIssues.report("AxisMarks(preset: .\(spec.preset.storage)) is drawn as .automatic by Trellis.")
      }
      switch spec.position.storage {
      case .leading, .top: isLeadingOrTop = true
      case .trailing, .bottom: isLeadingOrTop = false
      case .automatic: isLeadingOrTop = !isX && isCategory
      }
      var rounds = false
      switch spec.values.storage {
      case .automatic(_, let lower, let upper, _): rounds = lower != nil || upper != nil
      case .numericStride(_, let flag), .dateStride(_, _, _, let flag): rounds = flag
      case .list: break
      }
      if rounds {
        RuntimeIssues.reportOnce(
          "AxisMarkValues' roundLowerBound and roundUpperBound are not honoured by Trellis: the scale's domain is its own."
        )
      }
      let values = scale.tickValues(spec.values)
      for (index, value) in values.enumerated() {
        let fraction: Double
        if case .category(let name) = value {
          guard let band = scale.band(of: name) else { continue }
          fraction = (band.lowerBound + band.upperBound) / 2
        } else {
          fraction = scale.fraction(value.continuous)
        }
        guard fraction.isFinite, fraction >= -1e-9, fraction <= 1 + 1e-9 else { continue }
        let axisValue = AxisValue(index: index, count: values.count, plotValue: value)
        let components: [AxisMarkComponent] =
          spec.content?(axisValue) ?? Self.defaultComponents(isX: isX, isCategory: isCategory, stroke: spec.stroke)
        for component in components {
          switch component.storage {
          case .grid(let stroke, let style):
            let dashed = isX && !isCategory && stroke == nil && spec.stroke == nil
            lines.append(
              Line(
                fraction: fraction, isTick: false, length: 0,
                stroke: stroke ?? spec.stroke ?? StrokeStyle(lineWidth: 0.5, dash: dashed ? [2, 2] : []),
                style: style ?? Self.gridStyle))
          case .tick(let length, let stroke, let style):
            lines.append(
              Line(
                fraction: fraction, isTick: true, length: length ?? 4,
                stroke: stroke ?? spec.stroke ?? StrokeStyle(lineWidth: 0.5), style: style ?? Self.gridStyle))
          case .label(let content, let style, let font, let offset):
            let text: Text
            var string: String?
            switch content {
            case .automatic:
              string = scale.label(for: value, locale: locale)
              text = Text(verbatim: string ?? "")
            case .text(let s):
              string = s
              text = Text(verbatim: s)
            case .view(let view):
              labels.append(Label(fraction: fraction, view: view, startsAtValue: false, offset: offset, text: nil))
              continue
            }
            let view = AnyView(
              text.font(font ?? .caption2).foregroundStyle(style ?? AnyShapeStyle(Color.secondary)).lineLimit(1)
                .fixedSize())
            let startsAtValue = isX && scale.kind == .date
            // A label that starts at the end of the domain has no room in the plot (iOS leaves it out).
            if startsAtValue && fraction > 1 - 1e-9 { continue }
            labels.append(
              Label(fraction: fraction, view: view, startsAtValue: startsAtValue, offset: offset, text: string))
          }
        }
      }
    }
  }

  /// The default marks of a value: grid line and label on y; grid line, tick and label on a
  /// date or numeric x axis; the label alone on a category axis [uncertain].
  static func defaultComponents(isX: Bool, isCategory: Bool, stroke: StrokeStyle?) -> [AxisMarkComponent] {
    let label = AxisMarkComponent(storage: .label(content: .automatic, style: nil, font: nil, offset: .zero))
    if isCategory { return [label] }
    if isX { return [.grid(stroke: stroke, style: nil), .tick(length: nil, stroke: stroke, style: nil), label] }
    return [.grid(stroke: stroke, style: nil), label]
  }
}

/// A grid line or a tick of an axis, as a shape of the plot.
struct AxisLineShape: Shape {
  let fraction: Double
  let isX: Bool
  let isTick: Bool
  let length: CGFloat
  let outward: Bool
  let geometry: PlotGeometry

  func path(in rect: CGRect) -> Path {
    var path = Path()
    if isX {
      let x = rect.minX + geometry.x.point(fraction, length: rect.width)
      if isTick {
        let y = outward ? rect.minY : rect.maxY
        path.move(to: CGPoint(x: x, y: y))
        path.addLine(to: CGPoint(x: x, y: outward ? y - length : y + length))
      } else {
        path.move(to: CGPoint(x: x, y: rect.minY))
        path.addLine(to: CGPoint(x: x, y: rect.maxY))
      }
    } else {
      let y = rect.minY + geometry.y.point(fraction, length: rect.height)
      if isTick {
        let x = outward ? rect.minX : rect.maxX
        path.move(to: CGPoint(x: x, y: y))
        path.addLine(to: CGPoint(x: outward ? x - length : x + length, y: y))
      } else {
        path.move(to: CGPoint(x: rect.minX, y: y))
        path.addLine(to: CGPoint(x: rect.maxX, y: y))
      }
    }
    return path
  }
}
