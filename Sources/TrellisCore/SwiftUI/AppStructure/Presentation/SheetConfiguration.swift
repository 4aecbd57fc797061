import Foundation

/// What the views in a sheet say about how it shows — its detents, drag indicator, corners,
/// background — gathered from the `presentation…` modifiers in it, as SwiftUI gathers them
/// (they are preferences of the sheet's content).
struct SheetConfiguration {
  /// The heights the sheet may rest at; it rests at the selected one, else the smallest, as
  /// UIKit's `selectedDetentIdentifier` documents
  /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier).
  var detents: Set<PresentationDetent> = [.large]
  var selection: Binding<PresentationDetent>?
  var dragIndicator: Visibility = .automatic
  var cornerRadius: CGFloat?
  var background: AnyView?
  var backgroundInteraction: PresentationBackgroundInteraction = .automatic
  var contentInteraction: PresentationContentInteraction = .automatic
  var interactiveDismissDisabled = false
  var compactAdaptation: PresentationAdaptation = .automatic

  init() {}

  /// The configuration the views of a sheet set.
  init(preferences: PreferenceValues) {
    self.init()
    for change in preferences[SheetConfigurationKey.self] { change(&self) }
  }
}

/// The changes the `presentation…` modifiers make to their sheet's configuration, in the
/// views' order.
struct SheetConfigurationKey: PreferenceKey {
  static var defaultValue: [(inout SheetConfiguration) -> Void] { [] }

  static func reduce(
    value: inout [(inout SheetConfiguration) -> Void], nextValue: () -> [(inout SheetConfiguration) -> Void]
  ) {
    value += nextValue()
  }
}

nonisolated extension View {
  /// Changes the configuration of the sheet this view is in.
  fileprivate func configuringSheet(_ change: @escaping (inout SheetConfiguration) -> Void) -> some View {
    preference(key: SheetConfigurationKey.self, value: [change])
  }

  /// Sets the heights the sheet this view is in may rest at.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    configuringSheet { $0.detents = detents }
  }

  /// Sets the heights the sheet this view is in may rest at, and binds the one it rests at.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    configuringSheet {
      $0.detents = detents
      $0.selection = selection
    }
  }

  /// Sets whether the sheet this view is in shows a drag indicator at its top; automatically
  /// it does when the sheet has several detents.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    configuringSheet { $0.dragIndicator = visibility }
  }

  /// Sets the corner radius of the sheet this view is in; `nil` keeps the system's.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    configuringSheet { $0.cornerRadius = cornerRadius }
  }

  /// Fills the background of the sheet this view is in with `style`.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    let background = AnyView(Rectangle().fill(style))
    return configuringSheet { $0.background = background }
  }

  /// Puts `content` behind the sheet this view is in, filling it, aligned by `alignment`.
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    let background = AnyView(Color.clear.overlay(alignment: alignment) { content() })
    return configuringSheet { $0.background = background }
  }

  /// Sets whether the views behind the sheet this view is in take interaction; the ones they
  /// may be used at are not dimmed.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    configuringSheet { $0.backgroundInteraction = interaction }
  }

  /// Sets how a swipe on the scrollable content of the sheet this view is in is taken.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
    configuringSheet { $0.contentInteraction = behavior }
  }

  /// Sets what the presentation this view is in becomes in a compact size class: a popover
  /// shown as a sheet on iPhone unless told otherwise.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    configuringSheet { $0.compactAdaptation = adaptation }
  }

  /// Sets what the presentation this view is in becomes in a compact width or height.
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    configuringSheet { $0.compactAdaptation = horizontalAdaptation }
  }

  /// Stops people from dismissing the sheet this view is in with a swipe; code can still.
  /// ``LayoutHost/dismissPresentation()`` respects it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    configuringSheet { $0.interactiveDismissDisabled = isDisabled }
  }
}
