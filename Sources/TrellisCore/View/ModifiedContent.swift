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

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  /// Lets the modifier resolve the content.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    // The closure captures the content, not `view`: in unspecialised code (an `AnyView`'s) a
    // closure that reads a field of `view` looks `ModifiedContent<Content, Modifier>`'s metadata
    // up at run time, about 340 instructions a modifier (callgrind, Benchmarks/README.md "Step 3").
    let content = view.content
    Modifier._makeView(modifier: view.modifier, inputs: inputs) { inputs in
      var inputs = inputs
      inputs.modifierDepth += 1
      Content._makeViewList(view: content, inputs: inputs)
    }
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
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
      var inputs = inputs
      inputs.modifierDepth += 1
      Content._makeView(modifier: content, inputs: inputs, body: body)
    }
  }
}

extension View {
  /// Applies a modifier to the view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// Combines this modifier with another: `first.concat(second)` applies `first`, then `second`.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
