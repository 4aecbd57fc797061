import Foundation

/// A progress view that uses a circular gauge to indicate the partial completion of an activity.
///
/// On iOS it is always the spinning activity indicator, with or without a fraction (Apple: "On
/// platforms other than macOS, the circular style may appear as an indeterminate indicator
/// instead"): 20 × 20 at the regular control size, 37 × 37 at `.large`, 14 × 14 at `.small`
/// (`ActivityIndicator`). The label and the current value label sit under it, centred, in the
/// secondary colour, the current value label in the caption font; default stack spacing
/// separates them (OpenSwiftUI `CircularProgressViewStyle.swift`).
///
/// Fidelity: partial — the sizes are SwiftUI's, read out by OpenSwiftUI; the ticks are
/// Flutter's copy of the native indicator [uncertain: not measured on iOS], drawn as the
/// first frame of the animation.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?

  /// Creates a circular progress view style.
  public init() {
    tint = nil
  }

  /// Creates a circular progress view style with a tint colour.
  @available(*, deprecated, message: "Use View.tint(_:) instead.")
  public init(tint: Color) {
    self.tint = tint
  }

  /// The indicator, with the labels under it.
  public func makeBody(configuration: Configuration) -> some View {
    VStack {
      ActivityIndicator().transformEnvironment(\.tint) { [tint] in $0 = tint ?? $0 }
      if configuration.label != nil || configuration.currentValueLabel != nil {
        VStack {
          if let label = configuration.label { label }
          if let currentValueLabel = configuration.currentValueLabel { currentValueLabel.font(.caption) }
        }
        .foregroundStyleUnlessSet(.secondary)
      }
    }
  }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A progress view that uses a circular gauge to indicate the partial completion of an activity.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
