import Foundation

/// A view that arranges its subviews in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Title").font(.headline)
///     Text("Subtitle")
/// }
/// ```
nonisolated public struct VStack<Content: View>: View, LayoutContainer {
  static var containerName: String { "VStack" }

  let layout: VStackLayout
  let content: Content

  /// Creates a vertical stack.
  ///
  /// - Parameters:
  ///   - alignment: The guide that aligns the subviews horizontally.
  ///   - spacing: The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
  ///   - content: The subviews.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

}
