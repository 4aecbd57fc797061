import Foundation

// What a row of a list says about itself to the list: its insets, background, separators and
// tint. Each is a view trait (like `layoutValue`), so that it stays with the row through the
// modifiers around it; the list reads it when it makes the row (ListAssembly.swift). Where two
// modifiers of one kind are nested, the one closer to the row wins, edge by edge, as Apple
// documents for `listRowInsets(_:_:)`.

/// The row's content insets, set by `listRowInsets(_:)`; `nil` edges keep the style's.
struct ListRowInsetsTraitKey: LayoutValueKey {
  static let defaultValue = ListRowInsetsTrait()
}

/// Insets edge by edge, `nil` where no modifier set one.
struct ListRowInsetsTrait {
  var top, leading, bottom, trailing: CGFloat?

  /// These insets, with `other`'s where these have none.
  func filling(from other: EdgeInsets?) -> ListRowInsetsTrait {
    guard let other else { return self }
    return ListRowInsetsTrait(
      top: top ?? other.top, leading: leading ?? other.leading, bottom: bottom ?? other.bottom,
      trailing: trailing ?? other.trailing)
  }

  /// The insets, with `defaults` where none was set.
  func resolved(_ defaults: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top ?? defaults.top, leading: leading ?? defaults.leading, bottom: bottom ?? defaults.bottom,
      trailing: trailing ?? defaults.trailing)
  }
}

/// The view drawn behind the row in place of the style's, set by `listRowBackground(_:)`.
struct ListRowBackgroundTraitKey: LayoutValueKey {
  static var defaultValue: AnyView? { nil }
}

/// A value for the top and the bottom edge, each `nil` until a modifier sets it.
struct VerticalEdgeValues<Value> {
  var top: Value?
  var bottom: Value?

  /// These values, with `value` on the edges of `edges` that have none yet.
  func filling(_ edges: VerticalEdge.Set, with value: Value) -> VerticalEdgeValues {
    var copy = self
    if edges.contains(.top) && copy.top == nil { copy.top = value }
    if edges.contains(.bottom) && copy.bottom == nil { copy.bottom = value }
    return copy
  }
}

/// The row's separators' visibility, set by `listRowSeparator(_:edges:)`.
struct ListRowSeparatorTraitKey: LayoutValueKey {
  static var defaultValue: VerticalEdgeValues<Visibility> { VerticalEdgeValues() }
}

/// The row's separators' colour, set by `listRowSeparatorTint(_:edges:)`.
struct ListRowSeparatorTintTraitKey: LayoutValueKey {
  static var defaultValue: VerticalEdgeValues<Color> { VerticalEdgeValues() }
}

/// The section's outer separators' visibility, set by `listSectionSeparator(_:edges:)`.
struct ListSectionSeparatorTraitKey: LayoutValueKey {
  static var defaultValue: VerticalEdgeValues<Visibility> { VerticalEdgeValues() }
}

/// The section's outer separators' colour, set by `listSectionSeparatorTint(_:edges:)`.
struct ListSectionSeparatorTintTraitKey: LayoutValueKey {
  static var defaultValue: VerticalEdgeValues<Color> { VerticalEdgeValues() }
}

/// Updates the trait `Key` of each view of the content with `update`.
nonisolated struct ListTraitModifier<Key: LayoutValueKey>: PrimitiveViewModifier {
  let update: (Key.Value) -> Key.Value

  static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { node in
      let traits = context.traits(of: node) ?? ViewTraits()
      let current = traits.values[ObjectIdentifier(Key.self)] as? Key.Value ?? Key.defaultValue
      context.setTraits(traits.setting(ObjectIdentifier(Key.self), to: modifier.update(current)), of: node)
    }
  }
}

nonisolated extension View {
  /// Changes the trait `key` of each view: the list reads it when it makes the row.
  func listTrait<Key: LayoutValueKey>(_ key: Key.Type, _ update: @escaping (Key.Value) -> Key.Value) -> some View {
    modifier(ListTraitModifier<Key>(update: update))
  }
}

extension LayoutValueKey {
  /// The value `node` carries for this key, or the default.
  static func value(of node: NodeID, in context: ResolveContext) -> Value {
    context.traits(of: node)?.values[ObjectIdentifier(Self.self)] as? Value ?? defaultValue
  }
}

/// The space a list keeps above its first card when that section has no header: set on the
/// list's node, for a navigation stack whose screen is that list. In iOS 26's design a large
/// title sits in the list's own top inset, so the first card is 62 below the bar's row (the
/// title's baseline 46 below it) where iOS 18 puts it 52 + 35 below (HA26 26.4:
/// docs/iOS26Controls.md §14).
struct ListTopInsetTraitKey: LayoutValueKey {
  static let defaultValue: CGFloat? = nil
}
