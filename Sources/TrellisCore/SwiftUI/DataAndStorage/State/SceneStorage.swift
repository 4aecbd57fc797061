import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// ```swift
/// struct DraftView: View {
///     @SceneStorage("draft") private var draft = ""
///     var body: some View { Text(draft) }
/// }
/// ```
///
/// A host is one scene: its storage is ``LayoutHost/sceneStorage``, empty when the host is made,
/// which a test seeds and reads as key–value pairs (`host.sceneStorage.set("Hello", forKey:
/// "draft")`). A write brings every view that reads the key up to date; a stored value of
/// another type reads as the default.
///
/// Fidelity: partial — the scene's storage is never saved or restored: a host lives as long as
/// the test that made it.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, InstalledDynamicProperty {
  private let box: StoredValueBox<Value>

  private init(key: String, defaultValue: Value, codec: StoredValueCodec<Value>, store: UserDefaults?) {
    box = StoredValueBox(
      StoredValueLink(key: key, defaultValue: defaultValue, codec: codec, store: HostStores.unhostedSceneStorage))
  }

  /// Creates a property that can read and write a Boolean, with a default.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, codec: .bool, store: nil)
  }

  /// Creates a property that can read and write an integer, with a default.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .int, store: nil)
  }

  /// Creates a property that can read and write a double, with a default.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, codec: .double, store: nil)
  }

  /// Creates a property that can read and write a string, with a default.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: nil)
  }

  /// Creates a property that can read and write a URL, with a default.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, codec: .url(), store: nil)
  }

  /// Creates a property that can read and write data, with a default.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: nil)
  }

  /// Creates a property that can read and write a raw-representable value stored as its
  /// Int raw value, with a default.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int), store: nil)
  }

  /// Creates a property that can read and write a raw-representable value stored as its
  /// String raw value, with a default.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(.plain()), store: nil)
  }

  /// The value in the scene's storage, or the default when it holds none of this type.
  public var wrappedValue: Value {
    get { box.link.value }
    nonmutating set { box.link.value = newValue }
  }

  /// A binding to the stored value: `$draft`.
  public var projectedValue: Binding<Value> { box.binding }

  /// Connects the property to its host's scene storage, watched for changes.
  package func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool {
    box.install(in: graph, at: key, store: environment.hostStores?.sceneStorage ?? HostStores.unhostedSceneStorage)
    return true
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// Creates a property that can read and write an optional Boolean, `nil` by default.
  public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: .optional(.bool), store: nil)
  }

  /// Creates a property that can read and write an optional an integer, `nil` by default.
  public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: .optional(.int), store: nil)
  }

  /// Creates a property that can read and write an optional double, `nil` by default.
  public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: .optional(.double), store: nil)
  }

  /// Creates a property that can read and write an optional string, `nil` by default.
  public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: .optional(.plain()), store: nil)
  }

  /// Creates a property that can read and write an optional URL, `nil` by default.
  public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: .optional(.url()), store: nil)
  }

  /// Creates a property that can read and write an optional data, `nil` by default.
  public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: .optional(.plain()), store: nil)
  }

  /// Creates a property that can read and write an optional raw-representable value stored
  /// as its Int raw value, `nil` by default.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)), store: nil)
  }

  /// Creates a property that can read and write an optional raw-representable value stored
  /// as its String raw value, `nil` by default.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: .optional(.raw(.plain())), store: nil)
  }
}
