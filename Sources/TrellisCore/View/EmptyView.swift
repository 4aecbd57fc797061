import Foundation

/// A view that doesn't contain any content: it takes no place in layout.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// Adds nothing.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {}

  /// An empty view is primitive.
  public var body: Never { preconditionFailure("EmptyView is a primitive view: it has no body") }
}
