import Foundation

/// Declares toolbar items for the screen the modified view is part of.
nonisolated public struct _ToolbarItemsModifier: PrimitiveViewModifier {
  /// Makes the items, with the environment where the modifier is.
  let makeItems: () -> [_ToolbarItemEntry]

  /// Sets the items as a preference for the navigation stack around, then resolves the content.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let items = inputs.context.withEnvironment(inputs.environment) { modifier.makeItems() }
    inputs.context.writePreference(ToolbarItemsKey.self, items.map { $0.inEnvironment(inputs.environment) })
    body(inputs)
  }
}

extension _ToolbarItemEntry {
  /// The item with the environment of the place it was declared: the bar draws it with that
  /// environment (its `@Environment` values, tint and colour scheme) plus the bar's own.
  func inEnvironment(_ environment: EnvironmentValues) -> _ToolbarItemEntry {
    _ToolbarItemEntry(
      placement: placement, content: AnyView(DeclaredInEnvironment(environment: environment, content: content)),
      isSpacer: isSpacer)
  }
}

/// A view resolved with the environment of the place it was declared, keeping what the place it
/// is drawn at sets for bars.
nonisolated struct DeclaredInEnvironment: View, PrimitiveView {
  let environment: EnvironmentValues
  let content: AnyView

  static func _makeViewList(view: Self, inputs: _ViewInputs) {
    var inputs = inputs
    let drawnAt = inputs.environment
    var environment = view.environment
    environment.adoptBarEnvironment(from: drawnAt)
    inputs.environment = environment
    AnyView._makeViewList(view: view.content, inputs: inputs)
  }
}

nonisolated extension View {
  /// Populates the toolbar or navigation bar with the specified items.
  ///
  /// ```swift
  /// List(items) { ... }
  ///     .toolbar {
  ///         ToolbarItem(placement: .topBarTrailing) { EditButton() }
  ///     }
  /// ```
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    let content = content()
    return modifier(
      _ToolbarItemsModifier {
        var items: [_ToolbarItemEntry] = []
        Content._makeToolbarItems(content: content, into: &items)
        return items
      })
  }

  /// Populates the toolbar or navigation bar with the specified items, which people may
  /// customize; Trellis draws them as declared.
  public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    toolbar(content: content)
  }

  /// Populates the toolbar or navigation bar with the specified views, at the automatic
  /// placement: the trailing edge of the navigation bar.
  ///
  /// ```swift
  /// .toolbar { Button("Add") { add() } }
  /// ```
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let content = content()
    return modifier(
      _ToolbarItemsModifier { [_ToolbarItemEntry(placement: .automatic, content: AnyView(content))] })
  }

  /// Sets the navigation bar items for this view: the deprecated form of `toolbar`.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(
      _ToolbarItemsModifier {
        [
          _ToolbarItemEntry(placement: .topBarLeading, content: AnyView(leading)),
          _ToolbarItemEntry(placement: .topBarTrailing, content: AnyView(trailing)),
        ]
      })
  }

  /// Sets the navigation bar item at the leading edge for this view: the deprecated form of
  /// `toolbar`.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(_ToolbarItemsModifier { [_ToolbarItemEntry(placement: .topBarLeading, content: AnyView(leading))] })
  }

  /// Sets the navigation bar item at the trailing edge for this view: the deprecated form of
  /// `toolbar`.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(_ToolbarItemsModifier { [_ToolbarItemEntry(placement: .topBarTrailing, content: AnyView(trailing))] })
  }
}
