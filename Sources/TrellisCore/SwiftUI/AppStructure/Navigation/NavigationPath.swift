import Foundation

/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///     List { NavigationLink("Mint", value: Color.mint) }
///         .navigationDestination(for: Color.self) { ColorDetail(color: $0) }
/// }
/// path.append(Color.pink)
/// ```
///
/// Fidelity: partial — the list operations of Apple's `NavigationPath`; `codable` is not offered.
public struct NavigationPath: Equatable {
  /// The values, oldest first.
  var elements: [AnyHashable]

  /// Creates a new, empty navigation path.
  public init() {
    elements = []
  }

  /// Creates a new navigation path from the contents of a sequence.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of elements in this path.
  public var count: Int { elements.count }

  /// A Boolean that indicates whether this path is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Appends a new value to the end of this path.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Removes values from the end of this path: as many as `k`, or every value when the path has
  /// fewer (SwiftUI traps there; Trellis reports it).
  public mutating func removeLast(_ k: Int = 1) {
    guard k <= elements.count, k >= 0 else {
      RuntimeIssues.report("NavigationPath.removeLast(\(k)) on a path of \(elements.count) values; removing them all.")
      elements.removeAll()
      return
    }
    elements.removeLast(k)
  }
}
