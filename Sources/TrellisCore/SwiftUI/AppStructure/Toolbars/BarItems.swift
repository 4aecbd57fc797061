import Foundation

/// The views of some toolbar items, side by side, each drawn as a bar item.
nonisolated struct BarItems: View {
  let entries: [_ToolbarItemEntry]

  var body: some View {
    ForEach(0..<entries.count, id: \.self) { index in
      BarItemContent(isConfirmation: entries[index].placement.isConfirmation) { entries[index].content }
    }
  }
}

/// A toolbar item's views in the bar's look: 17-pt text (semibold for a confirmation), large
/// symbols, labels showing their icon only (docs/iOSControls.md §4, §6 "Label, Link, Menu").
nonisolated struct BarItemContent<Content: View>: View {
  let isConfirmation: Bool
  let content: Content

  init(isConfirmation: Bool, @ViewBuilder content: () -> Content) {
    self.isConfirmation = isConfirmation
    self.content = content()
  }

  var body: some View {
    content
      .environment(\.isBarItem, true)
      .font(.body)
      .fontWeight(isConfirmation ? .semibold : nil)
      .imageScale(.large)
      .automaticLabelStyle(IconOnlyLabelStyle())
  }
}

extension EnvironmentValues {
  /// Whether the views are a bar's items: a destructive button there is drawn in the tint, not
  /// red, as on iOS 18 (issue 33's measurement of a toolbar `Button(role: .destructive)`).
  @Entry var isBarItem = false

  /// Whether the views are items on a bar's prominent glass (iOS 26): their label is white,
  /// disabled too.
  @Entry var isProminentBarItem = false

  /// Takes what a bar sets for its items from the environment where the bar is drawn, keeping
  /// everything else of the environment where the items were declared; the bar's tint (from
  /// UIKit's appearance proxy) colours the items unless their own environment sets one.
  mutating func adoptBarEnvironment(from bar: EnvironmentValues) {
    tint = tint ?? bar.tint
    isBarItem = bar.isBarItem
    isProminentBarItem = bar.isProminentBarItem
    font = bar.font
    fontWeight = bar.fontWeight
    imageScale = bar.imageScale
    automaticLabelStyle = bar.automaticLabelStyle
    colorScheme = bar.colorScheme
  }
}
