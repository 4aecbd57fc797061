import Foundation
import Trellis

/// A line through coordinates on a map, drawn straight between them in the map's projection.
///
/// Stroked 5 points wide in the tint unless `stroke(_:lineWidth:)` says otherwise [uncertain:
/// MapKit's default overlay stroke is not documented].
nonisolated public struct MapPolyline: MapContent, PrimitiveMapContent {
  let coordinates: [CLLocationCoordinate2D]

  /// A line through `coordinates`, in order.
  nonisolated public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }

  /// A line through the coordinates of `points`.
  nonisolated public init(points: [MKMapPoint]) { self.coordinates = points.map(\.coordinate) }

  func collect(into items: inout [MapItem]) {
    items.append(.overlay(MapOverlayItem(geometry: .polyline(coordinates))))
  }
}

/// A closed shape through coordinates on a map.
nonisolated public struct MapPolygon: MapContent, PrimitiveMapContent {
  let coordinates: [CLLocationCoordinate2D]

  /// A polygon with corners at `coordinates`.
  nonisolated public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }

  /// A polygon with corners at `points`.
  nonisolated public init(points: [MKMapPoint]) { self.coordinates = points.map(\.coordinate) }

  func collect(into items: inout [MapItem]) {
    items.append(.overlay(MapOverlayItem(geometry: .polygon(coordinates))))
  }
}

/// A circle of a radius in meters around a coordinate on a map.
nonisolated public struct MapCircle: MapContent, PrimitiveMapContent {
  let center: CLLocationCoordinate2D
  let radius: CLLocationDistance

  /// A circle of `radius` meters around `center`.
  nonisolated public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.center = center
    self.radius = radius
  }

  func collect(into items: inout [MapItem]) {
    items.append(.overlay(MapOverlayItem(geometry: .circle(center: center, radius: radius))))
  }
}

extension MapOverlayItem {
  init(geometry: Geometry) {
    self.init(geometry: geometry, fill: nil, stroke: nil, lineWidth: nil)
  }
}

/// Content whose items a modifier changed.
nonisolated public struct _ModifiedMapContent<Content: MapContent>: MapContent, PrimitiveMapContent {
  let content: Content
  let change: (inout MapItem) -> Void

  @MainActor func collect(into items: inout [MapItem]) {
    var made: [MapItem] = []
    collectItems(of: content, into: &made)
    for index in made.indices { change(&made[index]) }
    items += made
  }
}

extension MapContent {
  /// Draws markers in `tint`.
  public func tint(_ tint: Color?) -> _ModifiedMapContent<Self> {
    _ModifiedMapContent(content: self) { item in
      if case .marker(var marker) = item {
        marker.tint = tint
        item = .marker(marker)
      }
    }
  }

  /// Strokes overlays with `style`, `lineWidth` points wide.
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ModifiedMapContent<Self> {
    _ModifiedMapContent(content: self) { item in
      if case .overlay(var overlay) = item {
        overlay.stroke = AnyShapeStyle(style)
        overlay.lineWidth = lineWidth
        item = .overlay(overlay)
      }
    }
  }

  /// Strokes overlays with `style` and `strokeStyle`'s line width.
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ModifiedMapContent<Self> {
    stroke(style, lineWidth: strokeStyle.lineWidth)
  }

  /// Fills polygons and circles with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedMapContent<Self> {
    _ModifiedMapContent(content: self) { item in
      if case .overlay(var overlay) = item {
        overlay.fill = AnyShapeStyle(style)
        item = .overlay(overlay)
      }
    }
  }

  /// Shows or hides the titles of markers and annotations.
  public func annotationTitles(_ visibility: Visibility) -> _ModifiedMapContent<Self> {
    _ModifiedMapContent(content: self) { item in
      guard visibility == .hidden else { return }
      switch item {
      case .marker(var marker):
        marker.title = nil
        item = .marker(marker)
      case .annotation(var annotation):
        annotation.title = nil
        item = .annotation(annotation)
      default: break
      }
    }
  }

  /// Tags the content for the map's selection; Trellis' maps do not select, so the tag only
  /// identifies it [uncertain].
  public func tag<V: Hashable>(_ tag: V) -> Self { self }
}
