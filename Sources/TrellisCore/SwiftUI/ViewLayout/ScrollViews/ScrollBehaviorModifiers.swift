import Foundation

// Scroll modifiers that change how a scroll view responds to a finger, not what a still picture
// at its initial offset shows: kept in the environment where SwiftUI keeps them, accepted
// elsewhere.

/// The ways that a scrollable view can bounce when it reaches the end of its content.
public struct ScrollBounceBehavior: Hashable, Sendable {
  enum Storage: Hashable { case automatic, always, basedOnSize }
  let storage: Storage

  /// The automatic behavior.
  public static let automatic = ScrollBounceBehavior(storage: .automatic)
  /// The scrollable view always bounces along the specified axis.
  public static let always = ScrollBounceBehavior(storage: .always)
  /// The scrollable view bounces when its content is large enough to require scrolling.
  public static let basedOnSize = ScrollBounceBehavior(storage: .basedOnSize)
}

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  enum Storage: Hashable { case automatic, immediately, interactively, never }
  let storage: Storage

  /// Determine the mode automatically based on the surrounding context.
  public static let automatic = ScrollDismissesKeyboardMode(storage: .automatic)
  /// Dismiss the keyboard as soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(storage: .immediately)
  /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
  public static let interactively = ScrollDismissesKeyboardMode(storage: .interactively)
  /// Never dismiss the keyboard automatically as a result of scrolling.
  public static let never = ScrollDismissesKeyboardMode(storage: .never)
}

extension EnvironmentValues {
  /// A Boolean value that indicates whether any scroll views associated with this environment
  /// allow scrolling to occur.
  @Entry public var isScrollEnabled: Bool = true

  /// The scroll bounce mode for the vertical axis of scrollable views.
  @Entry public var verticalScrollBounceBehavior: ScrollBounceBehavior = .automatic

  /// The scroll bounce mode for the horizontal axis of scrollable views.
  @Entry public var horizontalScrollBounceBehavior: ScrollBounceBehavior = .automatic

  /// The way that scrollable content interacts with the software keyboard.
  @Entry public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode = .automatic

  /// Whether scroll views draw their content past their edges, set by `scrollClipDisabled(_:)`.
  @Entry var scrollClipDisabled: Bool = false
}

nonisolated extension View {
  /// Disables or enables scrolling in scrollable views; the picture is the same either way.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isScrollEnabled) { $0 = $0 && !disabled }
  }

  /// Configures the bounce behavior of scrollable views along the specified axis.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    transformEnvironment(\.self) { environment in
      if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
      if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
    }
  }

  /// Configures the behavior in which scrollable content interacts with the software keyboard.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    environment(\.scrollDismissesKeyboardMode, mode)
  }

  /// Sets whether a scroll view clips its content to its bounds: disabled, content past the
  /// scroll view's edges is drawn.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    environment(\.scrollClipDisabled, disabled)
  }
}
