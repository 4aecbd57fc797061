import Foundation
import Trellis

/// The user's location followed by a map (iOS 14's `Map`); there is none off Apple's devices.
public enum MapUserTrackingMode: Sendable {
  /// The map does not follow the user.
  case none
  /// The map follows the user's location.
  case follow
}

/// An annotation of iOS 14's `Map(coordinateRegion:annotationItems:annotationContent:)`.
public protocol MapAnnotationProtocol {
  /// The item the map draws for it.
  var _mapItem: MapItemBox { get }
}

/// What an iOS 14 annotation draws; not for use by apps.
public struct MapItemBox {
  let item: MapItem
}

/// A balloon marker (iOS 14), as iOS 17's `Marker` without a title.
public struct MapMarker: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?

  /// A marker at `coordinate`, in `tint` (red unless given).
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }

  /// The marker's item.
  public var _mapItem: MapItemBox {
    MapItemBox(item: .marker(MapMarkerItem(title: nil, coordinate: coordinate, glyph: .pin, tint: tint)))
  }
}

/// A pin (iOS 14), drawn as a marker.
public struct MapPin: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?

  /// A pin at `coordinate`, in `tint`.
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }

  /// The pin's item.
  public var _mapItem: MapItemBox {
    MapItemBox(item: .marker(MapMarkerItem(title: nil, coordinate: coordinate, glyph: .pin, tint: tint)))
  }
}

/// A view at a coordinate (iOS 14), its centre at the coordinate unless `anchorPoint` says.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let anchorPoint: CGPoint
  let content: Content

  /// A view at `coordinate`, with `anchorPoint` (unit coordinates) at it.
  public init(
    coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
    @ViewBuilder content: () -> Content
  ) {
    self.coordinate = coordinate
    self.anchorPoint = anchorPoint
    self.content = content()
  }

  /// The annotation's item.
  public var _mapItem: MapItemBox {
    MapItemBox(
      item: .annotation(
        MapAnnotationItem(
          title: nil, coordinate: coordinate, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y),
          content: AnyView(content))))
  }
}

extension Map where Content == _MapContentView {
  /// A map showing the bound region (iOS 14).
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) {
    self.init(items: [], position: .region(coordinateRegion.wrappedValue))
  }

  /// A map showing the bound region with an annotation for each item (iOS 14).
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
  ) where Items.Element: Identifiable {
    self.init(
      items: annotationItems.map { annotationContent($0)._mapItem.item },
      position: .region(coordinateRegion.wrappedValue))
  }
}
