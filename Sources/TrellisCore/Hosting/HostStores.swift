import Foundation

/// The key–value stores a host keeps for its views in place of the machine's:
/// ``LayoutHost/appStorage`` and ``LayoutHost/sceneStorage``.
///
/// Each is a `UserDefaults` suite of a name no other host or process uses, so it starts empty;
/// it is never synchronized to disk, and its domain is removed when its host goes.
enum HostStores {
  /// Makes an empty store for one host.
  static func make(_ purpose: String) -> UserDefaults {
    UserDefaults(suiteName: suiteName(purpose)) ?? UserDefaults()
  }

  /// Forgets what `store` held.
  static func discard(_ store: UserDefaults) {
    for key in store.dictionaryRepresentation().keys { store.removeObject(forKey: key) }
  }

  private static func suiteName(_ purpose: String) -> String { "Trellis.\(purpose).\(UUID().uuidString)" }

  /// The scene storage of views resolved outside any host.
  nonisolated(unsafe) static let unhostedSceneStorage = make("SceneStorage")
}
