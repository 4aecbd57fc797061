import Foundation

/// A view's menu, recorded for a test to open: its items, made only when it is opened, in the
/// environment the view was resolved in.
struct ContextMenuRecord {
  let items: () -> AnyView
  let environment: EnvironmentValues
}

/// Records a context menu on each view of its content. Not for use by apps.
nonisolated public struct _ContextMenuModifier: PrimitiveViewModifier {
  let items: () -> AnyView

  /// Records the menu on each node the content makes; a disabled view has no menu.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    guard inputs.environment.isEnabled else {
      body(inputs)
      return
    }
    let record = ContextMenuRecord(items: modifier.items, environment: inputs.environment)
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { node in
      context.annotate(node, ContextMenuAnnotationKey.self) { $0 = $0 ?? record }
    }
  }
}

nonisolated extension View {
  /// Adds a context menu to a view.
  ///
  /// The menu is not drawn: on the device it opens on a long press. A test opens it with
  /// ``LayoutHost/contextMenu(of:)`` and taps an item in the host that returns.
  ///
  /// ```swift
  /// Text("Turtle Rock")
  ///     .contextMenu {
  ///         Button("Add to Favorites") { favorites.insert(place) }.accessibilityIdentifier("favorite")
  ///     }
  /// ```
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: @escaping () -> MenuItems) -> some View {
    modifier(_ContextMenuModifier { AnyView(menuItems()) })
  }

  /// Adds a context menu with a custom preview to a view: the preview shows only while the menu
  /// is open, which a still picture never shows.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: @escaping () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    modifier(_ContextMenuModifier { AnyView(menuItems()) })
  }
}

extension LayoutHost {
  /// Opens the context menu of the view tagged `identifier` (or of the view around it that has
  /// one), as a long press does: returns a host of the menu's items, stacked as the menu lists
  /// them, in which a test taps an item. What the item does to this host's views shows the next
  /// time this host is read.
  ///
  /// ```swift
  /// let menu = try #require(host.contextMenu(of: "place"))
  /// menu.tap("favorite")
  /// #expect(host.frame(of: "favorite-badge") != nil)
  /// ```
  ///
  /// - Returns: The menu's host, or `nil` with a runtime issue when the view has no context menu.
  public func contextMenu(of identifier: String) -> LayoutHost? {
    let result = self.result
    guard let tagged = taggedNode(identifier, in: result, doing: "open a context menu") else { return nil }
    guard let menu = result.annotation(around: tagged, \.contextMenu) else {
      log.append("LayoutHost: the view tagged '\(identifier)' has no context menu.")
      return nil
    }
    return LayoutHost(items: menu.items, environment: menu.environment)
  }

  /// A host for a menu's items: stacked, at their ideal size.
  convenience init(items: @escaping () -> AnyView, environment: EnvironmentValues) {
    self.init(
      MenuItems(items: items), proposal: .unspecified, environment: environment,
      textMeasurer: environment.textMeasurer)
  }
}

/// A menu's items, made when the menu opens, stacked as a menu lists them.
nonisolated private struct MenuItems: View {
  let items: () -> AnyView

  var body: some View {
    VStack(alignment: .leading, spacing: 0) { items() }
  }
}

/// The node annotation of ``NodeAnnotations/contextMenu``.
enum ContextMenuAnnotationKey: NodeAnnotationKey {
  static var defaultValue: ContextMenuRecord? { nil }
}

extension NodeAnnotations {
  /// The view's context menu, resolved when a test opens it.
  var contextMenu: ContextMenuRecord? {
    get { self[ContextMenuAnnotationKey.self] }
    set { self[ContextMenuAnnotationKey.self] = newValue }
  }
}
