import Foundation

/// A tab item's badge: white text on a red capsule at least 18 across, centred 14 right of the
/// icon's centre and 4 below its top (docs/iOSControls.md §8 [uncertain: only the size is
/// measured]).
nonisolated struct TabBadge: View {
  let text: Text

  var body: some View {
    text
      .font(.system(size: TabBarMetrics.badgeFontSize))
      .foregroundStyle(Color.white)
      .lineLimit(1)
      .padding(.horizontal, 5)
      .frame(minWidth: TabBarMetrics.badgeDiameter, minHeight: TabBarMetrics.badgeDiameter)
      .background(Capsule().fill(Color.badgeRed))
      .fixedSize()
      .frame(width: 0, height: 0)
      // At the icon box's top-trailing corner, moved to the badge's centre.
      .offset(x: TabBarMetrics.badgeOffset.width - TabBarMetrics.iconSide / 2, y: TabBarMetrics.badgeOffset.height)
  }
}
