import Foundation

/// A view that arranges its subviews in a horizontal line.
///
/// ```swift
/// HStack(alignment: .top, spacing: 10) {
///     Image(systemName: "checkmark")
///     Text("Milk")
/// }
/// ```
nonisolated public struct HStack<Content: View>: View, LayoutContainer {
  static var containerName: String { "HStack" }

  let layout: HStackLayout
  let content: Content

  /// Creates a horizontal stack.
  ///
  /// - Parameters:
  ///   - alignment: The guide that aligns the subviews vertically.
  ///   - spacing: The distance between adjacent subviews, or `nil` for each pair's preferred spacing.
  ///   - content: The subviews.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

}
