import Foundation

/// Sets a preference value for the views above.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveViewModifier {
  /// The value.
  public var value: Key.Value

  /// Creates the modifier.
  public init(key: Key.Type = Key.self, value: Key.Value) {
    self.value = value
  }

  /// Writes the value, then resolves the content, whose own values come after it.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    inputs.context.writePreference(Key.self, modifier.value)
    body(inputs)
  }
}

/// Changes the value of a preference its content set.
nonisolated public struct _PreferenceTransformModifier<Key: PreferenceKey>: PrimitiveViewModifier {
  /// The change.
  public var transform: (inout Key.Value) -> Void

  /// Creates the modifier.
  public init(key: Key.Type = Key.self, transform: @escaping (inout Key.Value) -> Void) {
    self.transform = transform
  }

  /// Resolves the content, then changes the value it set and hands it on.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let context = inputs.context
    var values = context.collectingPreferences { body(inputs) }
    var value = values[Key.self]
    modifier.transform(&value)
    values.replace(Key.self, with: value)
    context.handUp(values)
  }
}

/// Runs an action when a preference value its content set changes.
nonisolated public struct _PreferenceActionModifier<Key: PreferenceKey>: PrimitiveViewModifier
where Key.Value: Equatable {
  /// The action, given the new value.
  public var action: (Key.Value) -> Void

  /// Creates the modifier.
  public init(action: @escaping (Key.Value) -> Void) {
    self.action = action
  }

  /// Resolves the content, and schedules the action when the value differs from the one seen
  /// at the view's last update.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let context = inputs.context
    let values = context.collectingPreferences { body(inputs) }
    context.handUp(values)
    let value = values[Key.self]
    let key = inputs.identity.appending(type: Self.self)
    let seen = context.storage(at: key) { SeenValue<Key.Value>() }
    if seen.value != value {
      // SwiftUI calls the action with the first value too (it "changed" from nothing).
      seen.value = value
      let action = modifier.action
      context.afterUpdate { action(value) }
    }
  }
}

/// The last value of a preference a view's action saw.
final class SeenValue<Value: Equatable> {
  var value: Value?
}

/// Layers a view made from a preference value of the content over or behind it.
nonisolated public struct _PreferenceLayerModifier<Key: PreferenceKey, Layer: View>: PrimitiveViewModifier {
  /// Whether the layer goes behind the content.
  public var isBackground: Bool
  /// The alignment of the layer on the content.
  public var alignment: Alignment
  /// Makes the layer from the value.
  public var transform: (Key.Value) -> Layer

  /// Resolves the content, then the layer from the value it set.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let context = inputs.context
    var values = PreferenceValues()
    context.wrapEach(
      inputs: inputs,
      content: { inputs in
        values = context.collectingPreferences { body(inputs) }
        context.handUp(values)
      },
      secondary: { inputs in Layer._makeViewList(view: modifier.transform(values[Key.self]), inputs: inputs) },
      secondaryAlignment: modifier.alignment,
      behavior: SecondaryLayerBehavior(alignment: modifier.alignment, isBackground: modifier.isBackground))
  }
}

nonisolated extension View {
  /// Sets a preference value for the views above this one.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceWritingModifier<K>(value: value))
  }

  /// Changes the value of a preference set by this view's content.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(_PreferenceTransformModifier<K>(transform: callback))
  }

  /// Runs `action` with a preference value this view's content sets, and again when it changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(_PreferenceActionModifier<K>(action: action))
  }

  /// Layers a view made from a preference value of this view's content in front of it.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(_PreferenceLayerModifier<K, V>(isBackground: false, alignment: alignment, transform: transform))
  }

  /// Layers a view made from a preference value of this view's content behind it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(_PreferenceLayerModifier<K, V>(isBackground: true, alignment: alignment, transform: transform))
  }
}
