import Foundation

extension DisplayList {
  /// How an image item is drawn: tinted or not, how it is scaled, and how it fills its frame.
  public struct ImageStyle: Hashable, Sendable, CustomStringConvertible {
    /// The colour a template image's opacity is filled with; `nil` draws the image's own colours.
    public var tint: Color.Resolved?
    /// How pixels are interpolated when scaled; `nil` is the default (a good blend).
    public var interpolation: Image.Interpolation?
    /// Whether edges between pixels are antialiased.
    public var isAntialiased: Bool
    /// The insets, in points of the image, that keep their size while the rest stretches or tiles.
    public var capInsets: EdgeInsets
    /// Whether the parts between the cap insets stretch or tile.
    public var resizingMode: Image.ResizingMode
    /// Whether a PDF or SVG image is drawn as a bitmap of its own size at the display scale, as
    /// Xcode rasterises an image set without `preserves-vector-representation`, then scaled.
    public var rasterizesVector: Bool
    /// For an SVG image, the id of the one element drawn, fitted to the frame (a custom
    /// symbol's glyph in its template); `nil` draws the whole document.
    public var element: String?

    /// Creates a style; the defaults draw the image as it is, stretched to its frame.
    public init(
      tint: Color.Resolved? = nil, interpolation: Image.Interpolation? = nil, isAntialiased: Bool = true,
      capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch, rasterizesVector: Bool = true,
      element: String? = nil
    ) {
      self.tint = tint
      self.interpolation = interpolation
      self.isAntialiased = isAntialiased
      self.capInsets = capInsets
      self.resizingMode = resizingMode
      self.rasterizesVector = rasterizesVector
      self.element = element
    }

    /// What differs from the defaults, each part after a space: empty for a plain image.
    public var description: String {
      var parts: [String] = []
      if let tint { parts.append("template \(tint)") }
      if let interpolation { parts.append("interpolation \(interpolation)") }
      if !isAntialiased { parts.append("aliased") }
      if capInsets != EdgeInsets() {
        let insets = [capInsets.top, capInsets.leading, capInsets.bottom, capInsets.trailing].map(formatLength)
        parts.append("caps \(insets.joined(separator: " "))")
      }
      if resizingMode == .tile { parts.append("tile") }
      if let element { parts.append("element \(element)") }
      return parts.map { " " + $0 }.joined()
    }
  }
}
