import Foundation

extension GraphicsContext {
  /// A colour or pattern that fills or strokes a path.
  ///
  /// A gradient's points are in the context's coordinates, as SwiftUI's are; the display list
  /// keeps them as unit points of the drawn path's bounds.
  public struct Shading: Sendable {
    enum Kind: Sendable {
      case style(AnyShapeStyle)
      case linear(Gradient, start: CGPoint, end: CGPoint)
      case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
      case conic(Gradient, center: CGPoint, angle: Angle)
    }

    let kind: Kind

    /// A shading of one colour.
    public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }

    /// A shading of one colour, given by its components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A shading of a shape style: a colour, a gradient, a semantic style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

    /// The foreground style of the canvas's environment.
    public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(.foreground))) }

    /// A linear gradient from `startPoint` to `endPoint`.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      options.report()
      return Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
    }

    /// A radial gradient around `center`.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      options.report()
      return Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// A conic gradient around `center`, starting at `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
    ) -> Shading {
      options.report()
      return Shading(kind: .conic(gradient, center: center, angle: angle))
    }

    /// The paint of the shading for a path whose bounds are `bounds`.
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
      func unit(_ point: CGPoint) -> UnitPoint {
        UnitPoint(
          x: bounds.width > 0 ? (point.x - bounds.minX) / bounds.width : 0,
          y: bounds.height > 0 ? (point.y - bounds.minY) / bounds.height : 0)
      }
      switch kind {
      case .style(let style):
        return style.resolvedPaint(in: environment)
      case .linear(let gradient, let start, let end):
        return .linearGradient(gradient.resolved(in: environment), start: unit(start), end: unit(end))
      case .radial(let gradient, let center, let startRadius, let endRadius):
        return .radialGradient(
          gradient.resolved(in: environment), center: unit(center), startRadius: startRadius, endRadius: endRadius)
      case .conic(let gradient, let center, let angle):
        return .angularGradient(
          gradient.resolved(in: environment), center: unit(center), startAngle: angle,
          endAngle: .radians(angle.radians + 2 * .pi))
      }
    }
  }

  /// Options for a gradient's shading.
  public struct GradientOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats the gradient past its end (reported: drawn padded).
    public static let `repeat` = GradientOptions(rawValue: 1 << 0)
    /// Repeats the gradient past its end, mirrored (reported: drawn padded).
    public static let mirror = GradientOptions(rawValue: 1 << 1)
    /// Interpolates in linear colour (reported: drawn in sRGB).
    public static let linearColor = GradientOptions(rawValue: 1 << 2)

    func report() {
      guard !isEmpty else { return }
      RuntimeIssues.reportOnce("GraphicsContext gradient options are not drawn: gradients are padded, in sRGB.")
    }
  }

  /// A filter that applies to the drawing operations that follow it.
  public struct Filter: Sendable {
    enum Kind: Sendable {
      case blur(CGFloat)
      case shadow(Color, radius: CGFloat, offset: CGSize)
      case opacity(Double)
      case color(ColorFilter)
      case multiply(Color)
    }

    let kind: Kind

    /// A Gaussian blur of `radius`.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      if !options.isEmpty { RuntimeIssues.reportOnce("GraphicsContext blur options are not drawn.") }
      return Filter(kind: .blur(radius))
    }

    /// A drop shadow.
    public static func shadow(
      color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      if blendMode != .normal || !options.isEmpty {
        RuntimeIssues.reportOnce("GraphicsContext shadow blend modes and options are not drawn.")
      }
      return Filter(kind: .shadow(color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// Multiplies the alpha of what is drawn by `amount`.
    public static func opacity(_ amount: Double) -> Filter { Filter(kind: .opacity(amount)) }
    /// Adds `amount` to the brightness.
    public static func brightness(_ amount: Double) -> Filter { Filter(kind: .color(.brightness(amount))) }
    /// Scales the contrast by `amount`.
    public static func contrast(_ amount: Double) -> Filter { Filter(kind: .color(.contrast(amount))) }
    /// Scales the saturation by `amount`.
    public static func saturation(_ amount: Double) -> Filter { Filter(kind: .color(.saturation(amount))) }
    /// Removes `amount` of the colour.
    public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .color(.grayscale(amount))) }
    /// Rotates the hues by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .color(.hueRotation(angle))) }
    /// Inverts the colours.
    public static var colorInvert: Filter { Filter(kind: .color(.colorInvert)) }
    /// Makes the luminance the alpha.
    public static var luminanceToAlpha: Filter { Filter(kind: .color(.luminanceToAlpha)) }
    /// Multiplies the colours by `color`.
    public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .multiply(color)) }

    /// The effect the filter draws as, for a canvas whose frame is `bounds`.
    func effect(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Effect? {
      switch kind {
      case .blur(let radius): .blur(radius: radius, opaque: false, bounds: bounds)
      case .shadow(let color, let radius, let offset):
        .shadow(color: color.resolve(in: environment), radius: radius, offset: offset)
      case .opacity(let amount): .opacity(Swift.min(Swift.max(amount, 0), 1))
      case .color(let filter): .colorFilter(filter)
      case .multiply(let color): .colorFilter(.colorMultiply(color.resolve(in: environment)))
      }
    }
  }

  /// Options for a blur filter.
  public struct BlurOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Treats the result as opaque (reported: not drawn).
    public static let opaque = BlurOptions(rawValue: 1 << 0)
    /// Dithers the result (reported: not drawn).
    public static let dithersResult = BlurOptions(rawValue: 1 << 1)
  }

  /// Options for a shadow filter.
  public struct ShadowOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Draws the shadow above the content (reported: not drawn).
    public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
    /// Draws only the shadow (reported: not drawn).
    public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
    /// Draws the shadow inside (reported: not drawn).
    public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
    /// Hides the content outside the shadow (reported: not drawn).
    public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
  }

  /// Options for a filter.
  public struct FilterOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Filters in linear colour (reported: filtered in sRGB).
    public static let linearColor = FilterOptions(rawValue: 1 << 0)
  }
}
