import Foundation

/// A modifier, declared outside the core, that keeps something with its view in the host — a
/// subscription — from the update in which the view appears until the one in which it leaves.
/// Not for use by apps: `onReceive(_:perform:)` in `Trellis` is one.
nonisolated public protocol _HostedModifier: ViewModifier where Body == Never {
  /// Called each time the view is resolved, before its content, with what the host keeps for it.
  func attach(to host: _HostedModifierContext)
}

nonisolated extension _HostedModifier {
  /// Hosted modifiers have no body; asking for one is a programming error.
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a hosted modifier: it has no body")
  }

  /// Attaches the modifier to the host under the view's identity, then resolves the content.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    modifier.attach(
      to: inputs.context.hosted(at: inputs.modifierKey(Self.self)))
    body(inputs)
  }
}
