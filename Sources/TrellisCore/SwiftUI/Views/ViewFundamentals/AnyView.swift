import Foundation

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView {
  let storage: any View

  /// Creates a type-erased view from `view`.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      storage = erased.storage
    } else {
      storage = view
    }
  }

  /// Creates a type-erased view from `view`, or returns `nil` if `value` is not a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    storage = view
  }

  /// Resolves the wrapped view.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    inputs.context.resolve(view.storage, inputs: inputs)
  }
}
