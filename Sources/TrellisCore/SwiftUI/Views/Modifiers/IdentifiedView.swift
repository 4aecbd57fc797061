import Foundation

/// Gives a view an explicit identity: when the identifier changes, the view is a new view and
/// its state starts again, as SwiftUI's `id(_:)` does (Apple, WWDC21 "Demystify SwiftUI").
nonisolated public struct _IdentifiedViewModifier<ID: Hashable>: ImmediateViewModifier {
  /// The identifier.
  public let id: ID

  /// Resolves the content with an identity that includes the identifier.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    var inputs = inputs
    inputs.identity = inputs.identity.appending(identifier: modifier.id)
    body(inputs)
  }
}

nonisolated extension View {
  /// Binds the view's identity to `id`: a new identifier makes it a new view, with new state.
  ///
  /// ```swift
  /// ProfileView(user: user).id(user.id)
  /// ```
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(_IdentifiedViewModifier(id: id))
  }
}
