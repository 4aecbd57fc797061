import Foundation
import Trellis

/// A place in a view's geometry that a `GeometryProxy` resolves in its own coordinates:
/// SwiftUI's `Anchor`, as a chart's proxy hands out for its plot (`plotFrame`).
public struct Anchor<Value> {
  /// The value in global coordinates.
  let global: Value
}

extension GeometryProxy {
  /// The anchor's value in this geometry's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T {
    let origin = frame(in: .global).origin
    if let rect = anchor.global as? CGRect {
      return CGRect(origin: CGPoint(x: rect.minX - origin.x, y: rect.minY - origin.y), size: rect.size) as! T
    }
    if let point = anchor.global as? CGPoint {
      return CGPoint(x: point.x - origin.x, y: point.y - origin.y) as! T
    }
    return anchor.global
  }
}

/// Converts between a chart's values and positions in its plot, for `chartOverlay` and
/// `chartBackground`.
///
/// ```swift
/// .chartOverlay { proxy in
///     GeometryReader { geometry in
///         let origin = geometry[proxy.plotFrame!].origin
///         if let x = proxy.position(forX: selectedDay) {
///             Rectangle().fill(.red).frame(width: 1).offset(x: origin.x + x)
///         }
///     }
/// }
/// ```
///
/// Fidelity: partial — the overlay covers the plot, not the whole chart as on iOS; positions
/// are the plot's, as on iOS.
public struct ChartProxy {
  let chart: ResolvedChart
  let geometry: PlotGeometry
  let frame: CGRect

  /// The size of the plot.
  public var plotSize: CGSize { frame.size }
  /// The plot's frame.
  public var plotFrame: Anchor<CGRect>? { Anchor(global: frame) }
  /// The plot's frame (iOS 16's name).
  public var plotAreaFrame: Anchor<CGRect> { Anchor(global: frame) }
  /// The plot's size (iOS 16's name).
  public var plotAreaSize: CGSize { frame.size }

  func fraction(of value: PlotValue, scale: ChartScale?) -> Double? {
    guard let scale else { return nil }
    return scale.center(of: PlotChannel(value: value))
  }

  /// The horizontal position of an x value in the plot, or `nil` outside the scale.
  public func position<P: Plottable>(forX value: P) -> CGFloat? {
    fraction(of: value.plotValue, scale: chart.xScale).map { geometry.x.point($0, length: frame.width) }
  }

  /// The vertical position of a y value in the plot, or `nil` outside the scale.
  public func position<P: Plottable>(forY value: P) -> CGFloat? {
    fraction(of: value.plotValue, scale: chart.yScale).map { geometry.y.point($0, length: frame.height) }
  }

  /// The position of an x and a y value in the plot.
  public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
    guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// The x value at a horizontal position in the plot.
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
    value(at: position, length: frame.width, mapping: geometry.x, scale: chart.xScale)
  }

  /// The y value at a vertical position in the plot.
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
    value(at: position, length: frame.height, mapping: geometry.y, scale: chart.yScale)
  }

  /// The x and y values at a position in the plot.
  public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type) -> (X, Y)? {
    guard let x: X = value(atX: location.x), let y: Y = value(atY: location.y) else { return nil }
    return (x, y)
  }

  func value<P: Plottable>(at position: CGFloat, length: CGFloat, mapping: AxisMapping, scale: ChartScale?) -> P? {
    guard let scale, length > 0, position.isFinite else { return nil }
    let a = mapping.point(0, length: length)
    let b = mapping.point(1, length: length)
    guard a != b else { return nil }
    let fraction = Double((position - a) / (b - a))
    let plotValue: PlotValue
    switch scale.kind {
    case .category(let names):
      guard !names.isEmpty else { return nil }
      let f = scale.reversed ? 1 - fraction : fraction
      let index = min(names.count - 1, max(0, Int((f * Double(names.count)).rounded(.down))))
      plotValue = .category(names[index])
    case .numeric, .date:
      let f = scale.reversed ? 1 - fraction : fraction
      let low = scale.type.transform(scale.lower)
      let high = scale.type.transform(scale.upper)
      var raw = low + (high - low) * f
      switch scale.type.storage {
      case .log: raw = pow(10, raw)
      case .squareRoot: raw = raw < 0 ? -raw * raw : raw * raw
      case .symmetricLog: raw = raw < 0 ? -expm1(-raw) : expm1(raw)
      case .power(let e): raw = raw < 0 ? -pow(-raw, 1 / e) : pow(raw, 1 / e)
      default: break
      }
      plotValue = scale.kind == .date ? .date(Date(timeIntervalSinceReferenceDate: raw)) : .number(raw)
    }
    return AxisValue(index: 0, count: 1, plotValue: plotValue).as(P.self)
  }
}
