import Foundation

/// How a value of `@AppStorage` or `@SceneStorage` is kept in a store: what object is written
/// for it, and how an object read back becomes a value again — `nil` for an object of another
/// type, for which the property answers its default, as SwiftUI does.
struct StoredValueCodec<Value> {
  let decode: (Any) -> Value?
  let encode: (Value) -> Any?
}

extension StoredValueCodec {
  /// A value stored as itself: a string, data, a date.
  static func plain() -> Self {
    Self(decode: { $0 as? Value }, encode: { $0 })
  }

  /// A number, read back as `NSNumber` bridging reads it on Apple platforms: an integer or a
  /// Boolean stored for a `Double` reads as that number, and a whole `Double` for an `Int`;
  /// anything else, or a number that does not fit exactly, reads as missing.
  static func number(_ convert: @escaping (Double) -> Value?) -> Self {
    Self(
      decode: { object in
        if let value = object as? Value { return value }
        switch object {
        case let value as Bool: return convert(value ? 1 : 0)
        case let value as Int: return convert(Double(value))
        case let value as Double: return convert(value)
        default: return nil
        }
      }, encode: { $0 })
  }

  /// A URL, stored as its absolute string (the Foundation of Linux cannot keep a `URL` object
  /// in a user defaults store).
  static func url() -> Self where Value == URL {
    Self(
      decode: { object in
        if let url = object as? URL { return url }
        return (object as? String).flatMap(URL.init(string:))
      }, encode: { $0.absoluteString })
  }

  /// A raw-representable value, stored as its raw value.
  static func raw<Raw>(_ base: StoredValueCodec<Raw>) -> Self where Value: RawRepresentable, Value.RawValue == Raw {
    Self(decode: { base.decode($0).flatMap(Value.init(rawValue:)) }, encode: { base.encode($0.rawValue) })
  }

  /// An optional, stored as its wrapped value, or as no object at all for `nil`.
  static func optional<Wrapped>(_ base: StoredValueCodec<Wrapped>) -> Self where Value == Wrapped? {
    Self(decode: { base.decode($0).map { .some($0) } }, encode: { $0.flatMap(base.encode) })
  }
}

extension StoredValueCodec where Value == Bool {
  /// A Boolean: `true` and `false`, or the integers 1 and 0.
  static var bool: Self { .number { $0 == 1 ? true : $0 == 0 ? false : nil } }
}

extension StoredValueCodec where Value == Int {
  /// An integer, or a whole number that fits one.
  static var int: Self { .number { Double(Int(exactly: $0) ?? 0) == $0 ? Int(exactly: $0) : nil } }
}

extension StoredValueCodec where Value == Double {
  /// A floating-point number, or an integer.
  static var double: Self { .number { $0 } }
}

/// Where a stored property reads and writes: a key in a store, with the default answered when
/// the store has no value of the property's type there.
///
/// Once its view is resolved in a host, the link is kept by the view's identity and watches
/// the key: a write from anywhere — another view's property for the same key, a test seeding
/// the host's store — makes the host resolve its views again.
final class StoredValueLink<Value>: ExternalValueSource {
  let key: String
  let defaultValue: Value
  let codec: StoredValueCodec<Value>
  /// The store in force: the one the property names, else the view's environment's.
  var store: UserDefaults
  /// The object the store held at the key when the views last read it.
  private var seen: AnyHashable?
  private weak var graph: ViewGraph?

  init(key: String, defaultValue: Value, codec: StoredValueCodec<Value>, store: UserDefaults) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
    self.store = store
  }

  var value: Value {
    get { store.object(forKey: key).flatMap(codec.decode) ?? defaultValue }
    set {
      if let object = codec.encode(newValue) { store.set(object, forKey: key) } else { store.removeObject(forKey: key) }
      graph?.valueChanged()
    }
  }

  /// Connects the link to its host: the store in force where the view is, and the graph to tell
  /// of changes.
  func attach(to graph: ViewGraph, store: UserDefaults) {
    self.graph = graph
    self.store = store
    seen = signature
  }

  /// The stored object, in a form two reads can be compared in.
  private var signature: AnyHashable? {
    guard let object = store.object(forKey: key) else { return nil }
    return object as? AnyHashable ?? AnyHashable(String(describing: object))
  }

  func hasChanged() -> Bool { signature != seen }
}

/// Where a stored property finds its link: made with the property, replaced by the one its host
/// keeps for the view once the view is resolved.
final class StoredValueBox<Value> {
  var link: StoredValueLink<Value>

  init(_ link: StoredValueLink<Value>) { self.link = link }

  /// Links the property to the link `graph` keeps at `key`, reading and writing `store`.
  func install(in graph: ViewGraph, at key: ViewIdentity, store: UserDefaults) {
    let made = link
    let kept = graph.storage(at: key) { made }
    // A view whose key or type changed with the same identity gets a new link.
    link = kept.key == made.key ? kept : made
    link.attach(to: graph, store: store)
  }

  /// A binding to the value.
  var binding: Binding<Value> {
    let box = self
    return Binding(get: { box.link.value }, set: { box.link.value = $0 })
  }
}
