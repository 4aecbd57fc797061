import Foundation

/// The latitude, longitude and course information a location report carries.
///
/// Distances are great-circle distances on a sphere of the Earth's mean radius (6,371,008.8 m,
/// IUGG), as Core Location's `distance(from:)` measures along the Earth's surface ignoring
/// altitude; the difference from Apple's ellipsoidal figure is below 0.5 % [uncertain: Apple
/// does not document its model].
open class CLLocation: NSObject, @unchecked Sendable {
  /// The geographical coordinate.
  public let coordinate: CLLocationCoordinate2D
  /// The altitude above mean sea level, in meters.
  public let altitude: CLLocationDistance
  /// The radius of uncertainty of the coordinate, in meters; negative when invalid.
  public let horizontalAccuracy: CLLocationAccuracy
  /// The accuracy of the altitude, in meters; negative when invalid.
  public let verticalAccuracy: CLLocationAccuracy
  /// The speed, in meters per second; negative when invalid.
  public let speed: CLLocationSpeed
  /// The direction of travel, in degrees from due north; negative when invalid.
  public let course: CLLocationDirection
  /// When the location was determined.
  public let timestamp: Date

  /// A location at a latitude and longitude, with no altitude, accuracy 0 and the current date.
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
  }

  /// A location with a coordinate, an altitude, their accuracies and a timestamp.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    self.speed = -1
    self.course = -1
    self.timestamp = timestamp
  }

  /// A location with speed and course as well.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    self.speed = speed
    self.course = course
    self.timestamp = timestamp
  }

  /// The distance in meters from `location` along the Earth's surface; NaN when either
  /// coordinate is not finite.
  public func distance(from location: CLLocation) -> CLLocationDistance {
    CLLocation.greatCircleDistance(coordinate, location.coordinate)
  }

  /// The haversine distance between two coordinates, in meters.
  static func greatCircleDistance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> CLLocationDistance {
    let radius = 6_371_008.8
    let toRadians = Double.pi / 180
    let dLat = (b.latitude - a.latitude) * toRadians
    let dLon = (b.longitude - a.longitude) * toRadians
    let h =
      sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * toRadians) * cos(b.latitude * toRadians) * sin(dLon / 2)
      * sin(dLon / 2)
    return 2 * radius * asin(Swift.min(1, sqrt(Swift.max(h, 0))))
  }

  /// The coordinate and accuracy, as Core Location describes a location.
  open override var description: String {
    "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m"
  }
}
