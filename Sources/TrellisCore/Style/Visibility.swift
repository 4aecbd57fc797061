import Foundation

/// The visibility of UI elements that the system shows or hides on its own unless told: list
/// separators, a scroll view's background, bars.
///
/// ```swift
/// Text("Milk").listRowSeparator(.hidden)
/// ```
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The element's visibility is what the system decides for the context.
  case automatic
  /// The element may be visible.
  case visible
  /// The element is hidden.
  case hidden
}
