import Foundation
import Trellis

/// A point on MapKit's flat map: the Web Mercator projection (EPSG:3857), which MapKit's
/// `MKMapPoint` uses, with the whole world a square of `MKMapSize.world` (2²⁸ points a side).
public struct MKMapPoint: Sendable {
  /// From the antimeridian eastwards, 0 … 2²⁸.
  public var x: Double
  /// From the north edge (latitude ≈ 85.05°) southwards, 0 … 2²⁸.
  public var y: Double

  /// The point `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point of `coordinate`; latitudes beyond Web Mercator's ±85.0511° are clamped to its edge.
  public init(_ coordinate: CLLocationCoordinate2D) {
    let unit = MapProjection.unitPoint(coordinate)
    self.init(x: unit.x * MapProjection.worldSide, y: unit.y * MapProjection.worldSide)
  }

  /// The coordinate of the point.
  public var coordinate: CLLocationCoordinate2D {
    let unitX = x / MapProjection.worldSide
    let unitY = y / MapProjection.worldSide
    let longitude = unitX * 360 - 180
    let latitude = atan(sinh(.pi * (1 - 2 * unitY))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }
}

/// The projection of coordinates onto a view, for a visible region.
struct MapProjection {
  /// MapKit's world width and height in map points: 2²⁸ (`MKMapSize.world`).
  static let worldSide: Double = 268_435_456
  /// Web Mercator's latitude limit, where the square world ends.
  static let latitudeLimit = 85.05112878

  /// The place of `coordinate` in the world square of side 1.
  static func unitPoint(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
    let latitude = Swift.min(Swift.max(coordinate.latitude, -latitudeLimit), latitudeLimit) * .pi / 180
    let x = (coordinate.longitude + 180) / 360
    let y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2
    return CGPoint(x: x, y: y)
  }

  /// The centre of the view in world units, and points per world unit.
  let center: CGPoint
  let scale: CGFloat
  let size: CGSize

  /// The projection that shows all of `region` in `size`, centred, as MapKit fits a region to
  /// its view's aspect ratio (the region's narrower side grows).
  init(region: MKCoordinateRegion, size: CGSize) {
    let span = region.span
    let north = MapProjection.unitPoint(
      CLLocationCoordinate2D(latitude: region.center.latitude + span.latitudeDelta / 2, longitude: 0))
    let south = MapProjection.unitPoint(
      CLLocationCoordinate2D(latitude: region.center.latitude - span.latitudeDelta / 2, longitude: 0))
    let width = Swift.max(abs(span.longitudeDelta) / 360, 1e-12)
    let height = Swift.max(abs(south.y - north.y), 1e-12)
    let fit = Swift.min(size.width / width, size.height / height)
    self.center = MapProjection.unitPoint(region.center)
    self.scale = fit.isFinite && fit > 0 ? fit : 1
    self.size = size
  }

  /// Where `coordinate` falls in the view.
  func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
    let unit = MapProjection.unitPoint(coordinate)
    return CGPoint(
      x: (unit.x - center.x) * scale + size.width / 2, y: (unit.y - center.y) * scale + size.height / 2)
  }

  /// How many points a meter is at `latitude`: the world's 40,075,016.7 m equator times the
  /// Mercator scale factor (1 / cos latitude).
  func pointsPerMeter(atLatitude latitude: Double) -> CGFloat {
    let equator = 40_075_016.686
    return scale / equator / Swift.max(cos(latitude * .pi / 180), 1e-9)
  }

  /// The region that fits `coordinates` with `margin` (a fraction of the span) on every side:
  /// MapKit's automatic camera. One coordinate gets a span of about a kilometer [uncertain:
  /// MapKit's own choice is not documented]; none, the whole world.
  static func fittingRegion(_ coordinates: [CLLocationCoordinate2D], margin: Double = 0.2) -> MKCoordinateRegion {
    let valid = coordinates.filter(CLLocationCoordinate2DIsValid)
    guard let first = valid.first else {
      return MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
        span: MKCoordinateSpan(latitudeDelta: 2 * latitudeLimit, longitudeDelta: 360))
    }
    var minLat = first.latitude
    var maxLat = first.latitude
    var minLon = first.longitude
    var maxLon = first.longitude
    for coordinate in valid.dropFirst() {
      minLat = Swift.min(minLat, coordinate.latitude)
      maxLat = Swift.max(maxLat, coordinate.latitude)
      minLon = Swift.min(minLon, coordinate.longitude)
      maxLon = Swift.max(maxLon, coordinate.longitude)
    }
    let latSpan = Swift.max(maxLat - minLat, 0.009) * (1 + 2 * margin)
    let lonSpan = Swift.max(maxLon - minLon, 0.009) * (1 + 2 * margin)
    return MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2),
      span: MKCoordinateSpan(
        latitudeDelta: Swift.min(latSpan, 2 * latitudeLimit), longitudeDelta: Swift.min(lonSpan, 360)))
  }
}
