import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different version of the original value.
///
/// ```swift
/// struct BorderedCaption: ViewModifier {
///     func body(content: Content) -> some View {
///         content
///             .padding(10)
///             .border(Color.blue, width: 1)
///     }
/// }
/// ```
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View

  /// The content view a modifier's `body` receives.
  typealias Content = _ViewModifier_Content<Self>

  /// Makes the modified view from `content`.
  @ViewBuilder func body(content: Self.Content) -> Self.Body

  /// Resolves the modified view: `body` resolves the content with the inputs it is given.
  /// Built-in modifiers add layout nodes here. Not for use by apps.
  static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void)
}

extension ViewModifier {
  /// Resolves `body(content:)`, whose `content` stands for the modified view.
  ///
  /// A modifier's own dynamic properties (`@State`, `@Environment`, …) are connected first, as
  /// a composite view's are; the modified view keeps the identity it has without the modifier.
  public static func _makeView(
    modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void
  ) {
    let resolver = inputs.resolver
    let identity = inputs.identity.appending(type: Self.self)
    guard
      DynamicProperties.install(modifier, identity: identity, graph: resolver.graph, environment: inputs.environment)
    else { return }
    let original = inputs.identity
    let content = _ViewModifier_Content<Self>(resolve: { inputs in
      var inputs = inputs
      inputs.identity = original
      body(inputs)
    })
    let modified = resolver.withEnvironment(inputs.environment) {
      resolver.graph.trackingObservation(owner: resolver.graph.currentOwner) { modifier.body(content: content) }
    }
    var bodyInputs = inputs
    bodyInputs.identity = identity
    Body._makeViewList(view: modified, inputs: bodyInputs)
  }
}

/// A modifier the engine implements itself; it has no body.
protocol PrimitiveViewModifier: ViewModifier where Body == Never {}

extension PrimitiveViewModifier {
  /// Primitive modifiers have no body; asking for one is a programming error.
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a primitive modifier: it has no body")
  }
}

/// The view a `ViewModifier`'s `body(content:)` receives: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let resolve: (_ViewInputs) -> Void

  /// Resolves the modified view, with the inputs at the place `content` is used.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    view.resolve(inputs)
  }
}

/// A modifier that does nothing.
public struct EmptyModifier: ViewModifier, Sendable {
  /// The identity modifier.
  public static let identity = EmptyModifier()

  /// Creates the identity modifier.
  public init() {}

  /// Returns the content unchanged.
  public func body(content: Content) -> Content { content }
}
