import Foundation
import TrellisCore

/// The corners of a rectangle, as UIKit names them
/// (https://developer.apple.com/documentation/uikit/uirectcorner).
///
/// ```swift
/// UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
/// ```
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt

  /// Creates a set of corners from a raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner of the rectangle.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner of the rectangle.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner of the rectangle.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner of the rectangle.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All corners of the rectangle.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path that consists of straight and curved line segments, as UIKit's: what SwiftUI code
/// reaches for to round some corners of a custom shape.
///
/// ```swift
/// struct TopRounded: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
///                           cornerRadii: CGSize(width: 12, height: 12)).cgPath)
///     }
/// }
/// ```
///
/// It holds a SwiftUI `Path`: `cgPath` hands it to `Path(_:)`. Coordinates are UIKit's, y
/// pointing down.
///
/// Fidelity: partial — the shapes, the segments and `cgPath`; the stroke properties
/// (`lineWidth`, …) and `fill()`/`stroke()`, which draw into a UIKit graphics context, do not
/// exist, as no such context does.
public final class UIBezierPath {
  /// The path's elements.
  var path: Path

  /// Creates an empty path.
  public init() {
    path = Path()
  }

  init(_ path: Path) {
    self.path = path
  }

  /// Creates a path with the elements of a CoreGraphics path.
  public convenience init(cgPath: CGPath) {
    self.init(Path(cgPath))
  }

  /// Creates a rectangular path.
  public convenience init(rect: CGRect) {
    self.init(Path(rect))
  }

  /// Creates an elliptical path inscribed in the rectangle.
  public convenience init(ovalIn rect: CGRect) {
    self.init(Path(ellipseIn: rect))
  }

  /// Creates a rounded rectangular path: UIKit's rounded rectangles have continuous corners,
  /// which blend into the edges as SwiftUI's `.continuous` ones do; a radius larger than half
  /// the shorter side is clamped to it.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous))
  }

  /// Creates a rectangular path with only the given corners rounded, each a quarter circle of
  /// radius `cornerRadii.width`, clamped to half the shorter side.
  ///
  /// UIKit documents `cornerRadii` as the size of each corner's oval; in practice it rounds
  /// with `cornerRadii.width` and ignores the height [uncertain], which Trellis follows.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    let width = cornerRadii.width
    func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? width : 0 }
    self.init(
      Path(
        roundedRect: rect,
        cornerRadii: RectangleCornerRadii(
          topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft), bottomTrailing: radius(.bottomRight),
          topTrailing: radius(.topRight)),
        style: .circular))
  }

  /// The path's elements as a CoreGraphics path, for `Path(_:)`.
  public var cgPath: CGPath {
    get { path.cgPath }
    set { path = Path(newValue) }
  }

  /// The bounding rectangle of the path, control points included.
  public var bounds: CGRect { path.boundingRect }

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }

  /// The point the path's last segment ended at.
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }

  /// Moves the current point to `point`, starting a new subpath.
  public func move(to point: CGPoint) { path.move(to: point) }

  /// Appends a straight line to `point`.
  public func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// Appends a cubic Bézier curve to `endPoint`.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Appends a quadratic Bézier curve to `endPoint`.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Closes the current subpath with a straight line to its start.
  public func close() { path.closeSubpath() }

  /// Appends the elements of another path.
  public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// Removes all the elements.
  public func removeAllPoints() { path = Path() }
}
