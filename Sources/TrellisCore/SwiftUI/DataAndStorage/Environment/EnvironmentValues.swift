import Foundation

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
  // Values are whatever keys declare, so they are boxed. A hierarchy is resolved on one
  // thread at a time, and the values are immutable once set, hence the unchecked Sendable.
  /// The values set and the objects placed, in one immutable object that copies share and a
  /// change replaces: every view resolved copies its inputs, environment included, and each copy
  /// of two dictionaries retained and released both (callgrind, Benchmarks/README.md "Step 5").
  private var storage = EnvironmentStorage.empty
  /// The value of `LayoutDirectionKey`, kept beside the other values as well as with them: every node a
  /// view makes records its layout direction, and reading it from the dictionary cost about 400
  /// instructions a node (a hash and a dynamic cast; callgrind, Benchmarks/README.md "Step 3").
  /// The key's subscript sets both, so `self[LayoutDirectionKey.self]` and `layoutDirection`
  /// always agree (and `self[ColorSchemeKey.self]` and `colorScheme`).
  private(set) var storedLayoutDirection = LayoutDirection.leftToRight
  /// The value of `ColorSchemeKey`, kept beside the others as well, like the layout direction:
  /// every `Color` resolves its components in it, and the dictionary's look-up cost about 130
  /// instructions a colour (callgrind, Benchmarks/README.md "Step 5").
  private(set) var storedColorScheme = ColorScheme.light

  /// Creates an environment with every key at its default value.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      guard let box = storage.values[EnvironmentKeyID(key)] else { return K.defaultValue }
      // Only the setter below writes `values`, and it stores a `K.Value` under `K`'s identifier
      // alone: the box's type is known, so the checked cast it used to be (`as? K.Value` of an
      // `Any`, a dynamic cast on every read) is not needed. Asserted in debug builds.
      assert(box is EnvironmentValueBox<K.Value>, "an environment value stored under another key's type")
      return unsafeDowncast(box, to: EnvironmentValueBox<K.Value>.self).value
    }
    set {
      var values = storage.values
      values[EnvironmentKeyID(key)] = EnvironmentValueBox(newValue)
      storage = EnvironmentStorage(values: values, objects: storage.objects)
      if K.self == LayoutDirectionKey.self, let direction = newValue as? LayoutDirection {
        storedLayoutDirection = direction
      } else if K.self == ColorSchemeKey.self, let scheme = newValue as? ColorScheme {
        storedColorScheme = scheme
      }
    }
  }

  /// Objects placed with `environment(_:)` or `environmentObject(_:)`, by their type.
  var objects: [ObjectIdentifier: AnyObject] {
    get { storage.objects }
    set { storage = EnvironmentStorage(values: storage.values, objects: newValue) }
  }

  /// Whether a value is set for `key`, rather than its default.
  package func contains<K: EnvironmentKey>(_ key: K.Type) -> Bool {
    storage.values[EnvironmentKeyID(key)] != nil
  }

  /// The number of values set.
  public var description: String { "EnvironmentValues(\(storage.values.count) values set)" }

  /// The environment of the view whose `body` is being evaluated.
  @TaskLocal static var current = EnvironmentValues()

  /// The environment of the view whose `body` is being evaluated, for dynamic properties
  /// declared outside the core.
  package static var _current: EnvironmentValues { current }
}

/// What an ``EnvironmentValues`` holds besides its layout direction. Immutable, so that reading
/// it needs no exclusivity check (a `var` of a class cost about 120 instructions a read in
/// dynamic checks; callgrind, Benchmarks/README.md "Step 5"): a change makes a new one. The
/// boxes it holds are immutable too, hence the unchecked Sendable.
private final class EnvironmentStorage: @unchecked Sendable {
  /// The storage of an environment with nothing set, shared by every new environment.
  static let empty = EnvironmentStorage(values: [:], objects: [:])

  /// The values set, each boxed, by their key's type.
  let values: [EnvironmentKeyID: AnyObject]
  /// Objects placed with `environment(_:)` or `environmentObject(_:)`, by their type.
  let objects: [ObjectIdentifier: AnyObject]

  init(values: [EnvironmentKeyID: AnyObject], objects: [ObjectIdentifier: AnyObject]) {
    self.values = values
    self.objects = objects
  }
}

/// An environment key's type, as the key of the dictionary of values.
///
/// A `Text` reads about twenty values and a `Color` one, and hashing an `ObjectIdentifier`
/// runs SipHash (`Hasher`), about 90 instructions a read (callgrind, Benchmarks/README.md
/// "Step 5"). The dictionary asks for `_rawHashValue(seed:)`, which here mixes the type's
/// address with the dictionary's seed through SplitMix64's finaliser, whose every input bit
/// reaches every output bit; equal keys still hash equally, which is all a dictionary relies on.
struct EnvironmentKeyID: Hashable {
  private let type: ObjectIdentifier

  init(_ key: Any.Type) { type = ObjectIdentifier(key) }

  func hash(into hasher: inout Hasher) { hasher.combine(type) }

  func _rawHashValue(seed: Int) -> Int {
    var z = (UInt64(UInt(bitPattern: type)) ^ UInt64(UInt(bitPattern: seed))) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: z ^ (z >> 31))
  }
}

/// One value of an ``EnvironmentValues``, boxed so that it is read back with an unchecked
/// downcast rather than a dynamic cast of an `Any`.
private final class EnvironmentValueBox<Value> {
  let value: Value

  init(_ value: Value) { self.value = value }
}
