import Foundation

/// A view created from a tuple of views: what a `@ViewBuilder` block of several views builds.
nonisolated public struct TupleView<T>: View, PrimitiveView {
  /// The views.
  public var value: T
  /// The views, one by one, so the resolver can walk them without reflection.
  let elements: [any View]

  /// Creates a tuple view from a tuple of views.
  public init(_ value: T) {
    self.value = value
    elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init<each Content: View>(_ content: repeat each Content) where T == (repeat each Content) {
    value = (repeat each content)
    var elements: [any View] = []
    for element in repeat each content { elements.append(element) }
    self.elements = elements
  }

  /// Resolves each element in order: in a list, each is an element of it; where one view is
  /// needed, a single element is that view and several are gathered in the implicit root.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    if view.elements.count == 1 {
      inputs.context.resolve(view.elements[0], inputs: inputs.appending(.index, 0))
      return
    }
    inputs.context.appendList(inputs: inputs) { inputs in
      for (index, element) in view.elements.enumerated() {
        inputs.context.resolve(element, inputs: inputs.appending(.index, UInt64(index)))
      }
    }
  }
}
