import Foundation

/// The horizontal flip that mirrors right-to-left subtrees once layout is done.
///
/// Layout runs in leading-to-trailing terms everywhere, so that built-in and custom layouts
/// need no right-to-left branch; a subtree whose layout direction differs from its parent's
/// is then flipped horizontally about its own frame, as SwiftUI flips it when drawing.
/// Spacing is computed on absolute edges with the layout direction, so it flips consistently.
/// ``LayoutResult`` applies it as it walks the tree.
///
/// Fidelity: partial — right-to-left spacing is pinned (docs/LayoutRules.md §2 B cases 12 and
/// 16); mirroring the frames follows SwiftUI's documented flip, and no fixture lays out a
/// right-to-left view.
struct RightToLeftMirroring {
  /// The map x ↦ sign·x + shift.
  private var sign: CGFloat = 1
  private var shift: CGFloat = 0

  /// No mirroring at all.
  static let identity = RightToLeftMirroring()

  /// `rect` mapped: moved, and flipped when the map mirrors.
  func apply(_ rect: CGRect) -> CGRect {
    guard !rect.isNull, sign != 1 || shift != 0 else { return rect }
    let x = sign > 0 ? rect.minX + shift : shift - rect.maxX
    return CGRect(x: x, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// This map followed by a mirror about the vertical centre line of `rect`: x ↦ 2·midX − x.
  func mirrored(about rect: CGRect) -> RightToLeftMirroring {
    RightToLeftMirroring(sign: -sign, shift: sign * 2 * rect.midX + shift)
  }
}
