import Foundation

/// A type that represents the structure and behavior of an app.
///
/// An app's `@main` type declares its scenes in `body`. Trellis lays out views, not apps: an `App`
/// compiles — so the file that declares it, and whatever else the file holds, compiles unchanged
/// in a preview runner or a test — and its scenes are never launched. Preview the views its scenes
/// show (`WindowGroup { ContentView() }` → `ContentView()`).
///
/// Fidelity: partial — the declarations compile as on iOS; no scene is run, and a runner that meets
/// `@main` compiles the type as an ordinary one (docs/ZeroEditAdoption.md §2).
@MainActor @preconcurrency
public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene
  /// The content and behavior of the app.
  @SceneBuilder var body: Body { get }
  /// Creates an instance of the app using the body that you define for its content.
  init()
}

/// A part of an app's user interface with a life cycle managed by the system.
///
/// Fidelity: partial — scenes compile as on iOS; Trellis does not run them (see ``App``).
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene
  /// The content and behavior of the scene.
  @SceneBuilder var body: Body { get }
}

// The body of the primitive scenes; `Never`'s `body` is View's.
nonisolated extension Never: Scene {}

/// A scene that presents a group of identically structured windows.
///
/// Fidelity: partial — compiles as on iOS; not run (see ``App``).
nonisolated public struct WindowGroup<Content: View>: Scene {
  /// The views each window shows.
  public let content: Content
  /// The group's title, if given.
  public let title: Text?
  /// The group's identifier, if given.
  public let id: String?

  /// Creates a window group.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    title = nil
    id = nil
  }

  /// Creates a window group with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
    title = nil
    self.id = id
  }

  /// Creates a window group with a title.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.title = Text(title)
    id = nil
  }

  /// Creates a window group with a title and an identifier.
  public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.title = Text(title)
    self.id = id
  }

  /// A primitive scene has no body.
  public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

/// A scene that presents an interface for viewing and modifying an app's settings (macOS).
///
/// Fidelity: partial — compiles as on macOS; not run (see ``App``).
nonisolated public struct Settings<Content: View>: Scene {
  /// The settings' views.
  public let content: Content

  /// Creates a scene that presents an interface for viewing and modifying an app's preferences.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A primitive scene has no body.
  public var body: Never { fatalError("Settings is a primitive scene") }
}

/// Several scenes declared in one body.
nonisolated public struct _TupleScene<T>: Scene {
  /// The scenes.
  public let value: T
  init(_ value: T) { self.value = value }
  /// A primitive scene has no body.
  public var body: Never { fatalError("_TupleScene is a primitive scene") }
}

/// A scene whose presence depends on a condition.
nonisolated public struct _ConditionalScene<First: Scene, Second: Scene>: Scene {
  enum Storage {
    case first(First)
    case second(Second)
  }
  let storage: Storage
  /// A primitive scene has no body.
  public var body: Never { fatalError("_ConditionalScene is a primitive scene") }
}

/// A scene that is there only when a condition holds.
nonisolated public struct _OptionalScene<Wrapped: Scene>: Scene {
  let wrapped: Wrapped?
  /// A primitive scene has no body.
  public var body: Never { fatalError("_OptionalScene is a primitive scene") }
}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// Several scenes.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<
    (repeat each Content)
  > {
    _TupleScene((repeat each content))
  }
  /// A scene of an expression.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  /// A scene under `if` without `else`.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
    _OptionalScene(wrapped: content)
  }
  /// The first branch of `if`/`else`.
  public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<First, Second> {
    _ConditionalScene(storage: .first(first))
  }
  /// The second branch of `if`/`else`.
  public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<First, Second> {
    _ConditionalScene(storage: .second(second))
  }
  /// A scene under `if #available`.
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene with a modifier applied: the modifier is kept with the scene, which is not run.
nonisolated public struct _ModifiedScene<Content: Scene>: Scene {
  /// The scene.
  public let content: Content
  /// A primitive scene has no body.
  public var body: Never { fatalError("_ModifiedScene is a primitive scene") }
}

nonisolated extension Scene {
  /// Sets an environment value for the scene's views.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
    _ModifiedScene(content: self)
  }

  /// Places an observable object in the scene's environment.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    _ModifiedScene(content: self)
  }

  /// Performs an action when a value changes (a scene phase, say).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some Scene {
    _ModifiedScene(content: self)
  }

  /// Performs an action when a value changes, with the new value.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
    _ModifiedScene(content: self)
  }

  /// Sets a default size for a window created from this scene.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    _ModifiedScene(content: self)
  }

  /// Sets a default size for a window created from this scene.
  public func defaultSize(_ size: CGSize) -> some Scene {
    _ModifiedScene(content: self)
  }
}
