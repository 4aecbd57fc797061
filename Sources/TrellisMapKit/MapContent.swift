import Foundation
import Trellis

/// A type that you can use as the content of a map: markers, annotations and overlays.
@MainActor @preconcurrency
public protocol MapContent {
  /// The content this content is made of.
  associatedtype Body: MapContent
  /// The content this content is made of.
  @MapContentBuilder var body: Body { get }
}

/// One thing a map draws, with its place: what every map content turns into.
enum MapItem {
  case marker(MapMarkerItem)
  case annotation(MapAnnotationItem)
  case overlay(MapOverlayItem)
  case userLocation
}

/// A marker's balloon: its title, glyph and colour.
struct MapMarkerItem {
  var title: AnyView?
  var coordinate: CLLocationCoordinate2D
  var glyph: MarkerGlyph
  var tint: Color?
}

/// What a marker's balloon shows.
enum MarkerGlyph {
  case pin
  case systemImage(String)
  case image(String)
  case monogram(Text)
}

/// A view pinned to a coordinate.
struct MapAnnotationItem {
  var title: AnyView?
  var coordinate: CLLocationCoordinate2D
  var anchor: UnitPoint
  var content: AnyView
}

/// A shape on the map: a line through coordinates, a polygon, a circle.
struct MapOverlayItem {
  enum Geometry {
    case polyline([CLLocationCoordinate2D])
    case polygon([CLLocationCoordinate2D])
    case circle(center: CLLocationCoordinate2D, radius: CLLocationDistance)
  }
  var geometry: Geometry
  var fill: AnyShapeStyle?
  var stroke: AnyShapeStyle?
  var lineWidth: CGFloat?
}

/// Content with no body of its own: it hands its items to the map.
@MainActor
protocol PrimitiveMapContent: MapContent where Body == Never {
  /// Appends the items this content draws.
  func collect(into items: inout [MapItem])
}

extension Never: MapContent {
  /// `Never` is content no value of which exists.
  public typealias Body = Never
}

extension PrimitiveMapContent {
  /// Primitive content has no body.
  public var body: Never { fatalError("\(Self.self) is primitive map content") }
}

extension MapContent {
  /// The items this content draws, in declaration order.
  func items() -> [MapItem] {
    var items: [MapItem] = []
    collectItems(of: self, into: &items)
    return items
  }
}

/// Appends `content`'s items, unwrapping bodies until primitive content.
@MainActor
func collectItems<C: MapContent>(of content: C, into items: inout [MapItem]) {
  if let primitive = content as? any PrimitiveMapContent {
    primitive.collect(into: &items)
  } else if C.Body.self != Never.self {
    collectItems(of: content.body, into: &items)
  }
}

/// Any number of contents, as a content builder combines them.
nonisolated public struct _MapContentList: MapContent, PrimitiveMapContent {
  let parts: [MapItem]

  func collect(into items: inout [MapItem]) { items += parts }
}

/// A result builder that makes map content from closures.
@resultBuilder @MainActor
public enum MapContentBuilder {
  /// Content as a list of its items.
  public static func buildExpression<C: MapContent>(_ content: C) -> _MapContentList {
    _MapContentList(parts: content.items())
  }

  /// The parts, one after the other.
  public static func buildBlock(_ parts: _MapContentList...) -> _MapContentList {
    _MapContentList(parts: parts.flatMap(\.parts))
  }

  /// Content or nothing.
  public static func buildOptional(_ content: _MapContentList?) -> _MapContentList {
    content ?? _MapContentList(parts: [])
  }

  /// The first branch of an `if`.
  public static func buildEither(first: _MapContentList) -> _MapContentList { first }

  /// The second branch of an `if`.
  public static func buildEither(second: _MapContentList) -> _MapContentList { second }

  /// The contents a `for` loop made.
  public static func buildArray(_ parts: [_MapContentList]) -> _MapContentList {
    _MapContentList(parts: parts.flatMap(\.parts))
  }

  /// Content behind an availability check.
  public static func buildLimitedAvailability(_ content: _MapContentList) -> _MapContentList { content }
}

extension ForEach: MapContent where Content: MapContent {
  /// Primitive content has no body.
  public typealias Body = Never

  /// Map content for each element of a collection of identifiable data.
  nonisolated public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.init(data: data, id: { $0.id }, content: content)
  }

  /// Map content for each element of a collection whose elements a key path identifies.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, id: { $0[keyPath: id] }, content: content)
  }
}

extension ForEach: PrimitiveMapContent where Content: MapContent {
  @MainActor func collect(into items: inout [MapItem]) {
    for element in data { collectItems(of: content(element), into: &items) }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: MapContent {
  /// Map content for each integer of a range.
  nonisolated public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, id: { $0 }, content: content, identifiersAreDistinct: true)
  }
}
