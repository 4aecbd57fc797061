import Foundation

/// A protocol that describes the behavior and appearance of a list.
///
/// Trellis draws the built-in styles (`.automatic`, `.insetGrouped`, `.grouped`, `.plain`,
/// `.inset`, `.sidebar`); as in SwiftUI, apps cannot define their own.
///
/// ```swift
/// List { Text("Milk") }.listStyle(.plain)
/// ```
public protocol ListStyle {}

/// The list style that describes a platform's default behavior and appearance for a list: on
/// iOS, `.insetGrouped` (docs/iOSControls.md §7, "Defaults").
public struct DefaultListStyle: ListStyle {
  /// Creates a default list style.
  public init() {}
}

/// The list style that describes the behavior and appearance of a plain list: rows from edge to
/// edge on the system background.
public struct PlainListStyle: ListStyle {
  /// Creates a plain list style.
  public init() {}
}

/// The list style that describes the behavior and appearance of a grouped list: sections of
/// edge-to-edge rows on the grouped background.
public struct GroupedListStyle: ListStyle {
  /// Creates a grouped list style.
  public init() {}
}

/// The list style that describes the behavior and appearance of an inset grouped list: each
/// section a rounded card inset from the edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates an inset grouped list style.
  public init() {}
}

/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle {
  /// Creates an inset list style.
  public init() {}
}

/// The list style that describes the behavior and appearance of a sidebar list: on iPhone, an
/// inset grouped list whose sections can collapse.
public struct SidebarListStyle: ListStyle {
  /// Creates a sidebar list style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The list style that describes a platform's default behavior and appearance for a list.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// The list style that describes the behavior and appearance of a plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// The list style that describes the behavior and appearance of a grouped list.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// The list style that describes the behavior and appearance of an inset grouped list.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// The list style that describes the behavior and appearance of an inset list.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// The list style that describes the behavior and appearance of a sidebar list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The built-in list styles, as the environment keeps them.
enum ListStyleKind: Hashable, Sendable {
  case automatic, plain, grouped, insetGrouped, inset, sidebar

  init(_ style: some ListStyle) {
    switch style {
    case is PlainListStyle: self = .plain
    case is GroupedListStyle: self = .grouped
    case is InsetGroupedListStyle: self = .insetGrouped
    case is InsetListStyle: self = .inset
    case is SidebarListStyle: self = .sidebar
    default: self = .automatic
    }
  }

  /// The style drawn: `.automatic` is `.insetGrouped` on iOS (docs/iOSControls.md §7, "Defaults").
  var resolved: ListStyleKind { self == .automatic ? .insetGrouped : self }
}

extension EnvironmentValues {
  /// The list style `listStyle(_:)` set.
  @Entry var listStyle: ListStyleKind = .automatic
}

nonisolated extension View {
  /// Sets the style for lists within this view.
  ///
  /// ```swift
  /// List(flavors) { Text($0.name) }.listStyle(.insetGrouped)
  /// ```
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyle, ListStyleKind(style))
  }
}
