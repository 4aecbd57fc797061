import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on
/// a change in value in that user default.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("showPreview") private var showPreview = true
///     var body: some View { Toggle("Show Preview", isOn: $showPreview) }
/// }
/// ```
///
/// SwiftUI reads `UserDefaults.standard`; a host must not read the machine's defaults, so each
/// ``LayoutHost`` has a store of its own, empty when the host is made: ``LayoutHost/appStorage``,
/// which a test seeds and reads (`host.appStorage.set(false, forKey: "showPreview")`). A view
/// reads the store `store:` names, else the one `defaultAppStorage(_:)` sets around it, else its
/// host's. A write — through the property, its binding, or to the store directly — brings every
/// view that reads the key up to date. A stored object of another type reads as the default.
///
/// Fidelity: partial — the store is looked at for changes whenever the host is read, not
/// observed (Foundation on Linux posts no change notification); a `URL` is stored as its string.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, InstalledDynamicProperty {
  private let box: StoredValueBox<Value>
  private let explicitStore: UserDefaults?

  private init(key: String, defaultValue: Value, codec: StoredValueCodec<Value>, store: UserDefaults?) {
    explicitStore = store
    box = StoredValueBox(
      StoredValueLink(key: key, defaultValue: defaultValue, codec: codec, store: store ?? .standard))
  }

  /// Creates a property that can read and write a Boolean, with a default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, codec: .bool, store: store)
  }

  /// Creates a property that can read and write an integer, with a default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .int, store: store)
  }

  /// Creates a property that can read and write a double, with a default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, codec: .double, store: store)
  }

  /// Creates a property that can read and write a string, with a default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: store)
  }

  /// Creates a property that can read and write a URL, with a default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, codec: .url(), store: store)
  }

  /// Creates a property that can read and write a date, with a default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: store)
  }

  /// Creates a property that can read and write data, with a default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, codec: .plain(), store: store)
  }

  /// Creates a property that can read and write a raw-representable value stored as its
  /// Int raw value, with a default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int), store: store)
  }

  /// Creates a property that can read and write a raw-representable value stored as its
  /// String raw value, with a default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(.plain()), store: store)
  }

  /// The value in the store, or the default when it holds none of this type.
  public var wrappedValue: Value {
    get { box.link.value }
    nonmutating set { box.link.value = newValue }
  }

  /// A binding to the stored value: `$showPreview`.
  public var projectedValue: Binding<Value> { box.binding }

  /// Connects the property to its host: the store in force where the view is, watched for changes.
  package func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool {
    box.install(
      in: graph, at: key,
      store: explicitStore ?? environment.defaultAppStorage ?? environment.hostStores?.appStorage ?? .standard)
    return true
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Creates a property that can read and write an optional Boolean, `nil` by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: .optional(.bool), store: store)
  }

  /// Creates a property that can read and write an optional an integer, `nil` by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: .optional(.int), store: store)
  }

  /// Creates a property that can read and write an optional double, `nil` by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: .optional(.double), store: store)
  }

  /// Creates a property that can read and write an optional string, `nil` by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: .optional(.plain()), store: store)
  }

  /// Creates a property that can read and write an optional URL, `nil` by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: .optional(.url()), store: store)
  }

  /// Creates a property that can read and write an optional date, `nil` by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, defaultValue: nil, codec: .optional(.plain()), store: store)
  }

  /// Creates a property that can read and write an optional data, `nil` by default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: .optional(.plain()), store: store)
  }

  /// Creates a property that can read and write an optional raw-representable value stored
  /// as its Int raw value, `nil` by default.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)), store: store)
  }

  /// Creates a property that can read and write an optional raw-representable value stored
  /// as its String raw value, `nil` by default.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: .optional(.raw(.plain())), store: store)
  }
}

extension EnvironmentValues {
  /// The store `@AppStorage` properties without a `store:` read, when `defaultAppStorage(_:)`
  /// set one; else they read their host's.
  @Entry var defaultAppStorage: UserDefaults?
}

nonisolated extension View {
  /// The default store used by `AppStorage` contained within the view.
  ///
  /// ```swift
  /// SettingsView().defaultAppStorage(UserDefaults(suiteName: "group.example.settings")!)
  /// ```
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}
