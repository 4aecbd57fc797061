import Foundation

/// A result builder that constructs views from closures.
///
/// Supports any number of children, `if`, `if`/`else`, `switch`, optional binding and
/// `#available` checks.
@resultBuilder
public enum ViewBuilder {
  /// Passes a single view through.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An empty block builds an `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view builds that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views builds a `TupleView` of them.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView(repeat each content)
  }

  /// An `if` without `else` builds an optional view.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`/`else` or the first case of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch of an `if`/`else` or a later case of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content under an `if #available` check.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
