import Foundation

/// Whether a piece of system chrome shows: a dialog's title, a sheet's drag indicator, a bar.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The system decides, from the context.
  case automatic
  /// The element shows.
  case visible
  /// The element does not show.
  case hidden
}
