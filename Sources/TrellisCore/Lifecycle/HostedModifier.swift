import Foundation

/// A modifier, declared outside the core, that keeps something with its view in the host — a
/// subscription — from the update in which the view appears until the one in which it leaves.
/// Not for use by apps: `onReceive(_:perform:)` in `Trellis` is one.
public protocol _HostedModifier: ViewModifier where Body == Never {
  /// Called each time the view is resolved, before its content, with what the host keeps for it.
  func attach(to host: _HostedModifierContext)
}

extension _HostedModifier {
  /// Hosted modifiers have no body; asking for one is a programming error.
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a hosted modifier: it has no body")
  }

  /// Attaches the modifier to the host under the view's identity, then resolves the content.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    modifier.attach(
      to: _HostedModifierContext(graph: inputs.resolver.graph, key: inputs.modifierKey(Self.self)))
    body(inputs)
  }
}

/// What a host keeps for a hosted modifier's view. Not for use by apps.
public struct _HostedModifierContext: @unchecked Sendable {
  let graph: ViewGraph
  let key: ViewIdentity

  /// The object the host keeps for the view, made the first time; it goes when the view leaves.
  public func storage<Stored: AnyObject>(_ make: () -> Stored) -> Stored {
    graph.storage(at: key, make: make)
  }

  /// Runs `action` now, or once the update in progress is over when one is: it may change
  /// state, which must not change while views are resolved.
  public func deliver(_ action: @escaping () -> Void) {
    if graph.isResolving {
      graph.afterUpdate(action)
    } else {
      action()
    }
  }

  /// Runs `action` after the update in which the view leaves the tree.
  public func onLeave(_ action: @escaping () -> Void) {
    graph.appear(key, onAppear: nil, onDisappear: action)
  }
}
