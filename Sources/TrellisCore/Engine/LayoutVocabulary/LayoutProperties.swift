import Foundation

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable, Hashable {
  /// The axis along which the container arranges its subviews, if any.
  ///
  /// `Spacer`s and `Divider`s inside the container orient themselves by it:
  /// `.horizontal` for an `HStack`, `.vertical` for a `VStack`, `nil` for a `ZStack`.
  public var stackOrientation: Axis?

  /// Creates properties with no stack orientation.
  public init() { stackOrientation = nil }

  init(stackOrientation: Axis?) { self.stackOrientation = stackOrientation }
}
