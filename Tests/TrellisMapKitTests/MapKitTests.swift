import Foundation
import Testing
import Trellis

@testable import TrellisMapKit

/// MapKit's projection (Web Mercator, MKMapPoint), region fitting and the map's drawing, and Core
/// Location's values (docs/MapKit.md).
@MainActor
@Suite("MapKit and Core Location")
struct MapKitTests {
  private struct Place: Identifiable {
    let id: Int
    let coordinate: CLLocationCoordinate2D
  }

  /// The centres of the marker balloons a host drew, left to right.
  private func markerCentres(_ host: LayoutHost) -> [CGPoint] {
    (host.result.root?.allNodes.filter { $0.sourceViews.first == "MarkerBalloon" }.map(\.layoutFrame) ?? [])
      .map { CGPoint(x: $0.midX, y: $0.maxY) }.sorted { $0.x < $1.x }
  }

  @Test("MKMapPoint is Web Mercator on a 2²⁸-point world: (0, 0) at its centre, the corners at ±85.0511°")
  func mapPoints() {
    let centre = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    #expect(centre.x == 134_217_728)
    #expect(abs(centre.y - 134_217_728) < 1e-6)
    let corner = MKMapPoint(CLLocationCoordinate2D(latitude: 85.05112878, longitude: -180))
    #expect(corner.x == 0)
    #expect(abs(corner.y) < 1)
    let back = MKMapPoint(CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)).coordinate
    #expect(abs(back.latitude - 48.8566) < 1e-9 && abs(back.longitude - 2.3522) < 1e-9)
  }

  @Test("The automatic camera fits three markers with a fifth of their span around them")
  func fitsThreeMarkers() {
    let host = LayoutHost(
      Map {
        Marker("West", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: -1))
        Marker("North", coordinate: CLLocationCoordinate2D(latitude: 0.5, longitude: 0))
        Marker("East", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 1))
      },
      size: CGSize(width: 300, height: 300))
    let points = markerCentres(host)
    #expect(points.count == 3)
    // 2° of longitude grown to 2.8° fill the 300 points: a degree is 300 / 2.8 = 107.14 points.
    #expect(abs(points[0].x - (150 - 300 / 2.8)) < 0.01)
    #expect(abs(points[1].x - 150) < 0.01)
    #expect(abs(points[2].x - (150 + 300 / 2.8)) < 0.01)
    // The north marker is higher, by its Mercator distance: y = ln(tan(π/4 + φ/2)) / 2π of the world.
    let north = log(tan(Double.pi / 4 + 0.25 * Double.pi / 180)) / (2 * Double.pi) * 360 * (300 / 2.8)
    #expect(abs((points[0].y - points[1].y) - north) < 0.01)
  }

  @Test("A region is shown whole, centred: its narrower side grows to the view's aspect")
  func regionFitsTheView() {
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 10),
      span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 4))
    let host = LayoutHost(
      Map(initialPosition: .region(region)) {
        Marker("Edge", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 12))
      },
      size: CGSize(width: 200, height: 400))
    // 4° across 200 points: the edge of the region at the view's edge.
    #expect(abs(markerCentres(host)[0].x - 200) < 0.01)
  }

  @Test("A circle's radius in meters: 500 m is 50 points where 2 km span 200")
  func circleRadius() {
    let centre = CLLocationCoordinate2D(latitude: 0, longitude: 0)
    let region = MKCoordinateRegion(center: centre, latitudinalMeters: 2_000, longitudinalMeters: 2_000)
    let projection = MapProjection(region: region, size: CGSize(width: 200, height: 200))
    // The span is taken in degrees of the meridian (111,133 m), the radius in meters of the
    // equator (111,319 m a degree): 0.17 % apart.
    #expect(abs(500 * projection.pointsPerMeter(atLatitude: 0) - 50) < 0.1)
    let host = LayoutHost(
      Map(initialPosition: .region(region)) {
        MapCircle(center: centre, radius: 500).foregroundStyle(.blue.opacity(0.3))
      },
      size: CGSize(width: 200, height: 200))
    #expect(host.displayList().description.contains("fill #0088FF4D (0, 0, 200, 200) 6 elements"))
  }

  @Test("The iOS 14 map: an annotation item for each element, at the bound region")
  func legacyMap() {
    let places = [
      Place(id: 1, coordinate: CLLocationCoordinate2D(latitude: 0, longitude: -1)),
      Place(id: 2, coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 1)),
    ]
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
      span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 4))
    let host = LayoutHost(
      Map(coordinateRegion: .constant(region), annotationItems: places) { place in
        MapMarker(coordinate: place.coordinate, tint: .green)
      },
      size: CGSize(width: 400, height: 400))
    let points = markerCentres(host)
    #expect(points.count == 2)
    #expect(abs(points[0].x - 100) < 0.01 && abs(points[1].x - 300) < 0.01)
  }

  @Test("A map without tiles says so once; a host's tiles are drawn under the content")
  func tiles() {
    let plain = LayoutHost(Map(), size: CGSize(width: 100, height: 100))
    #expect(plain.runtimeIssues.filter { $0.contains("Map tiles are not drawn") }.count == 1)
    var environment = EnvironmentValues()
    environment.mapTileProvider = MapTileProvider { _ in Image(systemName: "square") }
    let tiled = LayoutHost(Map(), size: CGSize(width: 256, height: 256), environment: environment)
    #expect(tiled.displayList().description.contains("square"))
  }

  @Test("Bad coordinates are left out, never drawn at NaN", arguments: [Double.nan, .infinity, 1e300])
  func badCoordinates(value: Double) {
    let host = LayoutHost(
      Map {
        Marker("Bad", coordinate: CLLocationCoordinate2D(latitude: value, longitude: value))
        MapPolyline(coordinates: [
          CLLocationCoordinate2D(latitude: value, longitude: 0), CLLocationCoordinate2D(latitude: 1, longitude: 1),
        ])
        MapCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: value)
      },
      size: CGSize(width: 100, height: 100))
    #expect(!host.displayList().description.contains("nan"))
    #expect(!host.runtimeIssues.contains { $0.contains("non-finite frame") })
    #expect(host.runtimeIssues.contains { $0.contains("invalid coordinate") })
  }

  @Test(
    "A camera region that is not a place is reported and the map fits its content",
    arguments: [(Double.nan, 1.0), (0, Double.infinity), (0, 0), (1e300, 1), (0, -5)] as [(Double, Double)])
  func badRegion(latitude: Double, span: Double) {
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: latitude, longitude: 0),
      span: MKCoordinateSpan(latitudeDelta: span, longitudeDelta: span))
    let host = LayoutHost(
      Map(initialPosition: .region(region)) {
        Marker("A", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: -1))
        Marker("B", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 1))
      },
      size: CGSize(width: 300, height: 300))
    #expect(host.runtimeIssues.contains { $0.contains("not a place") })
    let points = markerCentres(host)
    #expect(points.count == 2)
    #expect(abs(points[0].x - (150 - 300 / 2.8)) < 0.01 && abs(points[1].x - (150 + 300 / 2.8)) < 0.01)
  }

  @Test("CLLocation.distance(from:) is the great-circle distance: a degree of the equator is 111,195 m")
  func distance() {
    let a = CLLocation(latitude: 0, longitude: 0)
    let b = CLLocation(latitude: 0, longitude: 1)
    #expect(abs(a.distance(from: b) - 111_195.08) < 0.1)
  }

  @Test("A region of meters: 111,133 m a degree of latitude; longitude widened by 1 / cos(latitude)")
  func regionFromMeters() {
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 111_132.954,
      longitudinalMeters: 111_132.954)
    #expect(abs(region.span.latitudeDelta - 1) < 1e-9)
    #expect(abs(region.span.longitudeDelta - 2) < 1e-9)
  }

  @Test("A location manager reports no location: requestLocation fails with locationUnknown")
  func locationManager() {
    final class Delegate: CLLocationManagerDelegate {
      var error: (any Error)?
      func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) { self.error = error }
    }
    let manager = CLLocationManager()
    let delegate = Delegate()
    manager.delegate = delegate
    manager.startUpdatingLocation()
    #expect(manager.location == nil)
    #expect(manager.authorizationStatus == .notDetermined)
    manager.requestLocation()
    #expect((delegate.error as? CLError)?.code == .locationUnknown)
  }
}
