import Foundation

/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// ```swift
/// struct EditingItems: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///         ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
///     }
/// }
/// ```
///
/// Fidelity: partial — items reach the navigation stack as preferences of the screen that
/// declares them and are drawn in the slots docs/iOSControls.md §8 describes; customization
/// (`ToolbarItem(id:)`) is accepted and not offered.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of content representing the body of this toolbar content.
  associatedtype Body: ToolbarContent

  /// The composition of content that comprise the toolbar content.
  @ToolbarContentBuilder var body: Body { get }

  /// Appends the items this content declares to `items`. Not for use by apps.
  nonisolated static func _makeToolbarItems(content: Self, into items: inout [_ToolbarItemEntry])
}

nonisolated extension ToolbarContent {
  /// Appends the items of the body.
  public static func _makeToolbarItems(content: Self, into items: inout [_ToolbarItemEntry]) {
    Body._makeToolbarItems(content: content.body, into: &items)
  }
}

/// Conforming types represent toolbar content that people can customize; Trellis draws it as
/// it is declared.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

nonisolated extension Never: ToolbarContent, CustomizableToolbarContent {
  /// Never called: `Never` is the body of primitive toolbar content.
  public static func _makeToolbarItems(content: Never, into items: inout [_ToolbarItemEntry]) {}
}

/// Toolbar content with no body: one Trellis turns into items itself.
nonisolated protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {}

nonisolated extension PrimitiveToolbarContent {
  /// Primitive toolbar content has no body; asking for one is a programming error.
  public var body: Never {
    preconditionFailure("\(Self.self) is primitive toolbar content: it has no body")
  }
}

/// One item of a toolbar: what it shows and where. Not for use by apps.
public struct _ToolbarItemEntry {
  /// Where the item goes.
  let placement: ToolbarItemPlacement
  /// The item's views; a group's views are several elements of the slot's row.
  let content: AnyView
  /// Whether the item is a `ToolbarSpacer`: in iOS 26's design it separates glass groups.
  var isSpacer = false
}

/// A result builder that constructs toolbar content from closures.
@resultBuilder
public enum ToolbarContentBuilder {
  /// Passes a single item through.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

  /// An empty block builds no item.
  public static func buildBlock() -> TupleToolbarContent<()> { TupleToolbarContent() }

  /// A block of one item builds that item.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

  /// A block of several items builds a tuple of them.
  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> TupleToolbarContent<(repeat each Content)> {
    TupleToolbarContent(repeat each content)
  }

  /// An `if` without `else` builds optional content.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ToolbarConditionalContent<TrueContent, FalseContent> {
    _ToolbarConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ToolbarConditionalContent<TrueContent, FalseContent> {
    _ToolbarConditionalContent(storage: .falseContent(second))
  }

  /// Content under an `if #available` check.
  public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// Toolbar content made of several items: what a `@ToolbarContentBuilder` block builds.
nonisolated public struct TupleToolbarContent<T>: PrimitiveToolbarContent, CustomizableToolbarContent {
  /// Appends each element's items in turn.
  let makeItems: (inout [_ToolbarItemEntry]) -> Void

  init() where T == () {
    makeItems = { _ in }
  }

  init<each Content: ToolbarContent>(_ content: repeat each Content) where T == (repeat each Content) {
    var appenders: [(inout [_ToolbarItemEntry]) -> Void] = []
    for element in repeat each content {
      appenders.append { Self.append(element, into: &$0) }
    }
    makeItems = { items in
      for append in appenders { append(&items) }
    }
  }

  private static func append<C: ToolbarContent>(_ content: C, into items: inout [_ToolbarItemEntry]) {
    C._makeToolbarItems(content: content, into: &items)
  }

  /// Appends each element's items in turn.
  public static func _makeToolbarItems(content: Self, into items: inout [_ToolbarItemEntry]) {
    content.makeItems(&items)
  }
}

/// Toolbar content that is one of two: what an `if`/`else` builds.
nonisolated public struct _ToolbarConditionalContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
  PrimitiveToolbarContent, CustomizableToolbarContent
{
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  /// Appends the items of the branch taken.
  public static func _makeToolbarItems(content: Self, into items: inout [_ToolbarItemEntry]) {
    switch content.storage {
    case .trueContent(let content): TrueContent._makeToolbarItems(content: content, into: &items)
    case .falseContent(let content): FalseContent._makeToolbarItems(content: content, into: &items)
    }
  }
}

nonisolated extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: ToolbarContent {
  /// Never called: optional toolbar content is primitive.
  public var body: Never {
    preconditionFailure("Optional toolbar content is primitive: it has no body")
  }

  /// Appends the wrapped content's items, if there is content.
  public static func _makeToolbarItems(content: Self, into items: inout [_ToolbarItemEntry]) {
    if let content { Wrapped._makeToolbarItems(content: content, into: &items) }
  }
}

nonisolated extension ForEach: ToolbarContent, CustomizableToolbarContent where Content: ToolbarContent {
  /// Never called: `ForEach` is primitive toolbar content.
  public var body: Never {
    preconditionFailure("ForEach is primitive toolbar content: it has no body")
  }

  /// Appends the items of each element, in order.
  public static func _makeToolbarItems(content: Self, into items: inout [_ToolbarItemEntry]) {
    for element in content.data { Content._makeToolbarItems(content: content.content(element), into: &items) }
  }
}
