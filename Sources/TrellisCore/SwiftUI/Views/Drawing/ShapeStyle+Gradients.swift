import Foundation

// The gradient shorthands SwiftUI gives `ShapeStyle` (`.fill(.linearGradient(colors: …))`),
// each the gradient type's own initialiser under a static name, as Apple declares them
// (https://developer.apple.com/documentation/swiftui/shapestyle/lineargradient(colors:startpoint:endpoint:)).

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of evenly spaced colours from `startPoint` to `endPoint`.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of stops from `startPoint` to `endPoint`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of `gradient` between two radii around `center`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of evenly spaced colours between two radii around `center`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of stops between two radii around `center`.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of `gradient` sweeping from `startAngle` to `endAngle` around `center`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of evenly spaced colours from `startAngle` to `endAngle`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of stops from `startAngle` to `endAngle`.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full-circle angular (conic) gradient of `gradient` starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A full-circle angular (conic) gradient of evenly spaced colours starting at `angle`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// A full-circle angular (conic) gradient of stops starting at `angle`.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}

/// An ``AnyGradient`` given a direction: `.linearGradient(Color.blue.gradient, startPoint:endPoint:)`.
struct DirectedAnyGradient: ShapeStyle, PaintConvertible {
  let gradient: AnyGradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    .linearGradient(gradient.stops(in: environment), start: startPoint, end: endPoint)
  }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// A linear gradient of an ``AnyGradient`` (such as ``Color/gradient``) from `startPoint` to
  /// `endPoint`.
  public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> AnyShapeStyle
  {
    AnyShapeStyle(DirectedAnyGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint))
  }
}
