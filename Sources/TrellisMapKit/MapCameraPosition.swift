import Foundation
import Trellis

/// A camera looking down on a map: its centre, its distance from the ground, heading and pitch.
public struct MapCamera: Sendable {
  /// The point the camera looks at.
  public var centerCoordinate: CLLocationCoordinate2D
  /// The distance from the camera to the centre, in meters.
  public var distance: Double
  /// The heading in degrees clockwise from north (drawn north-up: heading is not drawn).
  public var heading: Double
  /// The angle from the vertical in degrees (drawn from above: pitch is not drawn).
  public var pitch: Double

  /// A camera over `centerCoordinate` at `distance` meters.
  public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }

  /// The region the camera sees from straight above: MapKit's camera has a 30° vertical field
  /// of view [uncertain], so the ground seen is about 0.536 × the distance tall.
  var region: MKCoordinateRegion {
    let meters = Swift.max(distance.isFinite ? distance : 0, 1) * 2 * tan(15 * Double.pi / 180)
    return MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: meters, longitudinalMeters: meters)
  }
}

/// Where a map's camera is: fitted to the content, a region, a camera, or the user's location.
public struct MapCameraPosition: Sendable {
  indirect enum Kind: Sendable {
    case automatic
    case region(MKCoordinateRegion)
    case camera(MapCamera)
    case userLocation(fallback: MapCameraPosition?)
  }

  let kind: Kind

  /// A camera that fits all of the map's content.
  public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }

  /// A camera showing `region`.
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    MapCameraPosition(kind: .region(region))
  }

  /// A camera placed as `camera`.
  public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }

  /// A camera following the user's location; off Apple's devices there is none, so `fallback`
  /// is shown (the whole map's content when `fallback` is automatic).
  public static func userLocation(
    followsHeading: Bool = false, fallback: MapCameraPosition = .automatic
  ) -> MapCameraPosition {
    MapCameraPosition(kind: .userLocation(fallback: fallback))
  }

  /// The region this position shows, `nil` when it fits the content.
  var region: MKCoordinateRegion? {
    switch kind {
    case .automatic: nil
    case .region(let region): region
    case .camera(let camera): camera.region
    case .userLocation(let fallback): fallback?.region
    }
  }

  /// The region this position shows, if it is one.
  public var positionedByUser: Bool { false }
}

/// The look of a map's base: the standard map, satellite imagery, or imagery with roads.
public struct MapStyle: Sendable {
  enum Kind: Sendable { case standard, imagery, hybrid }
  let kind: Kind

  /// The elevation a style shows.
  public enum Elevation: Sendable {
    /// Chosen by the map.
    case automatic
    /// Flat.
    case flat
    /// Realistic terrain.
    case realistic
  }

  /// How much a standard map stands back.
  public enum StandardEmphasis: Sendable {
    /// The default.
    case automatic
    /// Muted colours, for content over the map.
    case muted
  }

  /// The standard map of roads and places.
  public static var standard: MapStyle { MapStyle(kind: .standard) }

  /// The standard map with its options.
  public static func standard(
    elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
    pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
  ) -> MapStyle { MapStyle(kind: .standard) }

  /// Satellite imagery.
  public static var imagery: MapStyle { MapStyle(kind: .imagery) }

  /// Satellite imagery with its options.
  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle(kind: .imagery) }

  /// Imagery with roads and names.
  public static var hybrid: MapStyle { MapStyle(kind: .hybrid) }

  /// Imagery with roads and names, with its options.
  public static func hybrid(
    elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
  ) -> MapStyle { MapStyle(kind: .hybrid) }

  /// The base colour where no tile is drawn: the standard map's land (light 249,245,237; dark
  /// 45,45,47) or imagery's dark green-brown (56,66,48) [uncertain: read from Apple Maps
  /// screenshots, not measured].
  var baseColor: Color {
    switch kind {
    case .standard:
      Color(
        uiColor: UIColor(dynamicProvider: { traits in
          traits.userInterfaceStyle == .dark
            ? UIColor(red: 45 / 255, green: 45 / 255, blue: 47 / 255, alpha: 1)
            : UIColor(red: 249 / 255, green: 245 / 255, blue: 237 / 255, alpha: 1)
        }))
    case .imagery, .hybrid: Color(red: 56 / 255, green: 66 / 255, blue: 48 / 255)
    }
  }
}

/// Categories of points of interest a standard map shows.
public struct PointOfInterestCategories: Sendable {
  let including: Bool

  /// Every category.
  public static var all: PointOfInterestCategories { PointOfInterestCategories(including: true) }
  /// No category.
  public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories(including: false) }
}
