import Foundation

/// A bar slot's items in iOS 26's design: each run of items between `ToolbarSpacer`s on one
/// glass capsule 44 tall, an icon 44 wide (a circle when alone), a text its width plus 18 on
/// each side, labels in the label colour; a confirmation on prominent glass, filled with the
/// tint, its label white (docs/iOS26Controls.md §8.1, measured on HA26 26.0 and 26.4).
///
/// Fidelity: partial — the 44-pt circle and capsule, the 16-pt edge inset and the label colour
/// are measured; the text padding is iOS 26.4's (26.0 drew 13) and the grouping of several items
/// on one glass is Apple's documented behaviour, not measured [uncertain]; the glass is a flat
/// stand-in (`BarGlass`).
nonisolated struct GlassBarItems: View {
  let entries: [_ToolbarItemEntry]

  var body: some View {
    HStack(spacing: GlassBarMetrics.groupSpacing) {
      ForEach(0..<groups.count, id: \.self) { index in
        group(groups[index])
      }
    }
  }

  /// The runs of items between spacers; a flexible spacer stays in the row to take the room.
  private var groups: [[_ToolbarItemEntry]] {
    var groups: [[_ToolbarItemEntry]] = [[]]
    for entry in entries {
      if entry.isSpacer {
        groups.append([])
      } else {
        groups[groups.count - 1].append(entry)
      }
    }
    return groups.filter { !$0.isEmpty }
  }

  private func group(_ entries: [_ToolbarItemEntry]) -> some View {
    GlassItemGroup(isProminent: entries.allSatisfy(\.placement.isConfirmation)) {
      ForEach(0..<entries.count, id: \.self) { index in
        BarItemContent(isConfirmation: entries[index].placement.isConfirmation) { entries[index].content }
      }
    }
  }
}

/// One glass group: each item 44 tall, an icon's box 44 wide, a text padded by 18 at each side,
/// on a capsule of glass, with the labels in the label colour (white on prominent glass).
nonisolated struct GlassItemGroup<Content: View>: View {
  let isProminent: Bool
  let content: Content
  @Environment(\.tint) private var tint
  @Environment(\.colorScheme) private var colorScheme

  init(isProminent: Bool, @ViewBuilder content: () -> Content) {
    self.isProminent = isProminent
    self.content = content()
  }

  var body: some View {
    GlassItemRow { content }
      .frame(height: GlassBarMetrics.height)
      .tint(isProminent ? Color.white : (tint ?? .primary))
      .foregroundStyle(isProminent ? Color.white : (tint ?? .primary))
      .environment(\.isProminentBarItem, isProminent)
      .backgroundPreferenceValue(BarItemEnabledKey.self) { isEnabled in
        BarGlass(
          glass: Glass.regular.forButton(
            fill: tint ?? .accentColor, isProminent: isProminent, isEnabled: isEnabled, colorScheme: colorScheme))
      }
  }
}

/// Lays a glass group's items side by side, each in its box: 44 wide for an icon (content up to
/// `iconLimit` wide), its width plus 18 at each side for anything wider.
struct GlassItemRow: Layout {
  private func width(of subview: LayoutSubview) -> CGFloat {
    let ideal = subview.sizeThatFits(.unspecified).width
    return ideal <= GlassBarMetrics.iconLimit ? GlassBarMetrics.height : ideal + 2 * GlassBarMetrics.textPadding
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: subviews.reduce(0) { $0 + width(of: $1) }, height: GlassBarMetrics.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for subview in subviews {
      let box = width(of: subview)
      subview.place(at: CGPoint(x: x + box / 2, y: bounds.midY), anchor: .center, proposal: .unspecified)
      x += box
    }
  }
}

/// The lengths of iOS 26's glass bar items (docs/iOS26Controls.md §8.1).
enum GlassBarMetrics {
  /// The glass's height, and an icon item's width: 44.
  static let height: CGFloat = 44
  /// The space at each side of a text item's label: 18.3 on iOS 26.4 ("Reset": 39.7 of ink on a
  /// 76.3 capsule) [uncertain: 12.7–13.2 on 26.0].
  static let textPadding: CGFloat = 18
  /// Items no wider than this are icons, drawn in a 44-pt box [derived: a large-scale symbol
  /// is at most about 28 wide, a one-word title wider].
  static let iconLimit: CGFloat = 30
  /// Between two glass groups of one side [uncertain: not measured].
  static let groupSpacing: CGFloat = 8
}

/// A bar's Liquid Glass capsule, drawn as `glassEffect(_:in:)` draws glass (`GlassPlatter`'s
/// flat stand-in): regular glass unless told.
nonisolated struct BarGlass: View {
  var glass = Glass.regular

  var body: some View {
    GlassPlatter(glass: glass, shape: Capsule())
  }
}

/// Whether every button of a bar's glass group is enabled: a disabled confirmation is drawn on
/// grey glass with a white label, as a disabled `.glassProminent` button is (HA26: fill 213–217,
/// 213–216, 216–219, the glyph white; docs/iOS26Controls.md §3.3).
struct BarItemEnabledKey: PreferenceKey {
  static let defaultValue = true

  static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value && nextValue() }
}
