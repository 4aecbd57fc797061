import Foundation

#if !canImport(Darwin)
  /// An immutable graphics path: CoreGraphics' type, for platforms without CoreGraphics, so that
  /// `Path(bezierPath.cgPath)` and `path.cgPath` compile unchanged. It holds the elements of a
  /// ``Path``; on Apple's platforms CoreGraphics' own is used (see CGAffineTransform.swift for
  /// why the test is `canImport(Darwin)`).
  ///
  /// Fidelity: partial — a path is made from a ``Path`` or a `UIBezierPath` and read back with
  /// `Path(_:)`; CoreGraphics' functions on paths do not exist.
  public final class CGPath: Equatable, @unchecked Sendable {
    /// The elements of the path.
    let path: Path

    init(_ path: Path) {
      self.path = path
    }

    /// Whether the two paths have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
      lhs.path == rhs.path
    }

    /// The bounding box of the path's points, control points included.
    public var boundingBox: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
  }

  extension Path {
    /// Creates a path from an immutable shape path: CoreGraphics' path, or `UIBezierPath`'s
    /// `cgPath`.
    public init(_ path: CGPath) {
      self = path.path
    }

    /// An immutable path representing the elements in the path.
    public var cgPath: CGPath { CGPath(self) }
  }
#endif
