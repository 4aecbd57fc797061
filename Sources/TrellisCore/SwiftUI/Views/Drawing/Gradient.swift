import Foundation

/// A color gradient: colours at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
  /// A colour at a location in a gradient.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// The location, 0...1.
    public var location: CGFloat

    /// Creates a stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// Creates a gradient from stops.
  public init(stops: [Stop]) { self.stops = stops }

  /// Creates a gradient from colours spaced evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = CGFloat(Swift.max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) }
  }

  func resolved(in environment: EnvironmentValues) -> [DisplayList.GradientStop] {
    stops.map { DisplayList.GradientStop(color: $0.color.resolve(in: environment), location: Double($0.location)) }
  }
}

/// A linear gradient: as a view, it fills the space it is offered, like a colour.
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable, Sendable, PaintConvertible {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// Creates a linear gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient of evenly spaced colours.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient from stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    .linearGradient(gradient.resolved(in: environment), start: startPoint, end: endPoint)
  }

  /// Adds a fill that takes the whole proposal.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendLeaf(
      ShapeBehavior(shape: Rectangle(), paint: view.paint(in: inputs.environment), name: "LinearGradient"),
      inputs: inputs)
  }
}

/// A radial gradient: as a view, it fills the space it is offered.
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView, Hashable, Sendable, PaintConvertible {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// Creates a radial gradient between two radii around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient from stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// Creates a radial gradient of evenly spaced colours.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    .radialGradient(gradient.resolved(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// Adds a fill that takes the whole proposal.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendLeaf(
      ShapeBehavior(shape: Rectangle(), paint: view.paint(in: inputs.environment), name: "RadialGradient"),
      inputs: inputs)
  }
}

/// An angular (conic) gradient: as a view, it fills the space it is offered.
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView, Hashable, Sendable, PaintConvertible {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// Creates an angular gradient sweeping from `startAngle` to `endAngle` around `center`.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// Creates an angular gradient of evenly spaced colours.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// Creates an angular gradient from stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)
  ) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// Creates a full-circle angular gradient starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  /// Creates a full-circle angular gradient of evenly spaced colours starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// Creates a full-circle angular gradient from stops, starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    .angularGradient(gradient.resolved(in: environment), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// Adds a fill that takes the whole proposal.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.appendLeaf(
      ShapeBehavior(shape: Rectangle(), paint: view.paint(in: inputs.environment), name: "AngularGradient"),
      inputs: inputs)
  }
}

extension Angle {
  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
}
