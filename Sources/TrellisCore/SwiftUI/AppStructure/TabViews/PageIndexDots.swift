import Foundation

/// The page dots of a paged tab view, tagged `PageIndicator`; tapping a dot shows its page.
///
/// Fidelity: partial — the 7-pt dots 17.7 apart are UIPageControl's, measured (ASNAP); their
/// colours, unless `UIPageControl.appearance()` sets them, and the row's place are not
/// (docs/iOSControls.md §8).
nonisolated struct PageIndexDots: View {
  let count: Int
  let selected: Int
  let displayMode: PageTabViewStyle.IndexDisplayMode
  let select: (Int) -> () -> Void
  @Environment(\.uiKitAppearance) private var appearance

  var body: some View {
    if displayMode == .always || (displayMode == .automatic && count > 1) {
      HStack(spacing: PageIndexMetrics.dotPitch - PageIndexMetrics.dotDiameter) {
        ForEach(0..<count, id: \.self) { index in
          Circle()
            .fill(
              index == selected
                ? appearance.pageControl.current ?? .white : appearance.pageControl.other ?? .white.opacity(0.35)
            )
            .frame(width: PageIndexMetrics.dotDiameter, height: PageIndexMetrics.dotDiameter)
            .interaction(.tap(select(index)))
        }
      }
      .frame(height: PageIndexMetrics.rowHeight)
      .accessibilityIdentifier("PageIndicator")
    }
  }
}
