import Foundation

/// The z-order of a view among its siblings, which a container's drawing reads: lower first,
/// declaration order among equals (`zIndex(_:)`).
enum ZIndexTraitKey: LayoutValueKey {
  static let defaultValue: Double = 0
}
