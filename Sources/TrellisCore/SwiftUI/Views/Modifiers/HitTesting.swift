import Foundation

// Hit testing: which views a touch can reach. A Trellis host taps views by accessibility
// identifier (`LayoutHost.tap(_:)`), not at a point, so a content shape changes no tap's
// outcome; it is recorded on the node, where the frame dump shows it. `allowsHitTesting(false)`
// does change the outcome: the controls under it take no interaction, and `tap` says why.

/// The kinds of hit testing and drawing a content shape is for.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
  /// The kind's bit.
  public let rawValue: Int

  /// Creates kinds from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Hit testing and accessibility: the default.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The shape of a drag preview.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The shape of a context menu preview.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// The shape of a hover effect.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The shape of accessibility focus.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

/// Records the shape a view is hit-tested and previewed with; layout and drawing are unchanged.
///
/// Fidelity: partial — recorded and shown in the frame dump; a Trellis host taps by
/// identifier, not at a point, so the shape does not change which view a tap reaches.
struct ContentShapeBehavior: TransparentUnaryLayoutBehavior {
  let shape: any Shape
  let kinds: ContentShapeKinds
  let evenOdd: Bool

  var debugName: String {
    let kindNames = [
      (ContentShapeKinds.interaction, "interaction"), (.dragPreview, "dragPreview"),
      (.contextMenuPreview, "contextMenuPreview"), (.hoverEffect, "hoverEffect"), (.accessibility, "accessibility"),
    ].filter { kinds.contains($0.0) }.map(\.1)
    let kindsText = kinds == .interaction ? "" : ", kinds: [\(kindNames.joined(separator: ", "))]"
    return "contentShape(\(typeName(type(of: shape)))\(kindsText)\(evenOdd ? ", eoFill" : ""))"
  }

  /// The hit-testing outline of a view with frame `frame`.
  func outline(in frame: CGRect) -> Path { shape.path(placedIn: frame) }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize { child.sizeThatFits(proposal) }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero)
  }
}

/// Wraps each view of the content in a node recording its content shape.
nonisolated struct ContentShapeModifier: ImmediateViewModifier {
  let behavior: ContentShapeBehavior

  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier.behavior }
  }
}

extension EnvironmentValues {
  /// Whether views here can be hit: `false` under `allowsHitTesting(false)`, which a
  /// descendant cannot undo.
  @Entry var allowsHitTesting: Bool = true
}

nonisolated extension View {
  /// Defines the shape of this view for hit testing (and the other `kinds`), in its frame.
  ///
  /// Fidelity: partial — recorded in the frame dump; taps in a Trellis host go by
  /// identifier, so the shape does not change which view a tap reaches.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(ContentShapeModifier(behavior: ContentShapeBehavior(shape: shape, kinds: .interaction, evenOdd: eoFill)))
  }

  /// Defines the shape of this view for the given kinds of hit testing and previews.
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
    modifier(ContentShapeModifier(behavior: ContentShapeBehavior(shape: shape, kinds: kind, evenOdd: eoFill)))
  }

  /// Sets whether touches reach this view and its content: with `false`, its controls take no
  /// interaction — `LayoutHost.tap(_:)` refuses them with a runtime issue — as touches on
  /// the device pass through to what is behind.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    transformEnvironment(\.allowsHitTesting) { allows in allows = allows && enabled }
  }
}
