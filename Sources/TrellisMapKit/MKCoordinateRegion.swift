import Foundation
import TrellisCoreLocation

/// The width and height of a map region, in degrees.
public struct MKCoordinateSpan: Sendable {
  /// The north-to-south distance in degrees (one degree is about 111 km).
  public var latitudeDelta: CLLocationDegrees
  /// The east-to-west distance in degrees.
  public var longitudeDelta: CLLocationDegrees

  /// A span of 0 × 0 degrees.
  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  /// A span of `latitudeDelta` × `longitudeDelta` degrees.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A rectangular geographic region centred on a coordinate.
///
/// Like Apple's, neither it nor its span is `Equatable`: apps that compare regions declare it.
public struct MKCoordinateRegion: Sendable {
  /// The centre.
  public var center: CLLocationCoordinate2D
  /// The size.
  public var span: MKCoordinateSpan

  /// A region of no size at (0, 0).
  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  /// A region centred on `center`, `span` in size.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region centred on `center` spanning the given distances in meters: a degree of latitude
  /// is 111,132.954 m (WGS 84 mean), a degree of longitude that times the cosine of the latitude.
  public init(
    center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let metersPerDegree = 111_132.954
    let cosine = Swift.max(cos(centerCoordinate.latitude * .pi / 180), 1e-9)
    self.init(
      center: centerCoordinate,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metersPerDegree,
        longitudeDelta: longitudinalMeters / (metersPerDegree * cosine)))
  }
}
