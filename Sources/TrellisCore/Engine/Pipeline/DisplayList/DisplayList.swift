import Foundation

/// What a laid-out view draws: fills, strokes, text, symbols and effect groups, back to front,
/// in host coordinates.
///
/// A ``LayoutResult`` produces it (``LayoutResult/displayList()``); renderers
/// consume it and hold no layout logic. Its text form (`description`) is what tests diff.
public struct DisplayList: Equatable, Sendable, CustomStringConvertible {
  /// The size of the canvas, in points.
  public var size: CGSize
  /// The items, back to front.
  public var items: [Item]

  /// Creates a display list.
  public init(size: CGSize, items: [Item]) {
    self.size = size
    self.items = items
  }

  /// One thing to draw.
  public indirect enum Item: Equatable, Sendable {
    /// Fills `path` with `paint`; gradients are laid out over `bounds`.
    case fill(Path, paint: Paint, bounds: CGRect, evenOdd: Bool)
    /// Strokes `path` with `paint`; gradients are laid out over `bounds`.
    case stroke(Path, paint: Paint, bounds: CGRect, style: StrokeStyle)
    /// Draws text laid out as `request` (whose width and height are the frame's) in `frame`,
    /// each run in its colour.
    case text(TextLayoutRequest, frame: CGRect, colors: [Color.Resolved])
    /// Draws the symbol `name` in `color`, filling `frame`, at the OpenType `weight` of its font
    /// (100–900; 400 regular), which the symbols drawn as text (a letter in a circle) follow.
    case symbol(name: String, frame: CGRect, color: Color.Resolved, weight: Int = 400)
    /// Draws the image file in `frame` as `style` says: stretched, or in nine parts around cap
    /// insets; as it is, or as a template filled with a colour.
    case image(ImageFile, frame: CGRect, style: ImageStyle)
    /// Draws `items` with `effect` applied to them as a whole.
    case group([Item], effect: Effect)
  }

  /// An effect applied to a group of items.
  public enum Effect: Equatable, Sendable {
    /// Multiplies the opacity of the group.
    case opacity(Double)
    /// Clips the group to a path.
    case clip(Path)
    /// Rotates the group by an angle around a point.
    case rotation(Angle, anchor: CGPoint)
    /// Draws a blurred, offset copy of the group in a colour beneath it.
    case shadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
    /// Draws the group, then a blurred, offset shadow of its outline in a colour inside it,
    /// as if the group were cut out of a surface lit from the offset's opposite side.
    case innerShadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
    /// Draws the group through an affine transform of host coordinates.
    case transform(CGAffineTransform)
    /// Draws the group through a projective transform of host coordinates (perspective).
    case projection(ProjectionTransform)
    /// Blurs the group with a Gaussian of standard deviation `radius`; when `opaque`, edges
    /// take the nearest pixel inside `bounds` and the result is opaque within `bounds`.
    case blur(radius: CGFloat, opaque: Bool, bounds: CGRect)
    /// Passes every pixel of the group through a colour filter.
    case colorFilter(ColorFilter)
    /// Composites the group onto what is behind it with a blend mode.
    case blendMode(BlendMode)
    /// Composites the group's items together first, then the result as one.
    case compositingGroup
    /// Renders the group to a bitmap first (an offscreen image), then draws the bitmap; when
    /// `opaque`, the bitmap has no transparency within `bounds`.
    case drawingGroup(opaque: Bool, bounds: CGRect)
    /// Draws the group only where `mask`'s items are opaque, weighted by their opacity.
    case mask([Item])
  }

  /// What fills or strokes a path.
  public enum Paint: Equatable, Sendable {
    /// A solid colour.
    case color(Color.Resolved)
    /// A gradient along a line between two unit points of the item's bounds.
    case linearGradient([GradientStop], start: UnitPoint, end: UnitPoint)
    /// A gradient in circles around a unit point of the item's bounds.
    case radialGradient([GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A gradient sweeping around a unit point of the item's bounds.
    case angularGradient([GradientStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
  }

  /// A colour at a location, 0...1, along a gradient.
  public struct GradientStop: Equatable, Sendable {
    /// The colour.
    public var color: Color.Resolved
    /// Where the colour is, from 0 (start) to 1 (end).
    public var location: Double

    /// Creates a stop.
    public init(color: Color.Resolved, location: Double) {
      self.color = color
      self.location = location
    }
  }
}
