import Foundation

/// The visibility of scroll indicators of a UI element.
///
/// A still picture shows no indicators whatever the value: iOS draws them only while scrolling.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  enum Storage: Hashable { case automatic, visible, hidden, never }
  let storage: Storage

  /// Scroll indicator visibility depends on the policies of the component accepting the configuration.
  public static let automatic = ScrollIndicatorVisibility(storage: .automatic)
  /// Show the scroll indicators.
  public static let visible = ScrollIndicatorVisibility(storage: .visible)
  /// Hide the scroll indicators.
  public static let hidden = ScrollIndicatorVisibility(storage: .hidden)
  /// Scroll indicators should never be visible.
  public static let never = ScrollIndicatorVisibility(storage: .never)
}

extension EnvironmentValues {
  /// The visibility to apply to vertical scroll indicators of scrollable views.
  @Entry public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility = .automatic

  /// The visibility to apply to horizontal scroll indicators of scrollable views.
  @Entry public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility = .automatic
}

nonisolated extension View {
  /// Sets the visibility of scroll indicators within this view; kept in the environment, as
  /// SwiftUI keeps it (a still picture draws no indicator).
  ///
  /// ```swift
  /// ScrollView { … }.scrollIndicators(.hidden)
  /// ```
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  {
    transformEnvironment(\.self) { environment in
      if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
      if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
    }
  }
}
