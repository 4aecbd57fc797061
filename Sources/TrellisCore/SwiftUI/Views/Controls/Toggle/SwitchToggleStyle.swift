import Foundation

/// A toggle style that displays a leading label and a trailing switch.
///
/// The toggle is `LabeledContent { switch.fixedSize() } label: { label }`: it fills the width it
/// is offered, the label at the leading side and the switch (63 × 28 in iOS 26, 51 × 31 in
/// iOS 18) at the trailing side
/// (docs/iOSControls.md §5 Toggle, "Structure"; OpenSwiftUI `SwitchToggleStyle.swift`).
///
/// ```swift
/// Toggle("Enhance Sound", isOn: $isEnhanced).toggleStyle(.switch)
/// ```
///
/// Fidelity: verified — the 51 × 31 track, the 27-point thumb inset by 2 and the full-width row
/// are measured on iOS 18.5 (ASNAP), the 63 × 28 track and 37 × 24 thumb on iOS 26.0 and 26.4
/// (HA26); colours and thumb shadows are Flutter's measurements (docs/iOSControls.md §5 Toggle);
/// ToggleTests pins them.
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

/// iOS's switch (UISwitch), in the host's design.
///
/// iOS 26 (docs/iOS26Controls.md §5.1, measured on HA26): a 63 × 28 capsule track with a white
/// 37 × 24 capsule thumb 2 points in from the end that stands for the state; off, the track is
/// 197, 197, 199 (dark 90, 90, 94). iOS 17/18 (docs/iOSControls.md §5 Toggle): a 51 × 31 track
/// with a white 27-point circle, secondarySystemFill when off.
///
/// The track is systemGreen when on, or the tint when one is set; a disabled switch is drawn at
/// half opacity. The thumb carries two shadows offset 3 points down: blur 8 at 15 % and blur 1
/// at 6 % black. In a list row the switch reaches 2 points past the row's trailing inset: its
/// track ends 14 from the card's edge in iOS 26 (18 in iOS 18) where text ends 16 (20).
nonisolated struct SwitchView: View {
  let isOn: Bool
  /// The style's own tint, which wins over the environment's.
  let tint: Color?
  @Environment(\.tint) private var environmentTint
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.interfaceDesign) private var design
  @Environment(\.listContext) private var list

  /// The track, the thumb and the track's colour when off, in one design.
  struct Geometry {
    var trackSize: CGSize
    var thumbSize: CGSize
    var offTrack: Color

    /// iOS 26's: 63 × 28, a 37 × 24 capsule thumb (docs/iOS26Controls.md §5.1).
    static let liquidGlass = Geometry(
      trackSize: CGSize(width: 63, height: 28), thumbSize: CGSize(width: 37, height: 24),
      offTrack: Color.system("switchTrack", .bytes(197, 197, 199), .bytes(90, 90, 94)))
    /// iOS 17/18's: 51 × 31, a 27-point circle (docs/iOSControls.md §5 Toggle, ASNAP).
    static let compatibility = Geometry(
      trackSize: CGSize(width: 51, height: 31), thumbSize: CGSize(width: 27, height: 27),
      offTrack: .secondarySystemFill)

    static func of(_ design: InterfaceDesign) -> Geometry { design == .iOS26 ? liquidGlass : compatibility }
  }

  /// How far the thumb stays inside the track, in both designs.
  static let thumbInset: CGFloat = 2
  /// How far past a list row's trailing inset the switch reaches.
  static let listRowOutset: CGFloat = 2

  var body: some View {
    let geometry = Geometry.of(design)
    Capsule()
      .fill(isOn ? (tint ?? environmentTint ?? .green) : geometry.offTrack)
      .frame(width: geometry.trackSize.width, height: geometry.trackSize.height)
      .overlay(alignment: isOn ? .trailing : .leading) {
        ControlThumb(size: geometry.thumbSize).padding(Self.thumbInset)
      }
      .opacity(isEnabled ? 1 : 0.5)
      .padding(.trailing, list == nil ? 0 : -Self.listRowOutset)
  }
}
