import Foundation
import Trellis

/// A view that displays an embedded map: its markers, annotations and overlays at their places.
///
/// ```swift
/// Map {
///     Marker("Ferry Building", coordinate: ferryBuilding)
///     MapCircle(center: park, radius: 300).foregroundStyle(.green.opacity(0.3))
/// }
/// .mapStyle(.standard)
/// ```
///
/// **No tiles.** Map tiles come from Apple's servers, which a headless renderer cannot reach, so
/// the map is drawn as its style's base colour with every marker, annotation and overlay at its
/// place in MapKit's projection (Web Mercator, `MKMapPoint`), fitted as MapKit fits a region to
/// the view: all of the region shows, centred, its narrower side grown. A runtime issue says so
/// once. A test or preview host can supply tiles (`EnvironmentValues.mapTileProvider`).
///
/// The camera: `.automatic` fits all of the content with a fifth of its span around it;
/// `.region`, `.camera` (straight down: heading and pitch are not drawn) and the iOS 14
/// `coordinateRegion:` binding show their region; `.userLocation` shows its fallback, as there is
/// no location. Maps are greedy: they fill the space offered.
///
/// Fidelity: partial — the projection and region fitting are MapKit's documented Web Mercator;
/// the base colours, the balloon's size and the titles' font are read from Apple's screenshots
/// [uncertain]; gestures, selection and the look of tiles are not reproduced.
public struct Map<Content: View>: View {
  let items: [MapItem]
  let position: MapCameraPosition

  init(items: [MapItem], position: MapCameraPosition) {
    self.items = items
    self.position = position
  }

  /// The map, drawn at its camera's region.
  public var body: some View {
    MapCanvas(items: items, position: position)
  }
}

/// The content type of a map made with a content builder.
public struct _MapContentView: View {
  /// Never drawn on its own.
  public var body: some View { EmptyView() }
}

extension Map where Content == _MapContentView {
  /// A map whose camera is bound to `position`, showing `content`.
  public init<C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) {
    self.init(items: content().items(), position: position.wrappedValue)
  }

  /// A map whose camera starts at `initialPosition`, showing `content`.
  public init<C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) {
    self.init(items: content().items(), position: initialPosition)
  }

  /// A map whose camera is bound to `position`, showing `content`, selecting into `selection`
  /// (taps on the map are not reproduced: the selection only changes in code).
  public init<C: MapContent, SelectedValue: Hashable>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) {
    self.init(items: content().items(), position: position.wrappedValue)
  }

  /// A map whose camera starts at `initialPosition`, selecting into `selection`.
  public init<C: MapContent, SelectedValue: Hashable>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) {
    self.init(items: content().items(), position: initialPosition)
  }

  /// A map of the whole world, or the region the content fits.
  public init() {
    self.init(items: [], position: .automatic)
  }
}

/// The limits of a map's camera; kept, as a still map does not move.
public struct MapCameraBounds: Sendable {
  /// Bounds within a region, with optional distances.
  public init(
    centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil
  ) {}

  /// Bounds on the camera's distance.
  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// The ways a person can move a map; a still map takes none.
public struct MapInteractionModes: OptionSet, Sendable {
  /// The modes as bits.
  public let rawValue: Int

  /// Modes from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Panning.
  public static let pan = MapInteractionModes(rawValue: 1)
  /// Zooming.
  public static let zoom = MapInteractionModes(rawValue: 2)
  /// Rotating.
  public static let rotate = MapInteractionModes(rawValue: 4)
  /// Tilting.
  public static let pitch = MapInteractionModes(rawValue: 8)
  /// Every mode.
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}
