import Foundation

/// A type that applies standard interaction behavior and a custom appearance to all menus
/// within a view hierarchy.
///
/// Inside `makeBody`, `Menu(configuration)` makes the menu drawn by the style set further out,
/// or as the system draws it.
///
/// ```swift
/// struct RedBorderMenuStyle: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration)
///             .border(Color.red)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
  /// A view that represents the body of a menu.
  associatedtype Body: View

  /// Creates a view that represents the body of a menu.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a menu.
  typealias Configuration = MenuStyleConfiguration
}

/// The properties of a menu that a ``MenuStyle`` draws.
public struct MenuStyleConfiguration {
  /// A type-erased label of a menu.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView

    /// Resolves the menu's label where the style places it.
    public static func _makeViewList(view: Self, inputs: _ViewInputs) {
      AnyView._makeViewList(view: view.content, inputs: inputs)
    }
  }

  /// A type-erased content of a menu.
  nonisolated public struct Content: View, PrimitiveView {
    let content: AnyView

    /// Resolves the menu's items where the style places them.
    public static func _makeViewList(view: Self, inputs: _ViewInputs) {
      AnyView._makeViewList(view: view.content, inputs: inputs)
    }
  }

  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}

/// The default menu style, based on the menu's context: on iOS, the menu's label drawn as a
/// button with the environment's button style (docs/iOSControls.md §6 "Label, Link, Menu").
///
/// Fidelity: partial — Apple documents that `buttonStyle(_:)` applies to a menu's label; the
/// look of the label is `.borderless`'s, not measured on a menu.
nonisolated public struct DefaultMenuStyle: MenuStyle {
  /// Creates a default menu style.
  public init() {}

  /// The menu as the system draws it, closed.
  public func makeBody(configuration: Configuration) -> some View {
    ClosedMenu(configuration: configuration)
  }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
  /// The default menu style, based on the menu's context.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

/// A menu style that displays a button that toggles the display of the menu's contents when
/// pressed: its label drawn with the environment's button style.
///
/// Fidelity: partial — the same closed look as ``DefaultMenuStyle``, which Apple documents as
/// button-like on iOS.
nonisolated public struct ButtonMenuStyle: MenuStyle {
  /// Creates a button menu style.
  public init() {}

  /// The menu as a button, closed.
  public func makeBody(configuration: Configuration) -> some View {
    ClosedMenu(configuration: configuration)
  }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu style that displays a button that toggles the display of the menu's contents when pressed.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyleConfiguration: StyleConfiguration {
  /// Menus without a style are drawn closed, as the system draws them.
  static var automaticStyle: AnyStyle<Self> { AnyStyle { ClosedMenu(configuration: $0) } }
}

nonisolated extension View {
  /// Sets the style for menus within this view.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    pushStyle(style) { $0.makeBody(configuration: $1) }
  }
}

/// A closed menu: its label as a button — tapping it runs the primary action, if any, else
/// would open the menu — and its items laid out in a zero-size, hidden container behind it,
/// where a test can still reach each item's action by its identifier.
nonisolated struct ClosedMenu: View {
  let configuration: MenuStyleConfiguration

  var body: some View {
    Button(action: configuration.primaryAction ?? {}, label: { configuration.label })
      .background(alignment: .topLeading) {
        VStack(alignment: .leading, spacing: 0) { configuration.content }
          .fixedSize()
          .frame(width: 0, height: 0, alignment: .topLeading)
          .hidden()
      }
  }
}
