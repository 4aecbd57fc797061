import Foundation

/// The appearance and behavior of a form.
///
/// As in SwiftUI, apps use the built-in styles: `.automatic` (grouped on iOS), `.grouped` and
/// `.columns`.
///
/// ```swift
/// Form { … }.formStyle(.grouped)
/// ```
public protocol FormStyle {}

/// The default form style: on iOS, ``GroupedFormStyle``.
public struct AutomaticFormStyle: FormStyle {
  /// Creates a default form style.
  public init() {}
}

/// A form style with grouped rows: on iOS, an inset-grouped list.
public struct GroupedFormStyle: FormStyle {
  /// Creates a form style with grouped rows.
  public init() {}
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading
/// aligned column of values.
public struct ColumnsFormStyle: FormStyle {
  /// Creates a form style with columns.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The default form style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// A form style with grouped rows.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// A form style with a column of labels next to a column of values.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The built-in form styles, as the environment keeps them.
enum FormStyleKind: Hashable, Sendable {
  case automatic, grouped, columns
}

extension EnvironmentValues {
  /// The form style `formStyle(_:)` set.
  @Entry var formStyle: FormStyleKind = .automatic
}

nonisolated extension View {
  /// Sets the style for forms in a view hierarchy.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    let kind: FormStyleKind =
      switch style {
      case is GroupedFormStyle: .grouped
      case is ColumnsFormStyle: .columns
      default: .automatic
      }
    return environment(\.formStyle, kind)
  }
}
