import Foundation

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// ```swift
/// struct PlayButton: View {
///     @Binding var isPlaying: Bool
///     var body: some View {
///         Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
///     }
/// }
/// PlayButton(isPlaying: $model.isPlaying)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value, Transaction) -> Void
  /// The transaction used for changes made through the binding.
  public var transaction = Transaction()

  /// Creates a binding with closures that read and write the value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getValue = get
    self.setValue = { value, _ in set(value) }
  }

  /// Creates a binding with closures that read and write the value, the writer with a transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.getValue = get
    self.setValue = set
  }

  /// Creates a binding from the value of another binding.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to an immutable value: writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value the binding reads and writes.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue, transaction) }
  }

  /// The binding itself: `$value` of a `@Binding var value`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$model.name`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue, transaction in
        var value = self.getValue()
        value[keyPath: keyPath] = newValue
        self.setValue(value, transaction)
      })
  }

  /// The same binding, with changes animated; a still picture shows the end state at once.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The same binding, with changes made in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension Binding {
  /// A binding to an optional that always holds the base binding's value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { newValue in if let newValue { base.wrappedValue = newValue } })
  }

  /// A binding to the value of an optional binding, or `nil` when the optional is `nil` now.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    // Reads after the value turns `nil` answer the last value seen, as SwiftUI's does.
    let last = LastValue(initial)
    self.init(
      get: {
        if let current = base.wrappedValue { last.value = current }
        return last.value
      },
      set: { base.wrappedValue = $0 })
  }

  /// A binding to a hashable value, erased to `AnyHashable`.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { newValue in if let value = newValue.base as? V { base.wrappedValue = value } })
  }
}

/// The last value an unwrapping binding read.
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  /// The iterator over bindings to the elements: `ForEach($items) { $item in … }`.
  public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The elements are bindings to the collection's elements.
  public typealias Element = Binding<Value.Element>
  /// The collection's indices.
  public typealias Index = Value.Index
  /// A slice of bindings.
  public typealias SubSequence = Slice<Binding<Value>>
  /// The bound collection's indices.
  public typealias Indices = Value.Indices

  /// The first index of the bound collection.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The end index of the bound collection.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The bound collection's indices.
  public var indices: Value.Indices { wrappedValue.indices }

  /// The index after `index`.
  public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

  /// A binding to the element at `position`.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(
      get: { self.wrappedValue[position] },
      set: { newValue in self.wrappedValue[position] = newValue })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
  /// The index before `index`.
  public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// The context of a state change: whether it is animated. Nothing animates in a still picture.
public struct Transaction {
  /// The animation of the change, if any.
  public var animation: Animation?
  /// Whether animations of views the change reaches are turned off.
  public var disablesAnimations = false
  /// The values set through ``TransactionKey``s, by their key's type.
  var values: [ObjectIdentifier: Any] = [:]

  /// Creates an empty transaction.
  public init() {}

  /// Creates a transaction with an animation.
  public init(animation: Animation?) { self.animation = animation }
}

/// How a change animates. Trellis draws still pictures: an animation's end state shows at once,
/// so the values only keep their meaning for code that reads them.
public struct Animation: Hashable, Sendable {
  let name: String
  let duration: Double

  /// The default animation.
  public static let `default` = Animation(name: "default", duration: 0.35)
  /// An animation that starts and ends slowly.
  public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
  /// An animation that starts slowly.
  public static let easeIn = Animation(name: "easeIn", duration: 0.35)
  /// An animation that ends slowly.
  public static let easeOut = Animation(name: "easeOut", duration: 0.35)
  /// An animation at constant speed.
  public static let linear = Animation(name: "linear", duration: 0.35)
  /// A spring animation.
  public static let spring = Animation(name: "spring", duration: 0.5)
  /// A spring that settles quickly.
  public static let bouncy = Animation(name: "bouncy", duration: 0.5)
  /// A spring with no bounce.
  public static let smooth = Animation(name: "smooth", duration: 0.5)
  /// A spring with a little bounce.
  public static let snappy = Animation(name: "snappy", duration: 0.5)

  /// An animation that starts and ends slowly, lasting `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
  /// An animation that starts slowly, lasting `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
  /// An animation that ends slowly, lasting `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
  /// An animation at constant speed, lasting `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
  /// A spring animation.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation { Animation(name: "spring", duration: response) }
  /// A spring animation of a given duration and bounce.
  ///
  /// Disfavoured, so that `.spring()` is the spring of `response: 0.5, dampingFraction: 0.825`,
  /// as Apple documents `spring()`; both have defaults for every parameter.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(name: "spring", duration: duration)
  }
  /// An interpolating spring.
  public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation {
    Animation(name: "interpolatingSpring", duration: 0.5)
  }

  /// The same animation, delayed.
  public func delay(_ delay: Double) -> Animation { self }
  /// The same animation, faster or slower.
  public func speed(_ speed: Double) -> Animation { self }
  /// The same animation, repeated.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// The same animation, repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`, whose state changes would animate; Trellis shows their end state, so the body
/// simply runs and its result is returned.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// When an animation started by ``withAnimation(_:completionCriteria:_:completion:)`` counts as
/// complete.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  /// The animation has logically completed: it may still be settling, but it no longer moves
  /// anything a person would see.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// The animation has been removed from the system and no longer affects anything.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, whose state changes would animate, and calls `completion` when the animation
/// completes (iOS 17).
///
/// Trellis shows every animation at its end, so an animation completes as soon as it starts:
/// `completion` runs on the main actor after the update the body's changes cause, not inside this
/// call — as on iOS, where it runs later — so a completion that starts the next animation loops
/// without recursion.
///
/// Fidelity: partial — the completion does not wait for the animation's duration.
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  // Unchecked: the completion is the caller's, made on the main actor where views run, and it is
  // called there once.
  nonisolated(unsafe) let completion = completion
  Task { @MainActor in completion() }
  return result
}

/// Runs `body` in `transaction`: it simply runs, and its result is returned.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
