import Foundation

extension EnvironmentValues {
  /// The maximum number of lines text can occupy, or `nil` for no limit.
  @Entry public var lineLimit: Int?

  /// The number of lines whose height text occupies even when it needs fewer.
  @Entry var reservedLineCount: Int = 0

  /// Where text that does not fit is elided: at the tail by default.
  @Entry public var truncationMode: Text.TruncationMode = .tail

  /// How the lines of multiline text are aligned: leading by default.
  @Entry public var multilineTextAlignment: TextAlignment = .leading

  /// Extra space between lines of text, in points.
  @Entry public var lineSpacing: CGFloat = 0

  /// The font weight `fontWeight(_:)` sets for text in the view.
  @Entry var fontWeight: Font.Weight?
}

nonisolated extension View {
  /// Limits text in the view to `number` lines; `nil` removes the limit.
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number).environment(\.reservedLineCount, 0)
  }

  /// Limits text to `limit` lines, reserving the height of all of them if `reservesSpace`.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environment(\.lineLimit, limit).environment(\.reservedLineCount, reservesSpace ? limit : 0)
  }

  /// Lets text occupy between `limit.lowerBound` and `limit.upperBound` lines.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    environment(\.lineLimit, limit.upperBound).environment(\.reservedLineCount, limit.lowerBound)
  }

  /// Lets text occupy at least `limit.lowerBound` lines.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    environment(\.lineLimit, nil).environment(\.reservedLineCount, limit.lowerBound)
  }

  /// Lets text occupy at most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    environment(\.lineLimit, limit.upperBound).environment(\.reservedLineCount, 0)
  }

  /// Sets where text that does not fit is elided.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// Sets how the lines of multiline text are aligned.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Adds `lineSpacing` points between lines of text.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing)
  }

  /// Sets the weight of text in the view.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    environment(\.fontWeight, weight)
  }
}
