import Foundation

nonisolated extension View {
  /// Applies an inset to the rows in a list; `nil` keeps the style's insets (docs/iOSControls.md
  /// §7: 20 leading and trailing in an inset-grouped list on an iPhone).
  ///
  /// ```swift
  /// ForEach(flavors) { Text($0.name).listRowInsets(EdgeInsets(top: 0, leading: 25, bottom: 0, trailing: 0)) }
  /// ```
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    listTrait(ListRowInsetsTraitKey.self) { $0.filling(from: insets) }
  }

  /// Sets the insets of rows in a list on the specified edges; `nil` keeps the style's.
  public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    listTrait(ListRowInsetsTraitKey.self) { current in
      guard let length else { return current }
      var copy = current
      if edges.contains(.top) && copy.top == nil { copy.top = length }
      if edges.contains(.leading) && copy.leading == nil { copy.leading = length }
      if edges.contains(.bottom) && copy.bottom == nil { copy.bottom = length }
      if edges.contains(.trailing) && copy.trailing == nil { copy.trailing = length }
      return copy
    }
  }

  /// Places a custom background view behind a list row item, in place of the style's; `nil`
  /// keeps the style's. In an inset-grouped list it is clipped to the section's rounded corners.
  ///
  /// ```swift
  /// Text("Warning").listRowBackground(Color.yellow)
  /// ```
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    let background = view.map { AnyView($0) }
    return listTrait(ListRowBackgroundTraitKey.self) { $0 ?? background }
  }

  /// Sets the display mode for the separator associated with this specific row: `.hidden` hides
  /// the separator on the given edges.
  ///
  /// ```swift
  /// Text("Milk").listRowSeparator(.hidden, edges: .bottom)
  /// ```
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    listTrait(ListRowSeparatorTraitKey.self) { $0.filling(edges, with: visibility) }
  }

  /// Sets the tint color associated with a row's separators; `nil` keeps the separator colour.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    listTrait(ListRowSeparatorTintTraitKey.self) { current in color.map { current.filling(edges, with: $0) } ?? current
    }
  }

  /// Sets whether to hide the separators above and below a section, in the styles that draw them
  /// (`.grouped`, `.plain`).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    listTrait(ListSectionSeparatorTraitKey.self) { $0.filling(edges, with: visibility) }
  }

  /// Sets the tint color associated with a section's outer separators.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    listTrait(ListSectionSeparatorTintTraitKey.self) { current in
      color.map { current.filling(edges, with: $0) } ?? current
    }
  }

  /// Sets the vertical spacing between two adjacent rows in a list; `nil` (the default) leaves
  /// rows touching, divided by separators. With spacing, each row is drawn on its own card.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environment(\.listRowSpacing, spacing)
  }

  /// Sets the spacing between adjacent sections in a list.
  ///
  /// ```swift
  /// List { … }.listSectionSpacing(.compact)
  /// ```
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacing, spacing)
  }

  /// Sets the spacing between adjacent sections in a list to a number of points.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    environment(\.listSectionSpacing, .custom(spacing))
  }

  /// Sets the header prominence for this view: `.increased` draws a list's section headers larger.
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }
}

/// The spacing options between two adjacent sections in a list.
public struct ListSectionSpacing: Hashable, Sendable {
  enum Storage: Hashable {
    case `default`, compact
    case custom(CGFloat)
  }

  let storage: Storage

  /// The default spacing between sections (docs/iOSControls.md §7: 35 between cards, or the
  /// header's rhythm).
  public static let `default` = ListSectionSpacing(storage: .default)
  /// Compact spacing between sections.
  public static let compact = ListSectionSpacing(storage: .compact)
  /// Creates a custom spacing option, in points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(storage: .custom(spacing)) }
}

/// A type indicating the prominence of a view hierarchy.
public enum Prominence: Hashable, Sendable {
  /// The standard prominence.
  case standard
  /// An increased prominence.
  case increased
}

extension EnvironmentValues {
  /// The spacing between a list's rows, set by `listRowSpacing(_:)`.
  @Entry var listRowSpacing: CGFloat?

  /// The spacing between a list's sections, set by `listSectionSpacing(_:)`.
  @Entry var listSectionSpacing: ListSectionSpacing = .default

  /// The default minimum height of a row in a list: 51 in iOS 26's design, 44 in iOS 17/18's
  /// (docs/iOS26Controls.md §7.2, docs/iOSControls.md §7, "Rows"), unless set.
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] ?? (interfaceDesign == .iOS26 ? 51 : 44) }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The default minimum height of a header in a list; `nil` leaves headers their own height.
  @Entry public var defaultMinListHeaderHeight: CGFloat?

  /// The prominence to apply to section headers within a view.
  @Entry public var headerProminence: Prominence = .standard
}

/// The key of `defaultMinListRowHeight`: `nil` until set, so that the default follows the design.
struct DefaultMinListRowHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}
