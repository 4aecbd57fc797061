/// One node of an anchor problem: a flexbox box, as `anchor_bench.py --dump-shapes` writes it.
///
/// The keys are the script's: `dir`, `w`, `h`, `grow`, `shrink`, `basis0`, `pad`, `mr`, `center`
/// and `text`. Absent keys take the values the script gives both engines: grow 0, shrink 1,
/// flex-basis auto, no padding or margin, `align-items: stretch`.
public struct AnchorNode: Codable, Hashable, Sendable {
  /// The axis a flexbox container lays its children along: `row` or `column`.
  public enum Direction: String, Codable, Hashable, Sendable {
    /// Children side by side, left to right.
    case row
    /// Children one below the other.
    case col
  }

  /// A measured leaf's text: how many characters, and how tall one line is.
  public struct Text: Codable, Hashable, Sendable {
    /// The number of characters, each `AnchorTextMeasurer.characterWidth` wide.
    public var characters: Int
    /// The height of one line.
    public var lineHeight: Double

    /// Creates a text of `characters` characters in lines `lineHeight` tall.
    public init(characters: Int, lineHeight: Double) {
      self.characters = characters
      self.lineHeight = lineHeight
    }

    /// Reads the script's `[nchars, line_height]`.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      characters = try container.decode(Int.self)
      lineHeight = try container.decode(Double.self)
    }

    /// Writes `[nchars, line_height]`, as the script does.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(characters)
      try container.encode(lineHeight)
    }
  }

  /// The index of the parent in the shape's node list, or -1 for the root.
  public var parent: Int
  /// The direction of the children, when the node is a container.
  public var direction: Direction?
  /// The explicit width.
  public var width: Double?
  /// The explicit height.
  public var height: Double?
  /// `flex-grow`; the script's default is 0.
  public var grow: Double?
  /// `flex-shrink`; the script's default is 1.
  public var shrink: Double?
  /// Whether `flex-basis` is 0 rather than auto.
  public var basisZero: Bool?
  /// Padding on all four edges.
  public var padding: Double?
  /// The right margin.
  public var marginRight: Double?
  /// Whether the node centres its children across its direction (`align-items: center`).
  public var center: Bool?
  /// The text of a measured leaf.
  public var text: Text?

  enum CodingKeys: String, CodingKey {
    case parent, grow, shrink, center, text
    case direction = "dir"
    case width = "w"
    case height = "h"
    case basisZero = "basis0"
    case padding = "pad"
    case marginRight = "mr"
  }

  /// Creates a node; the defaults are the script's.
  public init(
    parent: Int, direction: Direction? = nil, width: Double? = nil, height: Double? = nil, grow: Double? = nil,
    shrink: Double? = nil, basisZero: Bool? = nil, padding: Double? = nil, marginRight: Double? = nil,
    center: Bool? = nil, text: Text? = nil
  ) {
    self.parent = parent
    self.direction = direction
    self.width = width
    self.height = height
    self.grow = grow
    self.shrink = shrink
    self.basisZero = basisZero
    self.padding = padding
    self.marginRight = marginRight
    self.center = center
    self.text = text
  }
}
