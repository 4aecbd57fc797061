import Foundation

/// How a glass effect changes when its view is added to or removed from the hierarchy (iOS 26).
///
/// A transition plays only while views come and go; a still picture shows the glass at rest
/// ([Apple](https://developer.apple.com/documentation/swiftui/glasseffecttransition)).
public struct GlassEffectTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case matchedGeometry, materialize, identity }

  let kind: Kind

  /// The glass shape's geometry comes from, or goes to, a nearby shape in the same
  /// ``GlassEffectContainer``.
  public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }

  /// The content fades and the glass material animates in or out, matching no other shape.
  public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }

  /// No change: the glass appears and disappears at once.
  public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}

extension EnvironmentValues {
  /// The transition of the glass effects in the view, set by `glassEffectTransition(_:)`.
  @Entry var glassEffectTransition: GlassEffectTransition = .matchedGeometry
}

nonisolated extension View {
  /// Sets the transition of the glass effects in this view when it is added or removed; it is
  /// kept in the environment, and a still picture is unchanged
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/glasseffecttransition(_:))).
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
    environment(\.glassEffectTransition, transition)
  }
}
