import Foundation

/// A type that provides content for programmatically selectable tabs in a tab view (iOS 18).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type of the value a tab view's selection takes to select a tab.
  associatedtype TabValue: Hashable
  /// The type of content representing the body of this tab content.
  associatedtype Body: TabContent

  /// The composition of content that comprise the tab content.
  @TabContentBuilder<TabValue> var body: Body { get }

  /// Resolves the tabs this content declares, each as a view carrying its tab item and tag.
  /// Not for use by apps.
  nonisolated static func _makeTabs(content: Self, inputs: _ViewInputs)
}

nonisolated extension TabContent {
  /// Resolves the tabs of the body.
  public static func _makeTabs(content: Self, inputs: _ViewInputs) {
    Body._makeTabs(content: content.body, inputs: inputs)
  }
}

/// Tab content with no body: one Trellis resolves itself.
nonisolated protocol PrimitiveTabContent: TabContent where Body == Never {}

nonisolated extension PrimitiveTabContent {
  /// Primitive tab content has no body; asking for one is a programming error.
  public var body: Never {
    preconditionFailure("\(Self.self) is primitive tab content: it has no body")
  }
}

nonisolated extension Never: TabContent {
  /// `Never` selects no tab.
  public typealias TabValue = Never

  /// Never called: there is no value of type `Never`.
  public static func _makeTabs(content: Never, inputs: _ViewInputs) {}
}

/// A value that defines the purpose of the tab.
public struct TabRole: Hashable, Sendable {
  let name: String

  /// The search role: the tab's item is a magnifying glass titled "Search".
  public static let search = TabRole(name: "search")
}

/// The label of a tab made with a title and an image: a `Label`.
nonisolated public struct DefaultTabLabel: View {
  let title: Text
  let icon: Image

  /// The title and icon, as a label.
  public var body: some View {
    Label {
      title
    } icon: {
      icon
    }
  }
}

/// The content for a tab and the tab's associated tab item in a tab view (iOS 18).
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
///         ReceivedView()
///     }
///     .badge(2)
/// }
/// ```
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: PrimitiveTabContent {
  /// A tab selects with its value.
  public typealias TabValue = Value

  let value: Value?
  let content: Content
  let label: Label
  /// The tab's role: a search tab stands apart in iOS 26's tab bar.
  let role: TabRole?
  var badge: Text?

  /// Resolves the tab as its content, carrying the tab item, badge and tag.
  public static func _makeTabs(content: Self, inputs: _ViewInputs) {
    let parts = TabItemParts(content.label)
    let tab = content.content
      .modifier(TabItemModifier(icon: parts.icon, title: parts.title, isSearch: content.role == .search))
      .modifier(
        TabTraitsModifier(badge: content.badge, tag: content.value.map { TagValue(tag: $0, includeOptional: true) }))
    type(of: tab)._makeViewList(view: tab, inputs: inputs)
  }

  /// Generates a badge for the tab from an integer value: none for 0.
  public func badge(_ count: Int) -> Tab {
    var copy = self
    copy.badge = count == 0 ? nil : Text("\(count)")
    return copy
  }

  /// Generates a badge for the tab from a text view: none for `nil`.
  public func badge(_ label: Text?) -> Tab {
    var copy = self
    copy.badge = label
    return copy
  }

  /// Generates a badge for the tab from a localized string key: none for `nil`.
  public func badge(_ key: LocalizedStringKey?) -> Tab {
    badge(key.map { Text($0) })
  }

  /// Generates a badge for the tab from a string: none for `nil`.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> Tab {
    badge(label.map { Text($0) })
  }
}

extension Tab where Label == DefaultTabLabel {
  /// Creates a tab that the tab view presents when its selection matches the tab's value, with
  /// a system image and a localized title.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage)))
  }

  /// Creates a tab that the tab view presents when its selection matches the tab's value, with
  /// a system image and a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(
      value: value, content: content(), label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage))
    )
  }

  /// Creates a tab with an image from the app's assets and a localized title.
  public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), icon: Image(image)))
  }

  /// Creates a tab whose label the role gives: for `.search`, a magnifying glass titled "Search".
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content(), label: DefaultTabLabel.forRole(role), role: role)
  }

  /// Creates a tab with a role, a system image and a localized title.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage)),
      role: role)
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// Creates a tab with a system image and a localized title, for a tab view without selection.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage)))
  }

  /// Creates a tab with a system image and a title, for a tab view without selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, content: content(), label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage)))
  }

  /// Creates a tab with an image from the app's assets and a localized title.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), icon: Image(image)))
  }

  /// Creates a tab with a role, a system image and a localized title.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage)),
      role: role)
  }

  /// Creates a tab whose label the role gives: for `.search`, a magnifying glass titled "Search".
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: DefaultTabLabel.forRole(role), role: role)
  }
}

extension Tab {
  /// Creates a tab with a label.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, content: content(), label: label())
  }

  init(value: Value?, content: Content, label: Label, role: TabRole? = nil) {
    self.value = value
    self.content = content
    self.label = label
    self.role = role
  }
}

extension Tab where Value == Never {
  /// Creates a tab with a label, for a tab view without selection.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, content: content(), label: label())
  }
}

extension DefaultTabLabel {
  /// The label a role gives a tab.
  static func forRole(_ role: TabRole?) -> DefaultTabLabel {
    DefaultTabLabel(title: Text(role == .search ? "Search" : ""), icon: Image(systemName: "magnifyingglass"))
  }
}

/// A container that you can use to add hierarchy within a tab view (iOS 18). On iPhone its tabs
/// are shown in the tab bar as if the section were not there.
nonisolated public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>:
  PrimitiveTabContent
where Content.TabValue == SelectionValue {
  /// The section's tabs select with their values.
  public typealias TabValue = SelectionValue

  let content: Content

  /// Resolves the section's tabs.
  public static func _makeTabs(content: Self, inputs: _ViewInputs) {
    Content._makeTabs(content: content.content, inputs: inputs)
  }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// Creates a section with a header from a localized string.
  public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.content = content()
  }

  /// Creates a section with a header from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.content = content()
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
  /// Creates a section without a header.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
    self.content = content()
  }
}

extension TabSection where Footer == EmptyView {
  /// Creates a section with a header view.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
    self.content = content()
  }
}

/// A result builder that constructs tab content from closures (iOS 18).
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
  /// Passes one tab through.
  public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

  /// A block of one tab builds that tab.
  public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

  /// A block of several tabs builds a tuple of them.
  public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<TabValue> {
    var makers: [(_ViewInputs) -> Void] = []
    for element in repeat each content {
      makers.append { inputs in TupleTabContent<TabValue>.make(element, inputs: inputs) }
    }
    return TupleTabContent(makers: makers)
  }

  /// An `if` without `else` builds optional content.
  public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _TabConditionalContent<T, F>
  where T.TabValue == TabValue, F.TabValue == TabValue {
    _TabConditionalContent(storage: .first(first))
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _TabConditionalContent<T, F>
  where T.TabValue == TabValue, F.TabValue == TabValue {
    _TabConditionalContent(storage: .second(second))
  }

  /// The view a tab view holds: the tabs, resolved as views.
  nonisolated public struct Content<C: TabContent>: View, PrimitiveView where C.TabValue == TabValue {
    let content: C

    /// Resolves each tab as a view.
    public static func _makeViewList(view: Self, inputs: _ViewInputs) {
      C._makeTabs(content: view.content, inputs: inputs)
    }
  }
}

/// Several tabs: what a `@TabContentBuilder` block of several tabs builds.
nonisolated public struct TupleTabContent<TabValue: Hashable>: PrimitiveTabContent {
  let makers: [(_ViewInputs) -> Void]

  static func make<C: TabContent>(_ content: C, inputs: _ViewInputs) {
    C._makeTabs(content: content, inputs: inputs)
  }

  /// Resolves each tab in turn, each at its own position.
  public static func _makeTabs(content: Self, inputs: _ViewInputs) {
    for (index, make) in content.makers.enumerated() { make(inputs.appending(.index, UInt64(index))) }
  }
}

/// One of two tab contents: what an `if`/`else` builds.
nonisolated public struct _TabConditionalContent<First: TabContent, Second: TabContent>: PrimitiveTabContent
where First.TabValue == Second.TabValue {
  /// The branches select with the same values.
  public typealias TabValue = First.TabValue

  enum Storage {
    case first(First)
    case second(Second)
  }

  let storage: Storage

  /// Resolves the branch taken.
  public static func _makeTabs(content: Self, inputs: _ViewInputs) {
    switch content.storage {
    case .first(let first): First._makeTabs(content: first, inputs: inputs.appending(.branch, 0))
    case .second(let second): Second._makeTabs(content: second, inputs: inputs.appending(.branch, 1))
    }
  }
}

nonisolated extension Optional: TabContent where Wrapped: TabContent {
  /// An optional tab selects with the wrapped tab's values.
  public typealias TabValue = Wrapped.TabValue

  /// Never called: optional tab content is primitive.
  public var body: Never {
    return preconditionFailure("Optional tab content is primitive: it has no body")
  }

  /// Resolves the wrapped tab, if there is one.
  public static func _makeTabs(content: Self, inputs: _ViewInputs) {
    if let content { Wrapped._makeTabs(content: content, inputs: inputs.appending(.branch, 1)) }
  }
}

nonisolated extension ForEach: TabContent where Content: TabContent {
  /// The tabs select with their values.
  public typealias TabValue = Content.TabValue

  /// Never called: `ForEach` is primitive tab content.
  public var body: Never {
    return preconditionFailure("ForEach is primitive tab content: it has no body")
  }

  /// Resolves one tab per element, in order.
  public static func _makeTabs(content: Self, inputs: _ViewInputs) {
    for element in content.data {
      var elementInputs = inputs
      elementInputs.identity = inputs.identity.appending(identifier: content.idForElement(element))
      Content._makeTabs(content: content.content(element), inputs: elementInputs)
    }
  }
}

extension DefaultTabLabel: TabItemLabelParts {
  var tabItemIcon: AnyView { AnyView(icon) }
  var tabItemTitle: Text? { title }
}

/// Sets a tab's badge and tag, when it has them.
nonisolated struct TabTraitsModifier: PrimitiveViewModifier {
  let badge: Text?
  let tag: (any ViewTag)?

  static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let context = inputs.context
    var made: [NodeID] = []
    context.forEachMade(inputs: inputs, content: body) { made.append($0) }
    if let badge = modifier.badge { context.setTrait(BadgeTraitKey.self, badge, on: made) }
    if let tag = modifier.tag { context.setTrait(TagTraitKey.self, tag, on: made) }
  }
}
