import Foundation
import Trellis

/// A balloon-shaped marker at a coordinate, with a title under it.
///
/// Drawn as iOS 17 draws a marker at rest: a red balloon (the tint when set) with a white glyph —
/// a pin unless a system image, an image or a monogram is given — and the title below it in
/// caption-size semibold text. Fidelity: partial — the balloon's size (a 30-pt disc with its
/// point at the coordinate) and the title's font are read from Apple's sample screenshots, not
/// measured [uncertain].
nonisolated public struct Marker<Label: View>: MapContent, PrimitiveMapContent {
  var item: MapMarkerItem

  func collect(into items: inout [MapItem]) { items.append(.marker(item)) }
}

extension Marker where Label == Text {
  /// A marker titled by a localized string.
  nonisolated public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    item = MapMarkerItem(title: AnyView(Text(titleKey)), coordinate: coordinate, glyph: .pin, tint: nil)
  }

  /// A marker titled by a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    item = MapMarkerItem(title: AnyView(Text(title)), coordinate: coordinate, glyph: .pin, tint: nil)
  }

  /// A marker titled by a localized string, showing a system image.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
    item = MapMarkerItem(
      title: AnyView(Text(titleKey)), coordinate: coordinate, glyph: .systemImage(systemImage), tint: nil)
  }

  /// A marker titled by a string, showing a system image.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
    item = MapMarkerItem(
      title: AnyView(Text(title)), coordinate: coordinate, glyph: .systemImage(systemImage), tint: nil)
  }

  /// A marker titled by a localized string, showing an image from the app's assets.
  nonisolated public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
    item = MapMarkerItem(title: AnyView(Text(titleKey)), coordinate: coordinate, glyph: .image(image), tint: nil)
  }

  /// A marker titled by a localized string, showing a monogram of up to three letters.
  nonisolated public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
    item = MapMarkerItem(title: AnyView(Text(titleKey)), coordinate: coordinate, glyph: .monogram(monogram), tint: nil)
  }

  /// A marker titled by a string, showing a monogram.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
    item = MapMarkerItem(title: AnyView(Text(title)), coordinate: coordinate, glyph: .monogram(monogram), tint: nil)
  }
}

extension Marker {
  /// A marker whose label view names it: the label's title is drawn under the balloon.
  nonisolated public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
    item = MapMarkerItem(
      title: AnyView(label().labelStyle(.titleOnly)), coordinate: coordinate, glyph: .pin, tint: nil)
  }
}
