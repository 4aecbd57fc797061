import Foundation

/// A set of view properties that may be synchronized between views using
/// `matchedGeometryEffect()`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt32

  /// Creates a set of properties from a raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The view's position, in window coordinates.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The view's size, in local coordinates.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both the position and size properties.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A view's entry in a group of views with synchronized geometry.
struct MatchedGeometryEntry {
  /// The namespace and identifier of the group.
  let group: AnyHashable
  /// The group as SwiftUI's messages name it: `Pair<String, ID>(first: "box", second: …)`.
  let groupName: String
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool
}

/// Enters each view of its content in a group of views with synchronized geometry. Not for use
/// by apps.
nonisolated public struct _MatchedGeometryEffect<ID: Hashable>: ImmediateViewModifier {
  let id: ID
  let namespace: Namespace.ID
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  /// Records the entry on each view of the content; the host matches the geometry once every
  /// view is placed.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    let entry = MatchedGeometryEntry(
      group: AnyHashable([AnyHashable(modifier.namespace), AnyHashable(modifier.id)]),
      groupName: "Pair<\(ID.self), ID>(first: \(String(reflecting: modifier.id)), second: \(modifier.namespace))",
      properties: modifier.properties, anchor: modifier.anchor, isSource: modifier.isSource)
    let context = inputs.context
    _ = context.shared(MatchedGeometry.self) { MatchedGeometry() }
    context.forEachMade(inputs: inputs, content: body) { node in
      context.annotate(node, MatchedGeometryAnnotationKey.self) { $0 = entry }
    }
  }
}

nonisolated extension View {
  /// Defines a group of views with synchronized geometry using an identifier and namespace that
  /// you provide.
  ///
  /// Each view of the group that is not its source takes the source's geometry once every view
  /// is placed: with `.size`, it is proposed the source's size; with `.position`, it is moved so
  /// that its `anchor` point is on the source's. Its container lays out around the place it had,
  /// as it does around an offset.
  ///
  /// ```swift
  /// HStack {
  ///     Color.red.frame(width: 100, height: 100).matchedGeometryEffect(id: "box", in: namespace)
  ///     Color.green.frame(width: 20, height: 20).matchedGeometryEffect(id: "box", in: namespace, isSource: false)
  /// }
  /// ```
  ///
  /// A group with no source leaves its views where they are; one with several reports SwiftUI's
  /// message and takes the first as the source.
  ///
  /// Fidelity: partial — the matched frame is a still picture's: no interpolation between an
  /// inserted and a removed view; the source is sized and placed before the others match it,
  /// after every view is first placed (objc.io, "Matched Geometry Effect",
  /// https://talk.objc.io/episodes/S01E257-matched-geometry-effect-part-1: the view is proposed
  /// the source's size and positioned at the source's location).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    modifier(
      _MatchedGeometryEffect(id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
  }
}

/// Matches the geometry of each group's views to its source, once every view is placed: a pass
/// the `matchedGeometryEffect` modifiers register with their host's update cycle.
final class MatchedGeometry: PlacementPass {
  /// Places each view of a group that is not its source at the source's geometry, and what is
  /// inside it with it.
  func apply(annotations: [NodeID: NodeAnnotations], engine: LayoutEngine) {
    let entries = annotations.compactMap { node, annotations in
      annotations.matchedGeometry.map { (node: node, entry: $0) }
    }
    guard !entries.isEmpty else { return }
    let groups = Dictionary(grouping: entries.sorted { $0.node < $1.node }, by: \.entry.group)
    for members in groups.values.sorted(by: { $0[0].node < $1[0].node }) {
      let sources = members.filter(\.entry.isSource)
      if sources.count > 1 {
        RuntimeIssues.report(
          "Multiple inserted views in matched geometry group \(members[0].entry.groupName) have `isSource: true`, "
            + "results are undefined.")
      }
      guard let source = sources.first, let target = engine.placement(of: source.node)?.frame else { continue }
      for member in members where !member.entry.isSource {
        guard let placed = engine.placement(of: member.node) else { continue }
        let (properties, anchor) = (member.entry.properties, member.entry.anchor)
        let proposal = properties.contains(.size) ? ProposedViewSize(target.size) : placed.proposal
        let size = engine.size(of: member.node, proposal: proposal)
        // The point of the view at `anchor` goes to the source's, or stays where it was.
        let reference = properties.contains(.position) ? target : placed.frame
        let point = CGPoint(
          x: reference.minX + anchor.x * reference.width, y: reference.minY + anchor.y * reference.height)
        let frame = CGRect(
          x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
          height: size.height)
        engine.replace(member.node, at: frame, proposal: proposal)
      }
    }
  }
}

/// The node annotation of ``NodeAnnotations/matchedGeometry``.
enum MatchedGeometryAnnotationKey: NodeAnnotationKey {
  static var defaultValue: MatchedGeometryEntry? { nil }
}

extension NodeAnnotations {
  /// The view's entry in a matched-geometry group.
  var matchedGeometry: MatchedGeometryEntry? {
    get { self[MatchedGeometryAnnotationKey.self] }
    set { self[MatchedGeometryAnnotationKey.self] = newValue }
  }
}
