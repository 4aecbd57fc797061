import Foundation
import Trellis

/// What a map draws: its base colour (or the host's tiles), then overlays, markers and
/// annotations at their projected places, clipped to the map's frame.
struct MapCanvas: View {
  let items: [MapItem]
  let position: MapCameraPosition
  @Environment(\.mapStyle) private var style
  @Environment(\.mapTileProvider) private var tiles
  @Environment(\.mapControls) private var controls

  var body: some View {
    if tiles == nil {
      RuntimeIssues.reportTilesOnce()
    }
    return content
  }

  /// The markers and annotations at real coordinates; the others are reported and left out,
  /// as a view at NaN cannot be placed.
  private var placed: [MapItem] {
    items.filter { item in
      let valid = item.coordinates.allSatisfy(CLLocationCoordinate2DIsValid)
      if !valid, !item.isOverlay {
        RuntimeIssues.reportOnce(
          "A map marker or annotation at an invalid coordinate (a latitude beyond ±90, a longitude beyond ±180, "
            + "or not finite) is not drawn.")
      }
      return valid && !item.isOverlay
    }
  }

  /// The region the camera shows: its own when it is a real place with a finite, positive
  /// span; else — reported — the region that fits the content, as `.automatic` would.
  private var region: MKCoordinateRegion {
    if let region = position.region {
      let span = region.span
      if CLLocationCoordinate2DIsValid(region.center), span.latitudeDelta.isFinite, span.longitudeDelta.isFinite,
        span.latitudeDelta > 0 || span.longitudeDelta > 0
      {
        return region
      }
      RuntimeIssues.reportOnce(
        "A map's camera region is not a place (its centre is invalid or its span is not finite and positive); "
          + "the map fits its content instead.")
    }
    return MapProjection.fittingRegion(items.flatMap(\.coordinates))
  }

  private var content: some View {
    let region = self.region
    return GeometryReader { proxy in
      let projection = MapProjection(region: region, size: proxy.size)
      ZStack(alignment: .topLeading) {
        Rectangle().fill(style.baseColor)
        if let tiles {
          MapTiles(projection: projection, provider: tiles)
        }
        ForEach(items.indices, id: \.self) { index in
          if case .overlay(let overlay) = items[index] {
            MapOverlayShape(overlay: overlay, projection: projection)
          }
        }
        ForEach(placed.indices, id: \.self) { index in
          switch placed[index] {
          case .marker(let marker):
            MarkerBalloon(item: marker).position(projection.point(marker.coordinate)).offset(y: MarkerBalloon.offset)
          case .annotation(let annotation):
            AnnotationView(item: annotation, at: projection.point(annotation.coordinate))
          default:
            EmptyView()
          }
        }
        MapControlsView(controls: controls)
      }
      .frame(width: proxy.size.width, height: proxy.size.height)
      .clipped()
    }
    // The map runs under the status bar and the home indicator, as MapKit's view does; its
    // content and controls keep to the safe area.
    .background { Rectangle().fill(style.baseColor).ignoresSafeArea() }
  }
}

extension MapItem {
  /// Whether the item is a line, polygon or circle.
  var isOverlay: Bool {
    if case .overlay = self { return true }
    return false
  }

  /// The coordinates the item covers, for the automatic camera.
  var coordinates: [CLLocationCoordinate2D] {
    switch self {
    case .marker(let marker): [marker.coordinate]
    case .annotation(let annotation): [annotation.coordinate]
    case .userLocation: []
    case .overlay(let overlay):
      switch overlay.geometry {
      case .polyline(let points), .polygon(let points): points
      case .circle(let center, let radius):
        // The circle's north, south, east and west points.
        [
          CLLocationCoordinate2D(latitude: center.latitude + radius / 111_132.954, longitude: center.longitude),
          CLLocationCoordinate2D(latitude: center.latitude - radius / 111_132.954, longitude: center.longitude),
          CLLocationCoordinate2D(
            latitude: center.latitude,
            longitude: center.longitude + radius / (111_132.954 * Swift.max(cos(center.latitude * .pi / 180), 1e-9))),
          CLLocationCoordinate2D(
            latitude: center.latitude,
            longitude: center.longitude - radius / (111_132.954 * Swift.max(cos(center.latitude * .pi / 180), 1e-9))),
        ]
      }
    }
  }
}

/// A polyline, polygon or circle, projected.
struct MapOverlayShape: View {
  let overlay: MapOverlayItem
  let projection: MapProjection

  var body: some View {
    let path = self.path
    let lineWidth = overlay.lineWidth ?? (overlay.isLine ? 5 : 1)
    ZStack {
      if !overlay.isLine {
        path.fill(overlay.fill ?? AnyShapeStyle(Color.accentColor.opacity(0.3)))
      }
      if overlay.isLine || overlay.stroke != nil {
        path.stroke(
          overlay.stroke ?? AnyShapeStyle(Color.accentColor),
          style: StrokeStyle(
            lineWidth: lineWidth.isFinite ? Swift.max(lineWidth, 0) : 1, lineCap: .round, lineJoin: .round))
      }
    }
  }

  private var path: Path {
    var path = Path()
    switch overlay.geometry {
    case .polyline(let coordinates), .polygon(let coordinates):
      let points = coordinates.filter(CLLocationCoordinate2DIsValid).map(projection.point)
      guard let first = points.first else { return path }
      path.move(to: first)
      for point in points.dropFirst() { path.addLine(to: point) }
      if case .polygon = overlay.geometry { path.closeSubpath() }
    case .circle(let center, let radius):
      guard CLLocationCoordinate2DIsValid(center), radius.isFinite, radius > 0 else { return path }
      let middle = projection.point(center)
      let r = CGFloat(radius) * projection.pointsPerMeter(atLatitude: center.latitude)
      guard r.isFinite, r < 1e7 else { return path }
      path.addEllipse(in: CGRect(x: middle.x - r, y: middle.y - r, width: 2 * r, height: 2 * r))
    }
    return path
  }
}

extension MapOverlayItem {
  var isLine: Bool {
    if case .polyline = geometry { return true }
    return false
  }
}

/// A marker's balloon with its glyph, and its title under it.
struct MarkerBalloon: View {
  let item: MapMarkerItem

  /// The balloon's disc [uncertain].
  static let side: CGFloat = 30
  /// How far the balloon's centre sits above the coordinate: the point of the balloon is at the
  /// coordinate [uncertain].
  static let offset: CGFloat = -(side / 2 + 6)

  var body: some View {
    VStack(spacing: 2) {
      ZStack {
        BalloonShape().fill(item.tint ?? Color.red)
        glyph.foregroundStyle(.white)
      }
      .frame(width: Self.side, height: Self.side + 6)
      if let title = item.title {
        title.font(.caption.weight(.semibold)).lineLimit(2).multilineTextAlignment(.center)
          .frame(maxWidth: 110)
      }
    }
    .fixedSize()
    .frame(width: Self.side, height: Self.side + 6, alignment: .top)
  }

  @ViewBuilder private var glyph: some View {
    switch item.glyph {
    case .pin: Image(systemName: "mappin").font(.system(size: 15, weight: .semibold)).offset(y: -3)
    case .systemImage(let name): Image(systemName: name).font(.system(size: 14, weight: .semibold)).offset(y: -3)
    case .image(let name): Image(name).resizable().scaledToFit().frame(width: 16, height: 16).offset(y: -3)
    case .monogram(let text): text.font(.system(size: 13, weight: .semibold)).lineLimit(1).offset(y: -3)
    }
  }
}

/// A disc with a short point at its bottom centre, as a map marker's balloon.
struct BalloonShape: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    let radius = rect.width / 2
    let center = CGPoint(x: rect.midX, y: rect.minY + radius)
    path.addEllipse(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.width))
    path.move(to: CGPoint(x: center.x - radius * 0.45, y: center.y + radius * 0.85))
    path.addLine(to: CGPoint(x: center.x, y: rect.maxY))
    path.addLine(to: CGPoint(x: center.x + radius * 0.45, y: center.y + radius * 0.85))
    path.closeSubpath()
    return path
  }
}

/// An annotation's content with its anchor at the coordinate, its title under it.
struct AnnotationView: View {
  let item: MapAnnotationItem
  let at: CGPoint

  var body: some View {
    // A point at the coordinate, with the content overlaid so that its anchor is on the point:
    // an overlay takes no room, so the map's stack keeps the map's size.
    Color.clear.frame(width: 0, height: 0)
      .overlay(alignment: .topLeading) {
        item.content
          .fixedSize()
          .overlay(alignment: .bottom) {
            if let title = item.title {
              title.font(.caption.weight(.semibold)).fixedSize().alignmentGuide(.bottom) { $0[.top] - 2 }
            }
          }
          .alignmentGuide(.leading) { $0.width * item.anchor.x }
          .alignmentGuide(.top) { $0.height * item.anchor.y }
      }
      .position(at)
  }
}

/// The host's tiles under the content, at the zoom level whose tiles are nearest the map's scale.
struct MapTiles: View {
  let projection: MapProjection
  let provider: MapTileProvider

  var body: some View {
    // Clamped before `Int(_:)`, which traps on a value out of its range.
    let zoom = Int(Swift.min(Swift.max((log2(projection.scale / 256)).rounded(), 0), 22))
    let count = 1 << zoom
    let tileSide = projection.scale / CGFloat(count)
    let origin = CGPoint(
      x: projection.size.width / 2 - projection.center.x * projection.scale,
      y: projection.size.height / 2 - projection.center.y * projection.scale)
    let firstX = Swift.max(Int((-origin.x / tileSide).rounded(.down)), 0)
    let lastX = Swift.min(Int(((projection.size.width - origin.x) / tileSide).rounded(.down)), count - 1)
    let firstY = Swift.max(Int((-origin.y / tileSide).rounded(.down)), 0)
    let lastY = Swift.min(Int(((projection.size.height - origin.y) / tileSide).rounded(.down)), count - 1)
    let tiles: [MapTile] =
      firstX <= lastX && firstY <= lastY && (lastX - firstX + 1) * (lastY - firstY + 1) <= 4096
      ? (firstY...lastY).flatMap { y in (firstX...lastX).map { x in MapTile(x: x, y: y, zoom: zoom) } } : []
    ForEach(tiles.indices, id: \.self) { index in
      let tile = tiles[index]
      if let image = provider.image(tile) {
        image.resizable().frame(width: tileSide, height: tileSide)
          .offset(x: origin.x + CGFloat(tile.x) * tileSide, y: origin.y + CGFloat(tile.y) * tileSide)
      }
    }
  }
}

extension RuntimeIssues {
  /// Maps are drawn without tiles unless a host supplies them.
  static func reportTilesOnce() {
    RuntimeIssues.reportOnce(
      "Map tiles are not drawn: Trellis cannot fetch Apple's tiles, so a Map shows its style's base colour "
        + "with its markers, annotations and overlays at their places (EnvironmentValues.mapTileProvider supplies tiles)."
    )
  }
}
