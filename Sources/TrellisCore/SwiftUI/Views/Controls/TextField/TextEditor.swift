import Foundation

/// A view that can display and edit long-form text.
///
/// The editor fills the space it is offered and shows its text wrapped from the top-leading
/// corner, inset as a UITextView insets it — 5 from the sides (the text container's line
/// fragment padding) and 8 from the top and bottom (its default `textContainerInset`) — on the
/// system background (docs/iOSControls.md §6 TextEditor). Text beyond its height is cut off,
/// as at the top of a scrolled-back editor.
///
/// ```swift
/// TextEditor(text: $notes)
///     .frame(height: 120)
/// ```
///
/// A host types into it with `enterText(_:into:)`.
///
/// Fidelity: unverified — the insets are UIKit's documented defaults for UITextView, not
/// measured under SwiftUI; the ground's colour is believed, not measured.
nonisolated public struct TextEditor: View {
  let text: Binding<String>

  /// The text's inset from the sides: `NSTextContainer.lineFragmentPadding`, 5 by default.
  static let horizontalInset: CGFloat = 5
  /// The text's inset from the top and bottom: UITextView's default `textContainerInset`, 8.
  static let verticalInset: CGFloat = 8

  /// Creates a plain text editor.
  public init(text: Binding<String>) {
    self.text = text
  }

  /// The text, wrapped, in an editor that fills its proposal.
  public var body: some View {
    Text(verbatim: text.wrappedValue)
      .padding(.horizontal, Self.horizontalInset)
      .padding(.vertical, Self.verticalInset)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .background(Color.systemBackground)
      .clipped()
      .interaction(.text(text))
  }
}
