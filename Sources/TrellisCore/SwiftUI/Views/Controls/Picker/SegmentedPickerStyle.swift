import Foundation

/// A picker style that presents the options in a segmented control.
///
/// The control (UISegmentedControl) fills the width it is offered and is 32 tall: a
/// tertiarySystemFill track with a 9-point radius, the options in equal-width segments inset 3
/// from the sides and 2 from the top and bottom, the selected one on a white thumb (dark
/// 99,99,102) of radius 7 that reaches 1 past its segment, 13-point Medium titles, Semibold
/// when selected, and 1 × 18 separators in systemGray at 30 % between neighbours the thumb is
/// not on (docs/iOSControls.md §5 Picker). The picker's label is not shown.
///
/// Fidelity: partial — the 32-point height, the 2-point thumb inset and equal segment widths
/// are measured on iOS 18.5 (ASNAP); radii, colours, fonts, separators and the thumb's shadows
/// are Flutter's constants from Apple's iOS 17 design kit (FLT); that SwiftUI's control fills
/// the width is believed, not measured.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates a segmented picker style.
  public init() {}
}

extension SegmentedPickerStyle: BuiltInPickerStyle {
  func makeBody(configuration: PickerStyleConfiguration) -> some View {
    SegmentedControl(options: configuration.options)
  }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A picker style that presents the options in a segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// iOS's segmented control, drawing each option in a segment.
///
/// `UISegmentedControl.appearance()` colours the thumb, the track and the titles and sets the
/// titles' fonts, as on iOS where the picker is a UISegmentedControl (`UIKitAppearance`).
nonisolated struct SegmentedControl: View {
  let options: [PickerStyleConfiguration.Option]
  @Environment(\.uiKitAppearance) private var uiKitAppearance
  @Environment(\.interfaceDesign) private var design
  private var appearance: UIKitAppearance.SegmentedControl { uiKitAppearance.segmentedControl }

  /// The control's height.
  static let height: CGFloat = 32
  /// How far the segments sit inside the track: 3 at the sides, 2 at the top and bottom (FLT
  /// `_kHorizontalItemPadding`).
  static let contentInsets = EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
  /// The track's corner radius (FLT `_kCornerRadius`, iOS 17 kit).
  static let cornerRadius: CGFloat = 9
  /// The thumb's corner radius (FLT `_kThumbRadius`).
  static let thumbRadius: CGFloat = 7
  /// How far the thumb reaches past its segment at each side (FLT `_kThumbInsets`).
  static let thumbOutset: CGFloat = 1
  /// The separators' height: the 28-point segment less 5 at each end (FLT `_kSeparatorInset`).
  static let separatorHeight: CGFloat = 18
  /// The space at each side of a title in a segment of its ideal width: the widest title plus
  /// roughly 11 on each side (ASNAP).
  static let titlePadding: CGFloat = 11
  /// The thumb: white, dark 99,99,102 (FLT `_kThumbColor`).
  static let thumbColor = Color.system("segmentedThumb", .bytes(255, 255, 255), .bytes(99, 99, 102))
  /// The separators: systemGray at 30 % (FLT `_kSeparatorColor`, 0x4D8E8E93).
  static let separatorColor = Color.gray.opacity(0.3)

  /// iOS 26 draws the track and the thumb as capsules, the thumb 2 inside the track, and no
  /// separators (ASN26, docs/iOS26Controls.md §5.4); the glass thumb itself is not in any render,
  /// so its inset is iOS 18's vertical one [uncertain].
  private var isCapsule: Bool { design == .iOS26 }

  var body: some View {
    EqualWidthSegments {
      ForEach(Array(options.enumerated()), id: \.element.id) { index, option in
        segment(
          option,
          separatorAfter: !isCapsule && index + 1 < options.count && !option.isSelected
            && !options[index + 1].isSelected)
      }
    }
    .padding(isCapsule ? EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2) : Self.contentInsets)
    .frame(height: Self.height)
    .background(
      RoundedRectangle(cornerRadius: isCapsule ? Self.height / 2 : Self.cornerRadius)
        .fill(appearance.background ?? .tertiarySystemFill)
    )
    // A row's separator starts at the control, not under its first segment's title: UIKit's
    // control is one view to the list.
    .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
  }

  /// One segment: the title centred, on the thumb when selected, with a separator after it
  /// when neither it nor the next segment is selected.
  private func segment(_ option: PickerStyleConfiguration.Option, separatorAfter: Bool) -> some View {
    let font = option.isSelected ? appearance.selectedTitleFont : appearance.titleFont
    let colour = option.isSelected ? appearance.selectedTitleColor : appearance.titleColor
    return option.content
      .font(font ?? .system(size: 13, weight: option.isSelected ? .semibold : .medium))
      .transformEnvironment(\.foregroundStyle) { style in
        if let colour { style = AnyShapeStyle(colour) }
      }
      .lineLimit(1)
      .padding(.horizontal, Self.titlePadding)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        if option.isSelected {
          RoundedRectangle(cornerRadius: isCapsule ? (Self.height - 4) / 2 : Self.thumbRadius)
            .fill(appearance.selectedSegmentTint ?? Self.thumbColor)
            // The thumb's two shadows, 3 down: blur 8 at 12 % and blur 1 at 4 % (FLT, as
            // Flutter's iOS 17 segmented control and its imitations give them) [uncertain].
            .shadow(color: .black.opacity(0.12), radius: 8, x: 0, y: 3)
            .shadow(color: .black.opacity(0.04), radius: 1, x: 0, y: 3)
            .padding(.horizontal, isCapsule ? 0 : -Self.thumbOutset)
        }
      }
      .overlay(alignment: .trailing) {
        if separatorAfter {
          // Centred on the boundary between the two segments.
          Rectangle().fill(Self.separatorColor).frame(width: 1, height: Self.separatorHeight).offset(x: 0.5)
        }
      }
  }
}

/// Lays its subviews side by side in equal widths: the width offered divided among them, or,
/// with no width offered, the widest one's ideal width each.
struct EqualWidthSegments: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard !subviews.isEmpty else { return CGSize(width: proposal.width ?? 0, height: 0) }
    let count = CGFloat(subviews.count)
    let width = proposal.width ?? subviews.map { $0.sizeThatFits(.unspecified).width }.max()! * count
    let segment = ProposedViewSize(width: width / count, height: proposal.height)
    let height = subviews.map { $0.sizeThatFits(segment).height }.max()!
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard !subviews.isEmpty else { return }
    let width = bounds.width / CGFloat(subviews.count)
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: width, height: bounds.height))
    }
  }
}
