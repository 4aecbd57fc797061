import Foundation
import Trellis

/// A view pinned to a coordinate on a map, with a title under it.
///
/// The content is drawn with its `anchor` (its bottom centre unless told) at the coordinate,
/// and the title below it in caption-size semibold text, as iOS 17 draws an annotation at rest
/// [uncertain: the title's font and gap are read from Apple's screenshots, not measured].
nonisolated public struct Annotation<Label: View, Content: View>: MapContent, PrimitiveMapContent {
  let item: MapAnnotationItem

  func collect(into items: inout [MapItem]) { items.append(.annotation(item)) }
}

extension Annotation where Label == Text {
  /// An annotation titled by a localized string.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content
  ) {
    item = MapAnnotationItem(
      title: AnyView(Text(titleKey)), coordinate: coordinate, anchor: anchor, content: AnyView(content()))
  }

  /// An annotation titled by a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content
  ) {
    item = MapAnnotationItem(
      title: AnyView(Text(title)), coordinate: coordinate, anchor: anchor, content: AnyView(content()))
  }
}

extension Annotation {
  /// An annotation with a label view as its title.
  nonisolated public init(
    coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    item = MapAnnotationItem(
      title: AnyView(label()), coordinate: coordinate, anchor: anchor, content: AnyView(content()))
  }
}

/// The person's location on a map: none off Apple's devices, so nothing is drawn (as a simulator
/// with no location set draws none).
nonisolated public struct UserAnnotation: MapContent, PrimitiveMapContent {
  /// The user's location.
  nonisolated public init() {}

  /// The user's location, drawn with `anchor` at it.
  nonisolated public init<Content: View>(anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {}

  func collect(into items: inout [MapItem]) { items.append(.userLocation) }
}
