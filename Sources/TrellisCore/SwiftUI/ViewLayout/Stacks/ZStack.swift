import Foundation

/// A view that overlays its subviews, aligning them in both axes.
///
/// ```swift
/// ZStack {
///     Circle().fill(Color.yellow)
///     Text("AB")
/// }
/// ```
nonisolated public struct ZStack<Content: View>: View, LayoutContainer {
  static var containerName: String { "ZStack" }

  let layout: ZStackLayout
  let content: Content

  /// Creates an overlaying stack.
  ///
  /// - Parameters:
  ///   - alignment: The alignment of the subviews in both axes.
  ///   - content: The subviews, back to front.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }

}
