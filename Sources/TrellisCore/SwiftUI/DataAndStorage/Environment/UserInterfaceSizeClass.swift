import Foundation

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// The size class for a constrained dimension, such as a portrait iPhone's width.
  case compact
  /// The size class for an ample dimension, such as a full-screen iPad's width.
  case regular
}

extension EnvironmentValues {
  /// The horizontal size class of the view: `nil` until a host or `.environment` sets one.
  @Entry public var horizontalSizeClass: UserInterfaceSizeClass?

  /// The vertical size class of the view: `nil` until a host or `.environment` sets one.
  @Entry public var verticalSizeClass: UserInterfaceSizeClass?
}
