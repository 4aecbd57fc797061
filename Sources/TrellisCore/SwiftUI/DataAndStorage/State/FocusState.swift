import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
///
/// ```swift
/// enum Field: Hashable { case username, password }
/// @FocusState private var focusedField: Field?
/// TextField("Username", text: $username).focused($focusedField, equals: .username)
/// Button("Sign In") { focusedField = .password }
/// ```
///
/// The value lives with the view's identity in its host, as `@State`'s does. Code sets it to
/// move focus to the view marked with the matching `focused(_:)` or `focused(_:equals:)`; a
/// test reads where focus is with ``LayoutHost/focusedIdentifier`` and moves it with
/// ``LayoutHost/focus(_:)`` (typing into a field with `enterText(_:into:)` focuses it first).
/// One view has focus at a time: when focus moves to a view, the state that pointed at the
/// view that had it is cleared.
///
/// Fidelity: partial — any view marked with `focused` can take focus (on iOS only text input
/// and focusable controls do), and a state set to a value no view is marked with keeps it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, InstalledDynamicProperty {
  let box: StateBox<Value>
  /// The value that means no view here has focus: `false` or `nil`.
  let unfocused: Value

  /// Creates a focus state that binds to a Boolean.
  public init() where Value == Bool {
    box = StateBox(initial: false)
    unfocused = false
  }

  /// Creates a focus state that binds to an optional type.
  public init<T: Hashable>() where Value == T? {
    box = StateBox(initial: nil)
    unfocused = nil
  }

  /// The current state value, taking into account where focus is.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A projection of the focus state value that returns a binding, for `focused(_:)`.
  public var projectedValue: Binding {
    Binding(box: box, unfocused: unfocused)
  }

  /// Connects the state to the value its host keeps for the view.
  package func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool {
    box.link(in: graph, at: key)
    return true
  }

  /// A property wrapper type that can read and write a value that indicates the current
  /// placement of focus.
  @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>
    let unfocused: Value

    /// The underlying value referenced by the bound property.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding { self }

    /// The storage this binding reads, which identifies the focus state across updates.
    var storageIdentity: ObjectIdentifier {
      box.storage.map { ObjectIdentifier($0) } ?? ObjectIdentifier(box)
    }
  }
}

/// A view marked as a place focus can go, with the focus state that says whether it is there.
struct FocusTarget {
  /// The focus state and value that mean this view has focus.
  let key: AnyHashable
  let isFocused: () -> Bool
  let focus: () -> Void
  let blur: () -> Void
}

/// Marks each view of its content as a place focus can go. Not for use by apps.
nonisolated public struct _FocusedModifier<Value: Hashable>: PrimitiveViewModifier {
  let binding: FocusState<Value>.Binding
  let value: Value

  /// Records the focus target on each view of the content, whose environment says whether it
  /// has focus.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let (binding, value) = (modifier.binding, modifier.value)
    let target = FocusTarget(
      key: AnyHashable([AnyHashable(binding.storageIdentity), AnyHashable(value)]),
      isFocused: { binding.wrappedValue == value },
      focus: { binding.wrappedValue = value },
      blur: { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } })
    var inputs = inputs
    if target.isFocused() { inputs.environment.isFocused = true }
    let context = inputs.context
    _ = context.shared(FocusKeeper.self) { FocusKeeper() }
    context.forEachMade(inputs: inputs, content: body) { node in
      context.annotate(node, FocusAnnotationKey.self) { $0.append(target) }
    }
  }
}

/// Keeps focus in one view: when code gave focus to a view while another had it, the other's
/// focus state is cleared, as focus leaves it on the device. The `focused` modifiers register it
/// with their host, whose update cycle runs it once an update has settled.
final class FocusKeeper: SettleHook {
  /// The focus target that had focus after the last update.
  private var focusedKey: AnyHashable?

  func settle(_ result: LayoutResult) -> Bool {
    let focused = result.nodes.annotations.filter { !$0.value.focus.isEmpty }.sorted { $0.key < $1.key }
      .flatMap { $0.value.focus }.filter { $0.isFocused() }
    let kept = focused.first { $0.key != focusedKey } ?? focused.first
    focusedKey = kept?.key
    var cleared = false
    for target in focused where target.key != kept?.key {
      target.blur()
      cleared = true
    }
    return cleared
  }
}

nonisolated extension View {
  /// Modifies this view by binding its focus state to the given Boolean state value: it is
  /// `true` while this view has focus.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(_FocusedModifier(binding: condition, value: true))
  }

  /// Modifies this view by binding its focus state to the given state value: it is `value`
  /// while this view has focus.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    modifier(_FocusedModifier(binding: binding, value: value))
  }
}

extension EnvironmentValues {
  /// Returns whether the nearest focusable ancestor has focus.
  @Entry public var isFocused: Bool = false
}

/// The node annotation of ``NodeAnnotations/focus``.
enum FocusAnnotationKey: NodeAnnotationKey {
  static var defaultValue: [FocusTarget] { [] }
}

extension NodeAnnotations {
  /// The focus bindings attached with `focused(_:)` and `focused(_:equals:)`.
  var focus: [FocusTarget] {
    get { self[FocusAnnotationKey.self] }
    set { self[FocusAnnotationKey.self] = newValue }
  }
}
