import Foundation

nonisolated extension View {
  /// Shows `content` as a custom bar above or below this view, which keeps the rest (iOS 26).
  ///
  /// ```swift
  /// List { … }
  ///     .safeAreaBar(edge: .bottom) { FilterBar() }
  /// ```
  ///
  /// The bar is laid out exactly as `safeAreaInset(edge:alignment:spacing:content:)`
  /// lays out its content; iOS 26 also draws a scroll edge effect under the bar where content
  /// scrolls beneath it, which Trellis does not draw
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/safeareabar(edge:alignment:spacing:content:)-9hwgb)).
  public func safeAreaBar(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// Shows `content` as a custom bar beside this view, which keeps the rest (iOS 26): laid out as
  /// the horizontal `safeAreaInset(edge:alignment:spacing:content:)`
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/safeareabar(edge:alignment:spacing:content:))).
  public func safeAreaBar(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }
}
