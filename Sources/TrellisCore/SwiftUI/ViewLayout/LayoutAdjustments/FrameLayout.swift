import Foundation

/// A fixed-size frame: what `frame(width:height:alignment:)` makes (docs/LayoutRules.md §1.5).
///
/// Fidelity: verified — §2 C cases 17–31, 67, 75 and the seeds' `MessageRow`.
nonisolated public struct _FrameLayout: ImmediateViewModifier {
  /// The fixed width, or `nil` to take the child's.
  public var width: CGFloat? { storedWidth.value }
  /// The fixed height, or `nil` to take the child's.
  public var height: CGFloat? { storedHeight.value }
  /// The dimensions, a word each: a frame is a node's behaviour, kept for every frame of the
  /// tree, and a `CGFloat?` takes two beside other fields (``StoredLength``).
  private let storedWidth: StoredLength
  private let storedHeight: StoredLength
  /// How the child is aligned in the frame.
  public var alignment: Alignment { storedAlignment.alignment }
  /// The alignment in one word (``StoredAlignment``).
  private let storedAlignment: StoredAlignment
  /// Whether a negative or non-finite dimension was given and dropped.
  let hadInvalidDimension: Bool

  /// Creates a frame. A negative or non-finite dimension is ignored, as SwiftUI does.
  public init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    func valid(_ value: CGFloat?) -> Bool { value.map { $0.isFinite && $0 >= 0 } ?? true }
    hadInvalidDimension = !valid(width) || !valid(height)
    storedWidth = StoredLength(valid(width) ? width : nil)
    storedHeight = StoredLength(valid(height) ? height : nil)
    storedAlignment = StoredAlignment(alignment)
  }

  /// Wraps each view of the content in a frame node.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    if modifier.hadInvalidDimension { RuntimeIssues.report(RuntimeIssues.invalidFrameDimension) }
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier }
  }

  subscript(axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
}

extension _FrameLayout: UnaryLayoutBehavior {
  /// Frames share boxes: a screen repeats a few sizes.
  static var sharesBoxes: Bool { true }

  func sharesBox(with other: Self) -> Bool {
    storedWidth == other.storedWidth && storedHeight == other.storedHeight
      && storedAlignment.isSame(as: other.storedAlignment) && hadInvalidDimension == other.hadInvalidDimension
  }

  /// A frame of fixed width and height never asks its child its size.
  var sizeIsCheap: Bool { width != nil && height != nil }

  var debugName: String {
    var parts: [String] = []
    if let width { parts.append("width: \(formatLength(width))") }
    if let height { parts.append("height: \(formatLength(height))") }
    return "frame(\(parts.joined(separator: ", ")))"
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let size = child.sizeThatFits(childProposal(proposal))
    return CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    let childProposal = childProposal(proposal)
    return ChildPlacement(
      proposal: childProposal, origin: aligned(child, proposal: childProposal, in: size, alignment: alignment))
  }

  /// A frame resets the spacing of the edges it fixes, unless its child is a spacer (§1.4).
  func spacing(child: LayoutSubview, childSpacing: Spacing, layoutDirection: LayoutDirection) -> Spacing {
    spacing(childSpacing, resetting: [.horizontal, .vertical].filter { self[$0] != nil }, child: child)
  }
}

nonisolated extension View {
  /// Positions this view within an invisible frame of the specified size.
  ///
  /// ```swift
  /// Circle().frame(width: 40, height: 40)
  /// ```
  ///
  /// - Parameters:
  ///   - width: A fixed width, or `nil` to use the view's own. Negative and non-finite values are ignored.
  ///   - height: A fixed height, or `nil` to use the view's own. Negative and non-finite values are ignored.
  ///   - alignment: The alignment of the view in the frame.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(_FrameLayout(width: width, height: height, alignment: alignment))
  }

  /// A frame with no constraints: the view unchanged. Deprecated in SwiftUI.
  @available(*, deprecated, message: "Please pass one or more parameters.")
  public func frame() -> some View {
    frame(width: nil, height: nil, alignment: .center)
  }
}
