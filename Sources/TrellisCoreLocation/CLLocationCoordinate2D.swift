import Foundation

/// A latitude or longitude value in degrees.
public typealias CLLocationDegrees = Double
/// A distance in meters.
public typealias CLLocationDistance = Double
/// The accuracy of a geographical coordinate, in meters.
public typealias CLLocationAccuracy = Double
/// A speed in meters per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees, clockwise from due north.
public typealias CLLocationDirection = Double

/// The latitude and longitude associated with a location, in the WGS 84 reference frame.
///
/// Like Apple's, it is not `Equatable`, `Hashable` or `Codable`: apps declare those conformances
/// themselves (`extension CLLocationCoordinate2D: Equatable`), and would not compile if it were.
public struct CLLocationCoordinate2D: Sendable {
  /// The latitude in degrees: positive north of the equator, −90…90.
  public var latitude: CLLocationDegrees
  /// The longitude in degrees: positive east of the prime meridian, −180…180.
  public var longitude: CLLocationDegrees

  /// A coordinate at latitude and longitude 0.
  public init() {
    latitude = 0
    longitude = 0
  }

  /// Creates a coordinate from a latitude and a longitude in degrees.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Makes a coordinate from a latitude and a longitude in degrees.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether `coordinate` is a real place: a finite latitude within ±90 and longitude within ±180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  coordinate.latitude.isFinite && coordinate.longitude.isFinite && abs(coordinate.latitude) <= 90
    && abs(coordinate.longitude) <= 180
}

/// An invalid coordinate (−180, −180), as Core Location's.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// The highest accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy available.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accurate to about ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to about a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to about a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to about three kilometers.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// An approximate location, as a person who chose not to share a precise one gives.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// No distance filter: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The largest distance Core Location reports.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
