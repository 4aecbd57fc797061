import Foundation

/// Whether an app may use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
  /// The person has not chosen yet.
  case notDetermined = 0
  /// The app may not use location services, and the person cannot change it.
  case restricted = 1
  /// The person denied the app location services.
  case denied = 2
  /// The app may use location services at any time.
  case authorizedAlways = 3
  /// The app may use location services while it is in use.
  case authorizedWhenInUse = 4
}

/// Whether the app gets precise or approximate locations.
public enum CLAccuracyAuthorization: Int, Sendable {
  /// Precise locations.
  case fullAccuracy = 0
  /// Approximate locations.
  case reducedAccuracy = 1
}

/// An error Core Location reports.
public struct CLError: Error, Hashable, Sendable {
  /// The kinds of error.
  public enum Code: Int, Sendable {
    /// The location is not known now.
    case locationUnknown = 0
    /// The person denied access to location services.
    case denied = 1
    /// The network was not available.
    case network = 2
  }

  /// The kind of error.
  public let code: Code

  /// An error of `code`.
  public init(_ code: Code) { self.code = code }
}

/// The methods an object implements to receive a location manager's events. Every method has
/// an empty default, as Core Location's are optional.
public protocol CLLocationManagerDelegate: AnyObject {
  /// New locations arrived, the most recent last.
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  /// The manager could not get a location.
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  /// The app's authorization changed.
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  /// Does nothing.
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// The object that starts and stops the delivery of location events.
///
/// Off Apple's devices there is no location: like a simulator with no location set, the manager
/// is not authorized (`notDetermined`), its `location` is `nil`, and starting updates delivers
/// none. `requestLocation()` fails with `CLError.Code.locationUnknown`, as the simulator does.
open class CLLocationManager: NSObject, @unchecked Sendable {
  /// The object that receives the manager's events.
  open weak var delegate: (any CLLocationManagerDelegate)?
  /// The accuracy the app asks for.
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// The distance a device must move before an update.
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  /// Whether updates may pause when the location is unlikely to change.
  open var pausesLocationUpdatesAutomatically = true
  /// Whether the app keeps receiving updates in the background.
  open var allowsBackgroundLocationUpdates = false
  /// The most recent location: none, off Apple's devices.
  open private(set) var location: CLLocation?
  /// Whether updates were started and not stopped.
  open private(set) var isUpdatingLocation = false

  /// A manager with no delegate.
  public override init() {}

  /// Whether location services are enabled on the device: not off Apple's devices.
  open class func locationServicesEnabled() -> Bool { false }

  /// The app's authorization: not determined.
  open var authorizationStatus: CLAuthorizationStatus { .notDetermined }

  /// The accuracy the app is authorized for.
  open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

  /// Asks for permission while the app is in use; nobody answers off Apple's devices.
  open func requestWhenInUseAuthorization() {}

  /// Asks for permission at any time; nobody answers off Apple's devices.
  open func requestAlwaysAuthorization() {}

  /// Starts updates; none arrive.
  open func startUpdatingLocation() { isUpdatingLocation = true }

  /// Stops updates.
  open func stopUpdatingLocation() { isUpdatingLocation = false }

  /// Asks for one location: the delegate is told it is unknown.
  open func requestLocation() {
    delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
  }
}
