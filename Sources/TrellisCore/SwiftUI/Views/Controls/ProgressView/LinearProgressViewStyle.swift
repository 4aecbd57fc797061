import Foundation

/// A progress view that visually indicates its progress using a horizontal bar.
///
/// On iOS the bar (UIProgressView) fills the width it is offered and is a 4-point capsule: the
/// track in systemFill, the completed part in the tint from the leading end
/// (docs/iOSControls.md §6 ProgressView). The label sits above the bar and the current value
/// label below it in the caption font, the secondary colour and monospaced digits, 4 points
/// apart, leading-aligned (OpenSwiftUI `LinearProgressViewStyle.swift`). Without a fraction the
/// bar is an empty track. Offered no width, the bar has none [uncertain: UIProgressView has no
/// intrinsic width].
///
/// Fidelity: partial — the stack and its 4-point spacing are SwiftUI's, read out by OpenSwiftUI;
/// the bar's 4-point height and its track colour are not measured [uncertain].
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  @Environment(\.tintColor) private var environmentTint

  /// The bar's height.
  static let barHeight: CGFloat = 4
  /// The spacing between the label, the bar and the current value label.
  static let spacing: CGFloat = 4

  /// Creates a linear progress view style.
  public init() {
    tint = nil
  }

  /// Creates a linear progress view style with a tint colour.
  @available(*, deprecated, message: "Use View.tint(_:) instead.")
  public init(tint: Color) {
    self.tint = tint
  }

  /// The label, the bar and the current value label, top to bottom.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: Self.spacing) {
      if let label = configuration.label { label }
      ValueTrackLayout(
        fraction: configuration.fractionCompleted ?? 0, height: Self.barHeight, trackThickness: Self.barHeight,
        idealWidth: 0
      ) {
        Capsule().fill(Color.systemFill)
        if configuration.fractionCompleted != nil { Capsule().fill(tint ?? environmentTint) }
      }
      if let currentValueLabel = configuration.currentValueLabel {
        currentValueLabel.font(Font.caption.monospacedDigit()).foregroundStyleUnlessSet(.secondary)
      }
    }
  }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A progress view that visually indicates its progress using a horizontal bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
