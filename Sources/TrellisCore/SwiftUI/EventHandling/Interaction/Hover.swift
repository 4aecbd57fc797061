import Foundation

/// The effect iPadOS draws on a view under the pointer.
public struct HoverEffect: Sendable, Equatable {
  enum Kind: Equatable { case automatic, highlight, lift }
  let kind: Kind
  /// The system's effect for the view.
  public static let automatic = HoverEffect(kind: .automatic)
  /// The view morphs into the pointer and shows a platter behind it.
  public static let highlight = HoverEffect(kind: .highlight)
  /// The view rises and shows a shadow under it.
  public static let lift = HoverEffect(kind: .lift)
}

/// The phases of a pointer over a view: `onContinuousHover` reports them.
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at a location in the given coordinate space.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

nonisolated extension View {
  /// Applies a pointer hover effect to this view on iPadOS.
  ///
  /// A still picture has no pointer, so the view is drawn as at rest, as an iPad draws it before
  /// the pointer comes. Fidelity: verified — no pointer, no effect.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    self
  }

  /// Performs `action` when the pointer enters or leaves this view.
  ///
  /// A host has no pointer: the action is never called, as on an iPhone, which has none either.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    self
  }

  /// Performs `action` as the pointer moves over this view.
  ///
  /// A host has no pointer: the action is never called, as on an iPhone.
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    self
  }
}
