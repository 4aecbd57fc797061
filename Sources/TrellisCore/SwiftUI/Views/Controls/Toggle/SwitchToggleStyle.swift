import Foundation

/// A toggle style that displays a leading label and a trailing switch.
///
/// The toggle is `LabeledContent { switch.fixedSize() } label: { label }`: it fills the width it
/// is offered, the label at the leading side and the 51 × 31 switch at the trailing side
/// (docs/iOSControls.md §5 Toggle, "Structure"; OpenSwiftUI `SwitchToggleStyle.swift`).
///
/// ```swift
/// Toggle("Enhance Sound", isOn: $isEnhanced).toggleStyle(.switch)
/// ```
///
/// Fidelity: verified — the 51 × 31 track, the 27-point thumb inset by 2 and the full-width row
/// are measured on iOS 18.5 (ASNAP); colours and thumb shadows are Flutter's measurements
/// (docs/iOSControls.md §5 Toggle); ToggleTests pins them.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?

  /// Creates a switch toggle style.
  public init() {
    tint = nil
  }

  /// Creates a switch toggle style whose on colour is `tint`.
  @available(*, deprecated, message: "Use View.tint(_:) instead.")
  public init(tint: Color) {
    self.tint = tint
  }

  /// The label and the switch, at the two ends of a full-width row.
  public func makeBody(configuration: Configuration) -> some View {
    LabeledContent {
      SwitchView(isOn: configuration.isOn, tint: tint).fixedSize()
    } label: {
      configuration.label
    }
  }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
  /// A toggle style that displays a leading label and a trailing switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// iOS's switch (UISwitch): a 51 × 31 capsule track with a white 27-point thumb 2 points in
/// from the end that stands for the state.
///
/// The track is systemGreen when on, or the tint when one is set, and secondarySystemFill when
/// off; a disabled switch is drawn at half opacity. The thumb carries two shadows offset 3
/// points down: blur 8 at 15 % and blur 1 at 6 % black (docs/iOSControls.md §5 Toggle).
nonisolated struct SwitchView: View {
  let isOn: Bool
  /// The style's own tint, which wins over the environment's.
  let tint: Color?
  @Environment(\.tint) private var environmentTint
  @Environment(\.isEnabled) private var isEnabled

  /// The track's size (docs/iOSControls.md §5 Toggle, "Switch geometry").
  static let trackSize = CGSize(width: 51, height: 31)
  /// The thumb's diameter.
  static let thumbDiameter: CGFloat = 27
  /// How far the thumb stays inside the track.
  static let thumbInset: CGFloat = 2

  var body: some View {
    Capsule()
      .fill(isOn ? (tint ?? environmentTint ?? .green) : .secondarySystemFill)
      .frame(width: Self.trackSize.width, height: Self.trackSize.height)
      .overlay(alignment: isOn ? .trailing : .leading) {
        ControlThumb(diameter: Self.thumbDiameter).padding(Self.thumbInset)
      }
      .opacity(isEnabled ? 1 : 0.5)
  }
}
