import Foundation

/// A type that defines the transition to use when navigating to a view.
///
/// A navigation transition animates a push: `.zoom(sourceID:in:)` grows the pushed screen out
/// of the view marked with `matchedTransitionSource(id:in:)`. A Trellis host shows screens at
/// rest, where a zoomed screen is the same as one pushed with `.automatic`: the modifiers are
/// kept for that reason, and draw nothing.
///
/// ```swift
/// NavigationLink(value: photo) {
///     Thumbnail(photo).matchedTransitionSource(id: photo.id, in: namespace)
/// }
/// // …
/// PhotoView(photo).navigationTransition(.zoom(sourceID: photo.id, in: namespace))
/// ```
///
/// Fidelity: verified — a still picture shows the screen at rest, and Apple documents the
/// transition as the animation of the push
/// ([`NavigationTransition`](https://developer.apple.com/documentation/swiftui/navigationtransition)).
public protocol NavigationTransition {}

/// A navigation transition that uses the platform's default push.
public struct AutomaticNavigationTransition: NavigationTransition {
  init() {}
}

/// A navigation transition that zooms the pushed screen out of a source view.
public struct ZoomNavigationTransition: NavigationTransition {
  /// The identifier of the source view, as given to `matchedTransitionSource(id:in:)`.
  let sourceID: AnyHashable
  /// The namespace the identifier belongs to.
  let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's default transition.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A transition that zooms the pushed screen out of the view marked with
  /// `matchedTransitionSource(id:in:)` for `sourceID` in `namespace`.
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
  }
}

nonisolated extension View {
  /// Sets the navigation transition style for this view: how the screen is pushed. A still
  /// picture shows the screen at rest, the same whatever the transition.
  public func navigationTransition(_ style: some NavigationTransition) -> some View {
    self
  }

  /// Identifies this view as the source of a navigation transition, such as a zoom. A still
  /// picture shows the view as it is: the transition only moves the screen during the push.
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
    self
  }
}
