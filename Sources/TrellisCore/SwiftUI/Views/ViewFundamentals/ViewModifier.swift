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
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View

  /// The content view a modifier's `body` receives.
  typealias Content = _ViewModifier_Content<Self>

  /// Makes the modified view from `content`.
  @ViewBuilder func body(content: Self.Content) -> Self.Body

  /// Resolves the modified view: `body` resolves the content with the inputs it is given.
  /// Built-in modifiers add layout nodes here. Not for use by apps.
  nonisolated static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void)

  /// Resolves `content` with the modifier applied, as `ModifiedContent` does: the same as
  /// ``_makeView(modifier:inputs:body:)`` with a `body` that resolves `content` one modifier
  /// deeper. Primitive modifiers that resolve their content before they return need no
  /// escaping `body` here. Not for use by apps.
  nonisolated static func _makeModifiedView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs)
}

nonisolated extension ViewModifier {
  /// Resolves `body(content:)`, whose `content` stands for the modified view.
  ///
  /// A modifier's own dynamic properties (`@State`, `@Environment`, …) are connected first, as
  /// a composite view's are; the modified view keeps the identity it has without the modifier.
  public static func _makeView(
    modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void
  ) {
    let context = inputs.context
    let identity = inputs.identity.appending(type: Self.self)
    guard
      context.installDynamicProperties(of: modifier, identity: identity, environment: inputs.environment)
    else { return }
    let original = inputs.identity
    let content = _ViewModifier_Content<Self>(resolve: { inputs in
      var inputs = inputs
      inputs.identity = original
      body(inputs)
    })
    let modified = context.withEnvironment(inputs.environment) {
      context.trackingObservation { mainActorCall({ $0.0.body(content: $0.1) }, (modifier, content)) }
    }
    var bodyInputs = inputs
    bodyInputs.identity = identity
    Body._makeViewList(view: modified, inputs: bodyInputs)
  }

  /// Resolves `content` through ``_makeView(modifier:inputs:body:)``, whose escaping `body`
  /// resolves it one modifier deeper: a modifier's `body(content:)` may keep its content for
  /// later (a `GeometryReader`'s content is resolved during layout).
  public static func _makeModifiedView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs) {
    _makeView(modifier: modifier, inputs: inputs) { inputs in
      Content._makeViewList(view: content, inputs: inputs.oneModifierDeeper)
    }
  }
}

/// A modifier the engine implements itself; it has no body.
nonisolated protocol PrimitiveViewModifier: ViewModifier where Body == Never {}

nonisolated extension PrimitiveViewModifier {
  /// Primitive modifiers have no body; asking for one is a programming error.
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a primitive modifier: it has no body")
  }
}

/// A primitive modifier that resolves its content only while it is itself resolved, never later:
/// it receives its content as a non-escaping closure.
///
/// `ModifiedContent` of such a modifier resolves its content without the closure context that
/// an escaping `body` allocates and frees for every modifier (about 350 instructions a
/// modifier, a tenth of shape a's resolution; callgrind, Benchmarks/README.md "Step 5").
nonisolated protocol ImmediateViewModifier: PrimitiveViewModifier {
  /// Resolves the modified view: `content` resolves the content with the inputs it is given,
  /// and is not called after this returns.
  static func makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void)
}

nonisolated extension ImmediateViewModifier {
  /// Resolves the modified view with `body` as its content.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    makeView(modifier: modifier, inputs: inputs, content: body)
  }

  /// Resolves `content`, one modifier deeper, with the modifier applied.
  public static func _makeModifiedView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs) {
    makeView(modifier: modifier, inputs: inputs) { inputs in
      Content._makeViewList(view: content, inputs: inputs.oneModifierDeeper)
    }
  }
}

/// The view a `ViewModifier`'s `body(content:)` receives: the view being modified.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let resolve: (_ViewInputs) -> Void

  /// Resolves the modified view, with the inputs at the place `content` is used.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    view.resolve(inputs)
  }
}

/// A modifier that does nothing.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
  /// The identity modifier.
  public static let identity = EmptyModifier()

  /// Creates the identity modifier.
  public init() {}

  /// Returns the content unchanged.
  public func body(content: Content) -> Content { content }
}
