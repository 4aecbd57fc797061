import Foundation
import Trellis

/// One map tile of the Web Mercator tile grid (the XYZ scheme of OpenStreetMap and others):
/// column `x` and row `y` of the 2^`zoom` × 2^`zoom` tiles of the world, row 0 at the north.
public struct MapTile: Hashable, Sendable {
  /// The column, from the antimeridian eastwards.
  public var x: Int
  /// The row, from the north.
  public var y: Int
  /// The zoom level: the world is 2^zoom tiles a side.
  public var zoom: Int
}

/// Tiles a host supplies for maps: tests and previews that want a real base map, from files
/// they own (Trellis fetches nothing).
public struct MapTileProvider: Sendable {
  let image: @Sendable (MapTile) -> Image?

  /// A provider answering each tile with `image`, or `nil` where it has none.
  public init(_ image: @escaping @Sendable (MapTile) -> Image?) { self.image = image }
}

/// The map controls a `mapControls` modifier asks for.
struct MapControlSet: Sendable {
  var userLocationButton = false
  var pitchToggle = false
}

extension EnvironmentValues {
  /// The tiles maps draw under their content; `nil` (the default) draws the style's base colour.
  @Entry public var mapTileProvider: MapTileProvider?
  @Entry var mapStyle: MapStyle = .standard
  @Entry var mapControls = MapControlSet()
}

extension View {
  /// Sets the look of the maps in this view.
  nonisolated public func mapStyle(_ mapStyle: MapStyle) -> some View {
    environment(\.mapStyle, mapStyle)
  }

  /// Sets the controls of the maps in this view. At rest iOS shows the user-location button and
  /// the pitch toggle; the compass shows only when the map is rotated and the scale while it
  /// zooms, so a still map shows neither.
  nonisolated public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    let made = content()
    var controls = MapControlSet()
    controls.userLocationButton = MapControlScan.contains(made, MapUserLocationButton.self)
    controls.pitchToggle = MapControlScan.contains(made, MapPitchToggle.self)
    return environment(\.mapControls, controls)
  }
}

/// Finds which controls a `mapControls` builder made, by the types in its view's type.
enum MapControlScan {
  static func contains<Content: View, Control: View>(_ content: Content, _ control: Control.Type) -> Bool {
    String(reflecting: Content.self).contains(String(reflecting: Control.self))
  }
}

/// The button that centres the map on the person's location.
public struct MapUserLocationButton: View {
  /// The button, for a map's controls.
  public init(scope: Namespace.ID? = nil) {}
  /// Drawn by the map it controls.
  public var body: some View { EmptyView() }
}

/// The compass, shown while the map is rotated.
public struct MapCompass: View {
  /// The compass, for a map's controls.
  public init(scope: Namespace.ID? = nil) {}
  /// Drawn by the map it controls.
  public var body: some View { EmptyView() }
}

/// The scale, shown while the map zooms.
public struct MapScaleView: View {
  /// The scale, for a map's controls.
  public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
  /// Drawn by the map it controls.
  public var body: some View { EmptyView() }
}

/// The button that switches between a flat and a pitched map.
public struct MapPitchToggle: View {
  /// The toggle, for a map's controls.
  public init(scope: Namespace.ID? = nil) {}
  /// Drawn by the map it controls.
  public var body: some View { EmptyView() }
}

/// The controls a map draws at rest, stacked at its top-trailing corner on glass
/// [uncertain: sizes read from Apple's screenshots].
struct MapControlsView: View {
  let controls: MapControlSet

  var body: some View {
    if controls.userLocationButton || controls.pitchToggle {
      VStack(spacing: 0) {
        if controls.userLocationButton {
          Image(systemName: "location").frame(width: 44, height: 44)
        }
        if controls.userLocationButton && controls.pitchToggle { Divider().frame(width: 30) }
        if controls.pitchToggle {
          Text("3D").font(.body.weight(.semibold)).frame(width: 44, height: 44)
        }
      }
      .foregroundStyle(Color.accentColor)
      .glassEffect(.regular, in: Capsule())
      .padding(.top, 8)
      .padding(.trailing, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
    }
  }
}
