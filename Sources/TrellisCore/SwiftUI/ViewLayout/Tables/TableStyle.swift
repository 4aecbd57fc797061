import Foundation

/// A type that applies a custom appearance to all tables within a view.
///
/// To configure the current table style for a view hierarchy, use the `tableStyle(_:)`
/// modifier. iOS has two built-in styles, `.automatic` and `.inset`; the bordered style is the
/// Mac's alone, as in SwiftUI.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
/// }
/// .tableStyle(.inset)
/// ```
///
/// A custom style's ``makeBody(configuration:)`` is drawn in place of the table. Its
/// configuration has no public properties, as in SwiftUI; a built-in style's `makeBody` draws
/// the table in that style, so a custom style can wrap one.
@MainActor @preconcurrency
public protocol TableStyle {
  /// A view that represents the body of a table.
  associatedtype Body: View

  /// Creates a view that represents the body of a table.
  ///
  /// The system calls this method for each ``Table`` instance in a view hierarchy where this
  /// style is the current table style.
  ///
  /// - Parameters:
  ///   - configuration: The properties of the table.
  /// - Returns: The view drawn in place of the table.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a table.
  typealias Configuration = TableStyleConfiguration
}

/// The properties of a table.
///
/// It has no public properties, as in SwiftUI: a style draws the table by calling a built-in
/// style's ``TableStyle/makeBody(configuration:)`` with it.
public struct TableStyleConfiguration {
  /// Resolves the table drawn in a built-in style, in place.
  let draw: (TableStyleKind, _ViewInputs) -> Void
}

/// The built-in table styles.
enum TableStyleKind: Hashable, Sendable {
  case automatic, inset
}

/// The view a built-in table style makes: the table, drawn in that style.
nonisolated struct BuiltInTableStyleBody: View, PrimitiveView {
  let configuration: TableStyleConfiguration
  let kind: TableStyleKind

  /// Resolves the table in the style.
  static func _makeViewList(view: Self, inputs: _ViewInputs) {
    view.configuration.draw(view.kind, inputs)
  }
}

/// The default table style in the current context.
///
/// On an iPad (regular width) it is the inset style; where the horizontal size class is
/// compact, where a table shows only its first column, a plain list's rows (see ``Table``).
nonisolated public struct AutomaticTableStyle: TableStyle {
  /// Creates the default table style.
  public init() {}

  /// The table, drawn in the default style.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInTableStyleBody(configuration: configuration, kind: .automatic)
  }
}

/// The table style that describes the behavior and appearance of a table with its content and
/// selection inset from the table edges.
///
/// You can also use `TableStyle.inset` to construct this style.
nonisolated public struct InsetTableStyle: TableStyle {
  /// Creates a default inset table style, with alternating row backgrounds.
  ///
  /// Trellis draws every row on the same background [uncertain: whether iPadOS alternates them].
  public init() {}

  /// The table, drawn in the inset style.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInTableStyleBody(configuration: configuration, kind: .inset)
  }
}

nonisolated extension TableStyle where Self == AutomaticTableStyle {
  /// The default table style in the current context.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

nonisolated extension TableStyle where Self == InsetTableStyle {
  /// The table style that describes the behavior and appearance of a table with its content and
  /// selection inset from the table edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

/// A table style with its type erased, as the environment keeps it.
struct AnyTableStyle {
  /// The built-in style, drawn without calling `makeBody`; `nil` for a custom style.
  let kind: TableStyleKind?
  /// The custom style's body for a configuration.
  let makeBody: ((TableStyleConfiguration) -> AnyView)?

  static var automatic: AnyTableStyle { AnyTableStyle(kind: .automatic, makeBody: nil) }

  /// Resolves a table whose configuration is `configuration` in this style, in place.
  func resolve(_ configuration: TableStyleConfiguration, inputs: _ViewInputs) {
    if let makeBody {
      AnyView._makeViewList(view: makeBody(configuration), inputs: inputs)
    } else {
      configuration.draw(kind ?? .automatic, inputs)
    }
  }
}

extension EnvironmentValues {
  /// The table style `tableStyle(_:)` set.
  @Entry var tableStyle: AnyTableStyle = .automatic

  /// Whether tables show their column headers, as `tableColumnHeaders(_:)` set.
  @Entry var tableColumnHeaders: Visibility = .automatic
}

nonisolated extension View {
  /// Sets the style for tables within this view.
  ///
  /// ```swift
  /// Table(people) { TableColumn("Name", value: \.name) }
  ///     .tableStyle(.inset)
  /// ```
  ///
  /// - Parameters:
  ///   - style: The table style: `.automatic`, `.inset`, or a custom style.
  /// - Returns: A view whose tables are drawn in `style`.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    let erased: AnyTableStyle =
      switch style {
      case is AutomaticTableStyle: AnyTableStyle(kind: .automatic, makeBody: nil)
      case is InsetTableStyle: AnyTableStyle(kind: .inset, makeBody: nil)
      default:
        AnyTableStyle(kind: nil) { configuration in
          AnyView(mainActorCall({ $0.0.makeBody(configuration: $0.1) }, (style, configuration)))
        }
      }
    return environment(\.tableStyle, erased)
  }

  /// Controls the visibility of a `Table`'s column header views.
  ///
  /// A table shows a header row with the title of each column where it shows all its columns
  /// (the horizontal size class is regular); a tap on a sortable column's title sorts by it.
  /// Where the size class is compact the table shows no headers whatever this says.
  ///
  /// ```swift
  /// Table(article.authors) {
  ///     TableColumn("Name", value: \.name)
  ///     TableColumn("Title", value: \.title)
  /// }
  /// .tableColumnHeaders(.hidden)
  /// ```
  ///
  /// - Parameters:
  ///   - visibility: A value of `visible` will show table columns, `hidden` will remove them,
  ///     and `automatic` will defer to default behavior.
  /// - Returns: A view whose tables show or hide their column headers.
  public func tableColumnHeaders(_ visibility: Visibility) -> some View {
    environment(\.tableColumnHeaders, visibility)
  }
}
