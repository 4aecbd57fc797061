import Foundation

/// Runs actions when a view appears in its host's tree and when it leaves it.
///
/// `onAppear` runs once the update in which the view first appears is over — after it was
/// resolved and laid out, before anything reads the host — and again only if the view leaves
/// and comes back; `onDisappear` runs after the update in which it left. Their state changes
/// update the host at once.
nonisolated public struct _AppearanceActionModifier: PrimitiveViewModifier {
  /// What runs when the view appears.
  public var appear: (() -> Void)?
  /// What runs when it disappears.
  public var disappear: (() -> Void)?

  /// Creates the modifier.
  public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
    self.appear = appear
    self.disappear = disappear
  }

  /// Notes the view's appearance under its identity, if it is on screen, then resolves it.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let key = inputs.modifierKey(Self.self)
    let host = inputs.context.hosted(at: key)
    let (appear, disappear) = (modifier.appear, modifier.disappear)
    inputs.context.onScreen { host.appear(onAppear: appear, onDisappear: disappear) }
    body(inputs)
  }
}

/// Runs an action when a value changes between two updates of a view.
nonisolated public struct _ValueActionModifier<Value: Equatable>: PrimitiveViewModifier {
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  /// Compares the value with the one of the view's last update, and asks for the action to run
  /// after this update when it differs (or, with `initial`, when the view first appears).
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let context = inputs.context
    let seen = context.storage(at: inputs.modifierKey(Self.self)) { SeenValue<Value>() }
    let (value, action) = (modifier.value, modifier.action)
    if let old = seen.value {
      if old != value { context.afterUpdate { action(old, value) } }
    } else if modifier.initial {
      context.afterUpdate { action(value, value) }
    }
    seen.value = value
    body(inputs)
  }
}

nonisolated extension View {
  /// Runs `action` when this view first appears in its host's tree.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: action))
  }

  /// Runs `action` when this view leaves its host's tree.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(disappear: action))
  }

  /// Runs `action` with the old and new value when `value` changes between updates of this
  /// view; with `initial`, also when it first appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes between updates of this view; with `initial`, also when
  /// it first appears.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes between updates of this view (the
  /// iOS 14 form).
  @_disfavoredOverload
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
  }
}
