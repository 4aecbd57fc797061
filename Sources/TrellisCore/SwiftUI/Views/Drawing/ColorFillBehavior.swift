import Foundation

/// A `Color` shown as a view: a rectangle filled with the colour, taking the whole proposal
/// (10 × 10 when unspecified), as the ``ShapeBehavior`` of a filled `Rectangle` would — what
/// `Color`'s fidelity line cites (docs/LayoutRules.md §1.2; §2 C cases 17–31, 45 and 53–71 lay
/// colours out, and `HeapFootprintTests` checks a colour draws what the filled rectangle draws).
///
/// Colours are among the commonest leaves of a tree (backgrounds, fills, placeholders), and a
/// node keeps its behaviour for as long as it lives: a shape's behaviour carries a paint that
/// may be a gradient, a drawing that may be a stroke, and a list of effects, 88 bytes; a
/// colour needs its resolved components and its name, 48, so that its object takes 80 bytes
/// of the heap rather than 128 (Benchmarks/README.md, "Heap bytes per view", step 9).
struct ColorFillBehavior: LayoutBehavior {
  /// The colour, resolved in the environment the view was made in.
  let color: Color.Resolved
  /// The colour's description (its name, or its components): the node's name is made from it
  /// when a dump asks, since making it with every node cost about 250 instructions a colour
  /// (callgrind, Benchmarks/README.md "Step 5").
  let description: String

  var debugName: String { "Color " + description }

  /// Colours share boxes: the fills of a screen repeat a few colours.
  static var sharesBoxes: Bool { true }

  func sharesBox(with other: Self) -> Bool { isIdentical(color, other.color) && description == other.description }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    Rectangle().sizeThatFits(proposal)
  }

  var sizeIsCheap: Bool { true }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    [.fill(Rectangle().path(placedIn: frame), paint: .color(color), bounds: frame, evenOdd: false)]
  }
}
