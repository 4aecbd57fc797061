import Foundation
import Trellis

/// A type that makes up the content of a chart: marks, groups of marks and your own compositions.
///
/// ```swift
/// struct Threshold: ChartContent {
///     var body: some ChartContent {
///         RuleMark(y: .value("Goal", 8_000)).foregroundStyle(.red)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ChartContent {
  /// The type of content of this content's body.
  associatedtype Body: ChartContent
  /// The content this content is made of.
  @ChartContentBuilder var body: Body { get }
}

/// Content that adds its marks itself instead of through a body.
@MainActor
package protocol PrimitiveChartContent {
  /// Appends the content's marks to `marks`.
  func collectMarks(into marks: inout [MarkRecord])
}

extension Never: ChartContent {
  /// Never has content.
  public var body: Never { fatalError("Never has no chart content") }
}

extension ChartContent {
  /// The marks the content is made of, in order.
  package func marks() -> [MarkRecord] {
    var marks: [MarkRecord] = []
    collect(into: &marks, depth: 0)
    return marks
  }

  func collect(into marks: inout [MarkRecord], depth: Int) {
    if let primitive = self as? any PrimitiveChartContent {
      primitive.collectMarks(into: &marks)
    } else if Body.self != Never.self, depth < 64 {
      body.collect(into: &marks, depth: depth + 1)
    }
  }
}

/// Builds chart content from the marks, `ForEach`, `if` and `switch` statements in a closure.
@resultBuilder
public enum ChartContentBuilder {
  /// One piece of content.
  public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
  /// No content.
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
  /// One piece of content.
  public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
  /// Several pieces of content, in order.
  public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
    TupleChartContent(repeat each content)
  }
  /// Content made only when a condition holds.
  public static func buildIf<C: ChartContent>(_ content: C?) -> C? { content }
  /// The content of the branch taken, when the condition holds.
  public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> ConditionalChartContent<T, F> {
    ConditionalChartContent(storage: .first(first))
  }
  /// The content of the branch taken, when the condition does not hold.
  public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> ConditionalChartContent<T, F> {
    ConditionalChartContent(storage: .second(second))
  }
  /// Content of an `if #available` branch.
  @MainActor public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent {
    AnyChartContent(content)
  }
}

/// Chart content with no marks.
nonisolated public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
  /// Chart content with no marks.
  nonisolated public init() {}
  /// Primitive content has no body.
  public var body: Never { fatalError("EmptyChartContent is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) {}
}

/// Several pieces of chart content, in order.
nonisolated public struct TupleChartContent<each C: ChartContent>: ChartContent, PrimitiveChartContent {
  let content: (repeat each C)
  nonisolated init(_ content: repeat each C) { self.content = (repeat each content) }
  /// Primitive content has no body.
  public var body: Never { fatalError("TupleChartContent is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) {
    for piece in repeat each content { piece.collect(into: &marks, depth: 0) }
  }
}

/// The content of one branch of an `if`/`else` or `switch`.
nonisolated public struct ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent,
  PrimitiveChartContent
{
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }
  let storage: Storage
  nonisolated init(storage: Storage) { self.storage = storage }
  /// Primitive content has no body.
  public var body: Never { fatalError("ConditionalChartContent is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) {
    switch storage {
    case .first(let content): content.collect(into: &marks, depth: 0)
    case .second(let content): content.collect(into: &marks, depth: 0)
    }
  }
}

extension Optional: ChartContent where Wrapped: ChartContent {
  /// Primitive content has no body.
  public var body: Never { fatalError("Optional is primitive chart content") }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) {
    if let self { self.collect(into: &marks, depth: 0) }
  }
}

/// Chart content of a type that is not known until run time.
nonisolated public struct AnyChartContent: ChartContent, PrimitiveChartContent {
  let makeMarks: @MainActor () -> [MarkRecord]
  /// Wraps `content`.
  @MainActor public init(_ content: any ChartContent) { makeMarks = { content.marks() } }
  /// Wraps `content`.
  @MainActor public init(erasing content: some ChartContent) { makeMarks = { content.marks() } }
  /// Primitive content has no body.
  public var body: Never { fatalError("AnyChartContent is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks += makeMarks() }
}

extension ForEach: ChartContent where Content: ChartContent {
  /// Primitive content has no body.
  public var body: Never { fatalError("ForEach is primitive chart content") }

  /// Chart content made from each element of a collection of identifiable data.
  nonisolated public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.init(data: data, id: { $0.id }, content: content)
  }

  /// Chart content made from each element of a collection whose elements a key path identifies.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, id: { $0[keyPath: id] }, content: content)
  }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) {
    for element in data { content(element).collect(into: &marks, depth: 0) }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
  /// Chart content made from each integer of a range.
  nonisolated public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, id: { $0 }, content: content, identifiersAreDistinct: true)
  }
}

/// A group of chart content, as one piece (`Plot { … }`).
///
/// ```swift
/// Chart {
///     Plot {
///         ForEach(data) { LineMark(x: .value("Day", $0.day), y: .value("Value", $0.value)) }
///     }
///     .foregroundStyle(.purple)
/// }
/// ```
nonisolated public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  let content: Content
  /// Groups the content of `content`.
  nonisolated public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
  /// Primitive content has no body.
  public var body: Never { fatalError("Plot is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { content.collect(into: &marks, depth: 0) }
}
