import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (for example, a view).
///
/// ```swift
/// @Namespace private var animation
/// Circle().matchedGeometryEffect(id: "dot", in: animation)
/// ```
///
/// The identifier is made the first time the view is resolved in its host and kept by the
/// view's identity, so it is the same on every update, and different for every view.
@propertyWrapper
public struct Namespace: DynamicProperty, InstalledDynamicProperty, Sendable {
  /// A namespace's identifier.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private let box = NamespaceBox()

  /// Creates a namespace.
  public init() {}

  /// The namespace's identifier: the one its host keeps for the view.
  public var wrappedValue: Namespace.ID {
    if let id = box.id { return id }
    RuntimeIssues.report(
      "Reading a Namespace property outside View.body. This will result in identifiers that never match any other "
        + "identifier.")
    return NamespaceBox.makeID()
  }

  /// Gives the property the identifier its host keeps for the view, made the first time.
  package func install(in graph: ViewGraph, at key: ViewIdentity, environment: EnvironmentValues) -> Bool {
    box.id = graph.storage(at: key) { NamespaceStorage(id: NamespaceBox.makeID()) }.id
    return true
  }
}

/// Where a namespace property finds its identifier once its view is resolved.
final class NamespaceBox: @unchecked Sendable {
  // Set while the view is resolved, on the resolving thread; read by its body on that thread.
  var id: Namespace.ID?

  private static let lock = NSLock()
  /// The last identifier given out. `nonisolated(unsafe)`: read and written only under `lock`.
  nonisolated(unsafe) private static var last = 0

  /// An identifier no other namespace has.
  static func makeID() -> Namespace.ID {
    lock.withLock {
      last += 1
      return Namespace.ID(value: last)
    }
  }
}

/// The identifier of one view's namespace, kept by its host.
final class NamespaceStorage {
  let id: Namespace.ID
  init(id: Namespace.ID) { self.id = id }
}
