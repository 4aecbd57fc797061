import Foundation

/// The key–value stores a host keeps for its views in place of the machine's:
/// ``LayoutHost/appStorage`` and ``LayoutHost/sceneStorage``.
///
/// Each is a `UserDefaults` suite of a name no other host or process uses, so it starts empty;
/// it is made the first time a view or a test uses it, never synchronized to disk, and emptied
/// when the host — and every host made from its views' environment, such as a context menu's —
/// is gone.
final class HostStores: @unchecked Sendable {
  // Made and read on the thread that drives the host.
  private var app: UserDefaults?
  private var scene: UserDefaults?

  /// The store of `@AppStorage` properties that name no other.
  var appStorage: UserDefaults {
    if let app { return app }
    let made = Self.make("AppStorage")
    app = made
    return made
  }

  /// The store of `@SceneStorage` properties: the host is one scene.
  var sceneStorage: UserDefaults {
    if let scene { return scene }
    let made = Self.make("SceneStorage")
    scene = made
    return made
  }

  deinit {
    for store in [app, scene].compactMap({ $0 }) {
      for key in store.dictionaryRepresentation().keys { store.removeObject(forKey: key) }
    }
  }

  /// Makes an empty store no other host or process shares.
  static func make(_ purpose: String) -> UserDefaults {
    UserDefaults(suiteName: "Trellis.\(purpose).\(UUID().uuidString)") ?? UserDefaults()
  }

  /// The scene storage of views resolved outside any host. `nonisolated(unsafe)`: a constant
  /// reference, and `UserDefaults` is thread-safe.
  nonisolated(unsafe) static let unhostedSceneStorage = make("SceneStorage")
}

extension EnvironmentValues {
  /// The stores of the host the view is in.
  @Entry var hostStores: HostStores?
}
