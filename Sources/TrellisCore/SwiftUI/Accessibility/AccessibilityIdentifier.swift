import Foundation

/// Tags views with an identifier, by which a ``LayoutHost`` finds their frames.
nonisolated public struct AccessibilityAttachmentModifier: ImmediateViewModifier {
  let identifier: String

  /// Tags each view of the content.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { context.tag($0, identifier: modifier.identifier) }
  }
}

nonisolated extension View {
  /// Uses `identifier` to identify the view; `LayoutHost.frame(of:)` looks frames up by it.
  ///
  /// ```swift
  /// Text(name).accessibilityIdentifier("name")
  /// ```
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(identifier: identifier))
  }
}
