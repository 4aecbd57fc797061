import Foundation

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
  /// The content the modifier applies to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Creates modified content.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

nonisolated extension ModifiedContent: View, PrimitiveView, ModifiedView where Content: View, Modifier: ViewModifier {}

/// A view with a modifier applied: `ModifiedContent` of a view, whose resolution is written
/// here, in a protocol extension, rather than in an extension of `ModifiedContent`.
///
/// A static method of a generic struct does not receive the struct's metadata, and in
/// unspecialised code (an `AnyView`'s content) `ModifiedContent`'s own method looked it up at run
/// time to find its fields, about 340 instructions a modifier (callgrind, Benchmarks/README.md
/// "Step 3"); a protocol's method receives `Self`'s metadata from its caller.
nonisolated protocol ModifiedView: View {
  associatedtype Content: View
  associatedtype Modifier: ViewModifier
  /// The content the modifier applies to.
  var content: Content { get }
  /// The modifier.
  var modifier: Modifier { get }
}

nonisolated extension ModifiedView {
  /// Lets the modifier resolve the content.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    Modifier._makeModifiedView(modifier: view.modifier, content: view.content, inputs: inputs)
  }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// A combined modifier is primitive: it resolves its two parts in turn.
  public func body(content: _ViewModifier_Content<Self>) -> Never {
    preconditionFailure("ModifiedContent is a primitive modifier: it has no body")
  }

  /// Applies `content`, then `modifier`, to the view.
  public static func _makeView(
    modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void
  ) {
    let content = modifier.content
    Modifier._makeView(modifier: modifier.modifier, inputs: inputs) { inputs in
      Content._makeView(modifier: content, inputs: inputs.oneModifierDeeper, body: body)
    }
  }

  /// Applies `Modifier` to `content` with `Content` applied: the same modifier depths as
  /// ``_makeView(modifier:inputs:body:)``, without its closures where the two modifiers need none.
  public static func _makeModifiedView<V: View>(modifier: Self, content: V, inputs: _ViewInputs) {
    Modifier._makeModifiedView(
      modifier: modifier.modifier, content: ModifiedContent<V, Content>(content: content, modifier: modifier.content),
      inputs: inputs)
  }
}

nonisolated extension View {
  /// Applies a modifier to the view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

nonisolated extension ViewModifier {
  /// Combines this modifier with another: `first.concat(second)` applies `first`, then `second`.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
