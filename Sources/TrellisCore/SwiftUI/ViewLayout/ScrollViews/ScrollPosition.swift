import Foundation

extension EnvironmentValues {
  /// The edges on which an `ignoresSafeArea` around the view lets it under the bars: a scroll
  /// view there lays its content out under them too.
  @Entry var safeAreaIgnoredEdges: Edge.Set = []

  /// Where scroll views in the view start, set by `defaultScrollAnchor(_:)`: `nil` for the top
  /// leading corner.
  @Entry var defaultScrollAnchor: UnitPoint?
}

nonisolated extension View {
  /// Associates a binding to be updated when a scroll view within this view scrolls; the
  /// binding is kept and left alone, as nothing scrolls in a still picture.
  ///
  /// ```swift
  /// ScrollView { LazyVStack { … }.scrollTargetLayout() }
  ///     .scrollPosition(id: $visibleID)
  /// ```
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    self
  }

  /// Associates an anchor to control which part of the scroll view's content is visible
  /// initially: a still picture shows the scroll view at that anchor — `.bottom` shows the end of
  /// a long content, and puts a short one at the bottom.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    environment(\.defaultScrollAnchor, anchor)
  }
}
