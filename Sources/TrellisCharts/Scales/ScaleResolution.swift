import Foundation
import Trellis

extension ResolvedChart {
  /// The scale of one axis: its kind from the data (categories, dates, numbers), its domain from
  /// the settings or the data — numbers from zero to a nice value above the largest, as Swift
  /// Charts' automatic domain includes zero (`ScaleDomain.automatic(includesZero:)`) — and its
  /// automatic ticks.
  static func scale(
    for marks: [MarkRecord], axis: Axis, settings: ChartConfiguration.ScaleSettings, stacked: Stacks?,
    desiredCount: Int? = nil, calendar: Calendar
  ) -> ChartScale? {
    let desiredCount = desiredCount ?? NumericTicks.defaultDesiredCount
    // A stacked value counts where its stack puts it, not on its own.
    let channels: [PlotChannel] = marks.enumerated().flatMap { index, mark -> [PlotChannel] in
      let main = stacked?.extent(of: index) != nil ? nil : (axis == .horizontal ? mark.x : mark.y)
      let list = axis == .horizontal ? [main, mark.xStart, mark.xEnd] : [main, mark.yStart, mark.yEnd]
      return list.compactMap { $0 }
    }
    var scale = ChartScale(kind: .numeric)
    scale.range = settings.range ?? .plotDimension(start: 0, end: 0)
    scale.calendar = channels.lazy.compactMap({ $0.unit?.calendar }).first ?? calendar
    let isCategory =
      settings.type == .category
      || channels.contains { if case .category = $0.value { true } else { false } }
      || { if case .categories = settings.domain { true } else { false } }()
    let isDate = channels.contains { if case .date = $0.value { true } else { false } }
    if isCategory {
      var names: [String] = []
      if case .categories(let listed) = settings.domain { names = listed }
      for channel in channels where !names.contains(channel.value.groupName) {
        if case .categories = settings.domain { continue }
        names.append(channel.value.groupName)
      }
      // A y axis of categories lists them from the top, as a horizontal bar chart reads.
      scale.reversed = axis == .vertical
      if case .automatic(_, let reversed?) = settings.domain { scale.reversed = reversed != (axis == .vertical) }
      scale.kind = .category(names)
      scale.automaticTicks = names.map(PlotValue.category)
      return scale
    }
    scale.type = settings.type ?? .linear
    var low = Double.infinity
    var high = -Double.infinity
    for channel in channels {
      let span = channel.span
      low = min(low, span.lowerBound)
      high = max(high, span.upperBound)
    }
    if let stacked, !stacked.isEmpty {
      low = min(low, stacked.low)
      high = max(high, stacked.high)
    }
    if isDate {
      scale.kind = .date
      switch settings.domain {
      case .range(let a, let b)?:
        (low, high) = (min(a.continuous, b.continuous), max(a.continuous, b.continuous))
      default:
        if !low.isFinite { (low, high) = (0, 86_400) }
        if low == high { (low, high) = (low - 43_200, high + 43_200) }
      }
      scale.lower = low
      scale.upper = high
      let (from, to) = (Date(timeIntervalSinceReferenceDate: low), Date(timeIntervalSinceReferenceDate: high))
      let stride = DateTicks.stride(lower: from, upper: to, count: desiredCount)
      scale.dateStride = stride
      scale.automaticTicks = DateTicks.values(stride: stride, from: from, through: to, calendar: scale.calendar)
        .map(PlotValue.date)
      if case .automatic(_, let reversed?)? = settings.domain { scale.reversed = reversed }
      return scale
    }
    switch settings.domain {
    case .range(let a, let b)?:
      let (lower, upper) = (min(a.continuous, b.continuous), max(a.continuous, b.continuous))
      scale.lower = lower.isFinite ? lower : 0
      scale.upper = upper.isFinite && upper > scale.lower ? upper : scale.lower + 1
      scale.automaticTicks = NumericTicks.ticks(
        lower: scale.lower, upper: scale.upper, roundLower: false, roundUpper: false
      )
      .values.filter { $0 >= scale.lower - 1e-9 && $0 <= scale.upper + 1e-9 }.map(PlotValue.number)
      return scale
    case .automatic(let includesZero, let reversed)?:
      scale.reversed = reversed ?? false
      if includesZero ?? true, low.isFinite { (low, high) = (min(low, 0), max(high, 0)) }
    default:
      if low.isFinite { (low, high) = (min(low, 0), max(high, 0)) }
    }
    if !low.isFinite { (low, high) = (0, 1) }
    if stacked?.normalized == true, high <= 1, low >= 0 { (low, high) = (0, 1) }
    if scale.type == .log {
      low = max(low, channels.map(\.center).filter { $0 > 0 }.min() ?? 1)
      let (a, b) = (pow(10, log10(low).rounded(.down)), pow(10, log10(max(high, low)).rounded(.up)))
      scale.lower = a
      scale.upper = b > a ? b : a * 10
      var values: [PlotValue] = []
      var v = scale.lower
      while v <= scale.upper * 1.000001, values.count < 400 {
        values.append(.number(v))
        v *= 10
      }
      scale.automaticTicks = values
      return scale
    }
    let nice = NumericTicks.ticks(lower: low, upper: high, desiredCount: desiredCount)
    scale.lower = nice.domain.lowerBound
    scale.upper = nice.domain.upperBound
    scale.automaticTicks = nice.values.map(PlotValue.number)
    return scale
  }
}
