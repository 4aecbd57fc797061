import Foundation

/// Attaches a value to a view for its container: a layout value, or its z-order.
nonisolated public struct _TraitWritingModifier<Key: LayoutValueKey>: ImmediateViewModifier {
  let value: Key.Value

  /// Attaches the value to each view of the content; later modifiers carry it outward.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    inputs.context.setTrait(Key.self, modifier.value, inputs: inputs, content: body)
  }
}

nonisolated extension View {
  /// Associates a value with this view, which its container's layout reads with `subview[key]`.
  ///
  /// ```swift
  /// Text("First").layoutValue(key: Rank.self, value: 1)
  /// ```
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_TraitWritingModifier<K>(value: value))
  }
}
