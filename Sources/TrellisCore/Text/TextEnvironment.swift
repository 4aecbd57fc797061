import Foundation

private struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

private struct ReservedLineCountKey: EnvironmentKey {
  static let defaultValue = 0
}

private struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

private struct LineSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

private struct FontWeightKey: EnvironmentKey {
  static let defaultValue: Font.Weight? = nil
}

extension EnvironmentValues {
  /// The maximum number of lines text can occupy, or `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The number of lines whose height text occupies even when it needs fewer.
  var reservedLineCount: Int {
    get { self[ReservedLineCountKey.self] }
    set { self[ReservedLineCountKey.self] = newValue }
  }

  /// Where text that does not fit is elided: at the tail by default.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// How the lines of multiline text are aligned: leading by default.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// Extra space between lines of text, in points.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// The font weight `fontWeight(_:)` sets for text in the view.
  var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }
}

extension View {
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
