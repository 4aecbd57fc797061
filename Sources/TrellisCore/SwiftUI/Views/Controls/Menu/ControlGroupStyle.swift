import Foundation

/// Defines the implementation of all control groups within a view hierarchy.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// A view representing the body of a control group.
  associatedtype Body: View

  /// Creates a view representing the body of a control group.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a control group.
  typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
  /// A type-erased content of a ``ControlGroup``.
  nonisolated public struct Content: View, PrimitiveView {
    let content: AnyView

    /// Resolves the group's controls where the style places them.
    public static func _makeViewList(view: Self, inputs: _ViewInputs) {
      AnyView._makeViewList(view: view.content, inputs: inputs)
    }
  }

  /// A type-erased label of a ``ControlGroup``.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView

    /// Resolves the group's label where the style places it.
    public static func _makeViewList(view: Self, inputs: _ViewInputs) {
      AnyView._makeViewList(view: view.content, inputs: inputs)
    }
  }

  /// A view that represents the content of the ``ControlGroup``.
  public let content: ControlGroupStyleConfiguration.Content

  /// A view that provides the optional label of the ``ControlGroup``.
  public let label: ControlGroupStyleConfiguration.Label
}

/// The default control group style: outside toolbars, the controls side by side as bordered
/// buttons.
///
/// Fidelity: unverified — see ``ControlGroup``.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// Creates an automatic control group style.
  public init() {}

  /// The controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticControlGroup(configuration: configuration)
  }
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The default control group style.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

/// The control group style for navigation controls in a toolbar; elsewhere drawn as
/// ``AutomaticControlGroupStyle``.
///
/// Fidelity: unverified — see ``ControlGroup``.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// Creates a navigation control group style.
  public init() {}

  /// The controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticControlGroup(configuration: configuration)
  }
}

nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// The control group style for navigation controls.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

/// A control group style that presents its content as a menu: the group's label as a menu's.
///
/// Fidelity: unverified — drawn as a closed ``Menu`` with the group's label.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
  /// Creates a menu control group style.
  public init() {}

  /// A menu of the controls.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(content: { configuration.content }, label: { configuration.label })
  }
}

nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A control group style that presents its content as a menu.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

/// A control group style that presents its content as a compact menu: the label's icon only.
///
/// Fidelity: unverified — drawn as a closed ``Menu`` whose label shows its icon only.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// Creates a compact menu control group style.
  public init() {}

  /// A menu of the controls, labelled by an icon.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(content: { configuration.content }, label: { configuration.label.labelStyle(.iconOnly) })
  }
}

nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A control group style that presents its content as a compact menu.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// A control group style that presents its content as a palette; outside menus drawn as
/// ``AutomaticControlGroupStyle``.
///
/// Fidelity: unverified — see ``ControlGroup``.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// Creates a palette control group style.
  public init() {}

  /// The controls side by side.
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticControlGroup(configuration: configuration)
  }
}

nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A control group style that presents its content as a palette.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyleConfiguration: StyleConfiguration {
  /// Control groups without a style are drawn automatically.
  static var automaticStyle: AnyStyle<Self> { AnyStyle { AutomaticControlGroup(configuration: $0) } }
}

nonisolated extension View {
  /// Sets the style for control groups within this view.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    pushStyle(style) { $0.makeBody(configuration: $1) }
  }
}

/// The automatic look: the controls in an `HStack`, drawn as `.bordered` buttons [uncertain].
nonisolated struct AutomaticControlGroup: View {
  let configuration: ControlGroupStyleConfiguration

  var body: some View {
    HStack { configuration.content }.buttonStyle(.bordered)
  }
}
