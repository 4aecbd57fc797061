import Foundation

/// A type-erased transition: how a view is inserted and removed.
///
/// A still picture shows a view in its transition's identity state — where it is once inserted
/// and until it is removed — so the built-in transitions change nothing in it, and
/// `modifier(active:identity:)` shows the `identity` modifier. The transition is recorded on
/// the view: a test reads it with ``LayoutHost/transition(of:)``.
///
/// ```swift
/// if showsDetails { DetailView().transition(.move(edge: .bottom).combined(with: .opacity)) }
/// ```
public struct AnyTransition: CustomStringConvertible, Equatable, @unchecked Sendable {
  /// What the transition is, as Swift would write it: `move(edge: .bottom).combined(with: opacity)`.
  public let description: String
  /// Applies the identity state to a view, when the state changes anything.
  let identity: ((AnyView) -> AnyView)?

  init(_ description: String, identity: ((AnyView) -> AnyView)? = nil) {
    self.description = description
    self.identity = identity
  }

  /// Two transitions are equal when they are the same kind with the same parameters.
  public static func == (lhs: AnyTransition, rhs: AnyTransition) -> Bool { lhs.description == rhs.description }

  /// Creates a type-erased transition from a transition.
  public init<T: Transition>(_ transition: T) {
    self.init(String(describing: T.self)) { view in
      AnyView(mainActorCall({ $0.0.body(content: .init(view: $0.1), phase: .identity) }, (transition, view)))
    }
  }

  /// A transition that returns the input view, unmodified, as the output view.
  public static let identity = AnyTransition("identity")
  /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
  public static let opacity = AnyTransition("opacity")
  /// A transition that inserts by moving in from the leading edge, and removes by moving out
  /// towards the trailing edge.
  public static let slide = AnyTransition("slide")
  /// A transition that scales the view from zero.
  public static let scale = AnyTransition("scale")

  /// Returns a transition that scales the view by `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale(scale: \(formatLength(scale)), anchor: \(anchor))")
  }

  /// Returns a transition that moves the view away, towards the specified edge of the view.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: .\(edge))") }

  /// Returns a transition that offsets the view by the specified amount.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition("offset(x: \(formatLength(offset.width)), y: \(formatLength(offset.height)))")
  }

  /// Returns a transition that offsets the view by the specified x and y values.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

  /// Creates a transition that when added to a view will animate the view's insertion by moving
  /// it in from the specified edge while fading it in, and animate its removal by moving it out
  /// towards the opposite edge and fading it out.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: .\(edge))") }

  /// Provides a composite transition that uses a different transition for insertion versus removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))", identity: insertion.identity)
  }

  /// Returns a transition defined between an active modifier and an identity modifier: the view
  /// shows with `identity` applied.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition("modifier(active: \(E.self), identity: \(E.self))") { AnyView($0.modifier(identity)) }
  }

  /// Combines this transition with another, returning a new transition that is the result of
  /// both transitions being applied.
  public func combined(with other: AnyTransition) -> AnyTransition {
    let (first, second) = (identity, other.identity)
    return AnyTransition("\(description).combined(with: \(other))") { view in
      let once = first?(view) ?? view
      return second?(once) ?? once
    }
  }

  /// Attaches an animation to this transition.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition("\(description).animation(\(animation.map(String.init(describing:)) ?? "nil"))", identity: identity)
  }
}

/// The phases that a view transitions between when it appears and disappears.
public enum TransitionPhase: Hashable, Sendable {
  /// The transition is being applied to a view that is about to be inserted.
  case willAppear
  /// The transition is being applied to a view that is in the view hierarchy and not animating.
  case identity
  /// The transition is being applied to a view that has been requested to be removed.
  case didDisappear

  /// Whether the phase is `identity`.
  public var isIdentity: Bool { self == .identity }

  /// A convenience property for a value that is -1 before the view appears, 0 in identity, and
  /// 1 once it disappeared.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
///
/// A still picture shows the view as `body(content:phase: .identity)` makes it.
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content.opacity(phase.isIdentity ? 1 : 0)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Transition {
  /// The type of view representing the body.
  associatedtype Body: View

  /// The content view type passed to `body()`.
  typealias Content = PlaceholderContentView<Self>

  /// Gets the current body of the caller.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

/// A placeholder used to construct an inline modifier, transition, or other helper type: the
/// view a transition's `body(content:phase:)` receives.
nonisolated public struct PlaceholderContentView<Value>: View {
  let view: AnyView

  /// The view it stands for.
  public var body: some View { view }
}

nonisolated extension Transition {
  /// Attaches an animation to this transition.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(self).animation(animation)
  }

  /// Combines this transition with another, returning a new transition that is the result of
  /// both transitions being applied.
  public func combined<T: Transition>(with other: T) -> AnyTransition {
    AnyTransition(self).combined(with: AnyTransition(other))
  }
}

/// Records the view's transition and shows the view in the transition's identity state. Not for
/// use by apps.
nonisolated public struct _TransitionModifier: ViewModifier {
  let transition: AnyTransition

  /// The content in the identity state, with the transition recorded on it.
  public func body(content: Content) -> some View {
    Group {
      if let identity = transition.identity { identity(AnyView(content)) } else { content }
    }
    .motion { $0.transition = transition }
  }
}

nonisolated extension View {
  /// Associates a transition with the view.
  public func transition(_ t: AnyTransition) -> some View {
    modifier(_TransitionModifier(transition: t))
  }

  /// Associates a transition with the view.
  @_disfavoredOverload
  public func transition<T: Transition>(_ transition: T) -> some View {
    modifier(_TransitionModifier(transition: AnyTransition(transition)))
  }
}
