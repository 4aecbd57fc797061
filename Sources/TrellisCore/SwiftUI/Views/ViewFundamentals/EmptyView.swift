import Foundation

/// A view that doesn't contain any content: it takes no place in layout.
nonisolated public struct EmptyView: View, PrimitiveView {
  /// Creates an empty view.
  public init() {}

  /// Adds nothing.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {}
}
