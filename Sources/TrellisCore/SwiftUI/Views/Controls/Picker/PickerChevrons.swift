import Foundation

// The two chevrons pickers draw, as shapes sized to their ink: SF Symbols do not ship on Linux,
// and the measured sizes are of the ink (docs/iOSControls.md §5 Picker).

/// `chevron.up.chevron.down`: an up chevron over a down chevron, as a menu picker draws beside
/// its selection. Its ink is 8.33 × 12 in a list row (SPZV), which ``size`` is.
nonisolated struct UpDownChevron: Shape {
  /// The ink's size (docs/iOSControls.md §5 Picker, "Default in a List or Form").
  static let size = CGSize(width: 25.0 / 3, height: 12)
  /// How thick each arm is, measured vertically: a medium-weight stroke [uncertain: by eye].
  static let thickness: CGFloat = 1.8
  /// How tall each chevron is, thickness included.
  static let chevronHeight: CGFloat = 4.4

  func path(in rect: CGRect) -> Path {
    Path { path in
      // The up chevron: apex at the top, arms down to the corners.
      let upBase = rect.minY + Self.chevronHeight - Self.thickness
      Self.addChevron(
        to: &path, left: CGPoint(x: rect.minX, y: upBase), apex: CGPoint(x: rect.midX, y: rect.minY),
        right: CGPoint(x: rect.maxX, y: upBase), offset: CGSize(width: 0, height: Self.thickness))
      // The down chevron: its mirror image at the bottom.
      let downBase = rect.maxY - Self.chevronHeight + Self.thickness
      Self.addChevron(
        to: &path, left: CGPoint(x: rect.minX, y: downBase), apex: CGPoint(x: rect.midX, y: rect.maxY),
        right: CGPoint(x: rect.maxX, y: downBase), offset: CGSize(width: 0, height: -Self.thickness))
    }
  }

  /// Adds a chevron through `left`, `apex` and `right`, made thick by moving a copy of the
  /// three points by `offset`.
  static func addChevron(to path: inout Path, left: CGPoint, apex: CGPoint, right: CGPoint, offset: CGSize) {
    func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + offset.width, y: point.y + offset.height) }
    path.addLines([left, apex, right, moved(right), moved(apex), moved(left)])
    path.closeSubpath()
  }
}

/// `chevron.right`, the disclosure indicator of a navigation row: its ink is about 6.5 × 11.5
/// (docs/iOSControls.md §5 Picker, `.navigationLink`).
nonisolated struct DisclosureChevron: Shape {
  /// The ink's size.
  static let size = CGSize(width: 6.5, height: 11.5)
  /// How thick each arm is, measured horizontally: a semibold stroke [uncertain: by eye].
  static let thickness: CGFloat = 2.2

  func path(in rect: CGRect) -> Path {
    Path { path in
      UpDownChevron.addChevron(
        to: &path, left: CGPoint(x: rect.minX, y: rect.minY),
        apex: CGPoint(x: rect.maxX - Self.thickness, y: rect.midY), right: CGPoint(x: rect.minX, y: rect.maxY),
        offset: CGSize(width: Self.thickness, height: 0))
    }
  }
}
