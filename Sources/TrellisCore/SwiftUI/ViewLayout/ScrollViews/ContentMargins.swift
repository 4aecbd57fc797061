import Foundation

/// The placement of margins: a scroll view's content, its indicators, or what the view decides.
public struct ContentMarginPlacement: Hashable, Sendable {
  enum Storage: Hashable { case automatic, scrollContent, scrollIndicators }
  let storage: Storage

  /// The automatic placement: for a scroll view, its content.
  public static let automatic = ContentMarginPlacement(storage: .automatic)
  /// The placement of the content of a scroll view.
  public static let scrollContent = ContentMarginPlacement(storage: .scrollContent)
  /// The placement of a scroll view's indicators.
  public static let scrollIndicators = ContentMarginPlacement(storage: .scrollIndicators)
}

extension EnvironmentValues {
  /// The margins around a scroll view's content, set by `contentMargins(_:_:for:)`.
  @Entry var scrollContentMargins: EdgeInsets = EdgeInsets()
  /// The edges whose content margin a view set: a list keeps its own margins on the others.
  @Entry var scrollContentMarginEdges: Edge.Set = []
}

nonisolated extension View {
  /// Configures the content margin for a provided placement: a scroll view's content is inset
  /// by the margins on `edges` (indicator margins change nothing in a still picture). A list's
  /// margin on an edge replaces the list's own there: the space above its first section, below
  /// its last, or beside its cards.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { … }.contentMargins(.horizontal, 20, for: .scrollContent)
  /// ```
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    transformEnvironment(\.self) { environment in
      guard placement != .scrollIndicators else { return }
      if edges.contains(.top) { environment.scrollContentMargins.top = insets.top }
      if edges.contains(.leading) { environment.scrollContentMargins.leading = insets.leading }
      if edges.contains(.bottom) { environment.scrollContentMargins.bottom = insets.bottom }
      if edges.contains(.trailing) { environment.scrollContentMargins.trailing = insets.trailing }
      environment.scrollContentMarginEdges.formUnion(edges)
    }
  }

  /// Configures the content margin for a provided placement, the same length on `edges`; `nil`
  /// leaves the margins as they are.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let length = length ?? 0
    return contentMargins(
      edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
  }

  /// Configures the content margin on every edge for a provided placement.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, length, for: placement)
  }
}
