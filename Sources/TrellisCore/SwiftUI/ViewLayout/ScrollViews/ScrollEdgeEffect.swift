import Foundation

/// The transition iOS 26 draws between scrolling content and the controls pinned over it, such
/// as bars: a subtle blur (``soft``) or a nearly opaque line (``hard``).
///
/// The effect shows where content lies under a bar; Trellis draws no scroll edge effect, and keeps
/// the style in the environment
/// ([Apple](https://developer.apple.com/documentation/swiftui/scrolledgeeffectstyle)).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, hard, soft }

  let kind: Kind

  /// The effect the system applies where pinned content overlaps scrolling content.
  public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .automatic) }

  /// A more opaque, clearly defined linear boundary.
  public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .hard) }

  /// A subtle, blurred boundary.
  public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .soft) }
}

/// The scroll edge effect of each edge of the scroll views in a view.
struct ScrollEdgeEffects: Hashable, Sendable {
  /// The style of each edge, by `Edge.rawValue`; `nil` is the automatic style.
  var styles: [ScrollEdgeEffectStyle?] = [nil, nil, nil, nil]
  /// The edges whose effect is hidden.
  var hiddenEdges: Edge.Set = []

  /// Sets `style` on each edge of `edges`.
  mutating func set(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { styles[Int(edge.rawValue)] = style }
  }
}

extension EnvironmentValues {
  /// The scroll edge effects of scroll views in the view, set by `scrollEdgeEffectStyle(_:for:)`
  /// and `scrollEdgeEffectHidden(_:for:)`.
  @Entry var scrollEdgeEffects = ScrollEdgeEffects()
}

nonisolated extension View {
  /// Sets the scroll edge effect style of scroll views in this view on `edges`; `nil` restores
  /// the automatic style. Kept in the environment; Trellis draws no scroll edge effect
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/scrolledgeeffectstyle(_:for:))).
  ///
  /// ```swift
  /// ScrollView { … }
  ///     .scrollEdgeEffectStyle(.hard, for: .all)
  /// ```
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
    transformEnvironment(\.scrollEdgeEffects) { $0.set(style, for: edges) }
  }

  /// Hides, or shows again, the scroll edge effects of scroll views in this view on `edges`.
  /// Kept in the environment; Trellis draws no scroll edge effect
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/scrolledgeeffecthidden(_:for:))).
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
    transformEnvironment(\.scrollEdgeEffects) { effects in
      if hidden { effects.hiddenEdges.formUnion(edges) } else { effects.hiddenEdges.subtract(edges) }
    }
  }
}
