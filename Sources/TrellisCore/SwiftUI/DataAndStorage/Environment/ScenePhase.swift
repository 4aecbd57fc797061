import Foundation

/// An indication of a scene's operational state.
///
/// A host is a scene in the foreground taking input: its phase is `.active`, as on the device
/// while the app is in use; a view can be shown in another phase with
/// `environment(\.scenePhase, .background)`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// The scene isn't currently visible in the UI.
  case background
  /// The scene is in the foreground but should pause its work.
  case inactive
  /// The scene is in the foreground and interactive.
  case active
}

extension EnvironmentValues {
  /// The current phase of the scene: `.active` in a host.
  @Entry public var scenePhase: ScenePhase = .active
}
