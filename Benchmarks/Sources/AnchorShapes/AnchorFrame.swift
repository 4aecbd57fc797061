import Foundation
import TrellisCore

/// The frame that gives an anchor node its flexbox size in SwiftUI terms: per axis, the
/// smallest, ideal and largest length it may take.
///
/// Flexbox sizes an item by its basis, growing and shrinking it along the container's direction
/// and stretching it across; SwiftUI sizes a view by the proposal its parent makes, within the
/// bounds of its frames. The mapping, per axis:
///
/// - *Along the parent's direction*, a basis `L` (the explicit length, or 0 for `basis0`) is the
///   ideal length; shrink > 0 lets the view go down to 0 and grow > 0 up to infinity, so
///   `w: 10, grow: 1, shrink: 1` in a row is `frame(minWidth: 0, idealWidth: 10, maxWidth: .infinity)`.
///   A stack shares its length among flexible children equally, which is what flexbox does
///   here only because siblings' bases and factors are equal (see the README).
/// - *Across it*, an explicit length is fixed: Yoga and Taffy do not stretch an explicitly sized
///   item. Without one, `align-items: stretch` becomes `frame(maxWidth: .infinity)`, but only
///   when the parent's length there is definite: a SwiftUI frame fills its proposal, and a
///   stack proposes its own proposal, whereas flexbox stretches to the line, which an
///   auto-sized parent takes from its largest child.
/// - *The root* is fixed where it has an explicit length and fills the available room where
///   it has none, as Yoga's root does.
struct AnchorFrame {
  /// The bounds of one axis; `nil` leaves that bound to the content.
  struct Bounds: Equatable {
    var minimum: CGFloat?
    var ideal: CGFloat?
    var maximum: CGFloat?

    static let content = Bounds()

    static func fixed(_ length: CGFloat) -> Bounds { Bounds(minimum: length, ideal: length, maximum: length) }

    var isFixed: Bool { minimum != nil && minimum == maximum }
  }

  var width: Bounds
  var height: Bounds
  /// Whether the node's width and height are decided without its content: what makes its
  /// children's stretching mean something.
  var isDefinite: (width: Bool, height: Bool)

  /// The frame of `node`.
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - parent: The parent and its frame, or `nil` for the root.
  ///   - available: The root's available width and height.
  init(node: AnchorNode, parent: (node: AnchorNode, frame: AnchorFrame)?, available: (Double?, Double?)) {
    let direction: Axis = (parent?.node.direction ?? .col) == .row ? .horizontal : .vertical
    let grows = (node.grow ?? 0) > 0
    let shrinks = (node.shrink ?? 1) > 0
    let stretches = !(parent?.node.center ?? false)

    /// The bounds along `axis`, and whether the length there is definite.
    func bounds(_ axis: Axis) -> (Bounds, isDefinite: Bool) {
      let horizontal = axis == .horizontal
      let length = (horizontal ? node.width : node.height).map { CGFloat($0) }
      guard let parent else {
        let room = horizontal ? available.0 : available.1
        let bounds = length.map(Bounds.fixed) ?? (room == nil ? .content : Bounds(maximum: .infinity))
        return (bounds, length != nil || room != nil)
      }
      let parentIsDefinite = horizontal ? parent.frame.isDefinite.width : parent.frame.isDefinite.height
      if axis == direction {
        let basis = node.basisZero == true ? 0 : length
        guard let basis else {
          return (grows ? Bounds(minimum: shrinks ? 0 : nil, maximum: .infinity) : .content, grows && parentIsDefinite)
        }
        let bounds = Bounds(minimum: shrinks ? 0 : basis, ideal: basis, maximum: grows ? .infinity : basis)
        return (bounds, length != nil || (grows && parentIsDefinite))
      }
      if let length { return (.fixed(length), true) }
      return stretches && parentIsDefinite ? (Bounds(maximum: .infinity), true) : (.content, false)
    }
    let (width, widthIsDefinite) = bounds(.horizontal)
    let (height, heightIsDefinite) = bounds(.vertical)
    (self.width, self.height, isDefinite) = (width, height, (widthIsDefinite, heightIsDefinite))
  }

  /// `content` in this frame, at its top leading corner (flexbox's `flex-start`): a fixed
  /// `frame(width:height:)` when no axis is flexible, a flexible frame otherwise, and no frame
  /// when both axes are the content's.
  func apply(to content: AnyView) -> AnyView {
    if width == .content && height == .content { return content }
    if (width.isFixed || width == .content) && (height.isFixed || height == .content) {
      return AnyView(content.frame(width: width.minimum, height: height.minimum, alignment: .topLeading))
    }
    return AnyView(
      content.frame(
        minWidth: width.minimum, idealWidth: width.ideal, maxWidth: width.maximum,
        minHeight: height.minimum, idealHeight: height.ideal, maxHeight: height.maximum, alignment: .topLeading))
  }
}
