import Foundation

/// A view that combines the glass shapes inside it, so that shapes closer than `spacing` blend
/// into one and can morph into one another (iOS 26).
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///     HStack(spacing: 20) {
///         Image(systemName: "pencil").frame(width: 80, height: 80).glassEffect()
///         Image(systemName: "eraser").frame(width: 80, height: 80).glassEffect()
///     }
/// }
/// ```
///
/// The container lays its content out unchanged; it only groups the glass for the renderer
/// ([Apple](https://developer.apple.com/documentation/swiftui/glasseffectcontainer)). Trellis
/// draws each glass shape on its own: shapes that iOS would merge — closer than `spacing`, or
/// joined by ``View/glassEffectUnion(id:namespace:)`` — are drawn as separate overlapping
/// shapes, without the bridge between them.
///
/// Fidelity: partial — the layout is the content's own, as documented; the merging of nearby
/// shapes is not drawn.
nonisolated public struct GlassEffectContainer<Content: View>: View {
  let spacing: CGFloat?
  let content: Content

  /// Creates a glass effect container whose shapes start to blend within `spacing` of one
  /// another; `nil` takes the system's default spacing.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  /// The content, laid out as it would be without the container.
  public var body: some View { content }
}

nonisolated extension View {
  /// Associates an identity with the glass effects in this view, which a
  /// ``GlassEffectContainer`` uses to morph shapes into one another during transitions.
  ///
  /// A still picture shows no transition, so the view is drawn as it is
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/glasseffectid(_:in:))).
  public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
    self
  }

  /// Makes the glass effects in this view part of the union `id`: all glass of the same shape
  /// and variant in a union is drawn by iOS as one shape spanning their frames.
  ///
  /// Trellis draws each member's glass on its own: the union's bridges are not drawn
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/glasseffectunion(id:namespace:))).
  public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
    self
  }
}
