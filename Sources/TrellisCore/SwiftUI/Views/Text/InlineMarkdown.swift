import Foundation

/// The inline Markdown SwiftUI styles in a `Text`'s localized key: `**strong**` and `__strong__`
/// (bold), `*emphasis*` and `_emphasis_` (italic), `~~strikethrough~~`, `` `code` ``
/// (monospaced) and `[links](https://example.com)` (tinted), with backslash escapes.
///
/// Delimiters follow CommonMark's flanking rules in a simplified form: an opening run is
/// followed by a non-space, a closing run preceded by one, and `_` does not open or close
/// inside a word. A delimiter with no partner — `**unbalanced` — is shown as it is, as SwiftUI
/// shows it; nothing here can fail.
///
/// Fidelity: partial — CommonMark's full delimiter algorithm (rule of three, runs split between
/// openers) is simplified; block syntax (headings, lists) is shown literally, as SwiftUI's
/// inline-only parsing does.
enum InlineMarkdown {
  /// The styles one piece of text has.
  struct Style: Equatable {
    var isBold = false
    var isItalic = false
    var isStrikethrough = false
    var isCode = false
    var link: URL?

    /// `run` with these styles added.
    func applied(to run: Text.Run) -> Text.Run {
      var run = run
      if isBold { run.isBold = true }
      if isItalic { run.isItalic = true }
      if isStrikethrough { run.strikethrough = .single }
      if isCode { run.isMonospaced = true }
      if let link { run.link = link }
      return run
    }
  }

  /// The characters that can start Markdown; a key without any is one plain piece.
  private static let specials: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

  /// The pieces of `source` with their styles, adjacent pieces of one style merged.
  static func parse(_ source: String) -> [(String, Style)] {
    guard source.contains(where: specials.contains) else { return [(source, Style())] }
    let characters = Array(source)
    var pieces: [(String, Style)] = []
    for (text, style) in parse(characters[...], Style()) where !text.isEmpty {
      if let last = pieces.last, last.1 == style {
        pieces[pieces.count - 1].0 += text
      } else {
        pieces.append((text, style))
      }
    }
    return pieces
  }

  private static func parse(_ s: ArraySlice<Character>, _ style: Style) -> [(String, Style)] {
    var pieces: [(String, Style)] = []
    var buffer = ""
    func flush() {
      if !buffer.isEmpty { pieces.append((buffer, style)) }
      buffer = ""
    }
    var i = s.startIndex
    while i < s.endIndex {
      let c = s[i]
      if c == "\\", i + 1 < s.endIndex, s[i + 1].isASCII, s[i + 1].isPunctuation || s[i + 1].isSymbol {
        buffer.append(s[i + 1])
        i += 2
        continue
      }
      let run = runLength(s, i)
      if c == "`" {
        if let close = closingBackticks(s, from: i + run, length: run) {
          flush()
          var code = String(s[(i + run)..<close])
          if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
            code = String(code.dropFirst().dropLast())
          }
          var codeStyle = style
          codeStyle.isCode = true
          pieces.append((code, codeStyle))
          i = close + run
        } else {
          buffer += String(repeating: "`", count: run)
          i += run
        }
        continue
      }
      if c == "*" || c == "_" || (c == "~" && run == 2) {
        let length = c == "~" ? 2 : Swift.min(run, 3)
        if run <= 3, canOpen(s, i, run: run, delimiter: c),
          let close = closingDelimiter(s, from: i + run, delimiter: c, length: length)
        {
          flush()
          var inner = style
          switch (c, length) {
          case ("~", _): inner.isStrikethrough = true
          case (_, 1): inner.isItalic = true
          case (_, 2): inner.isBold = true
          default:
            inner.isBold = true
            inner.isItalic = true
          }
          pieces += parse(s[(i + length)..<close], inner)
          i = close + length
        } else {
          buffer += String(repeating: String(c), count: run)
          i += run
        }
        continue
      }
      if c == "[", let (label, url, end) = link(s, i) {
        flush()
        var inner = style
        inner.link = url
        pieces += parse(label, inner)
        i = end
        continue
      }
      buffer.append(c)
      i += 1
    }
    flush()
    return pieces
  }

  /// The number of copies of `s[i]` starting at `i`.
  private static func runLength(_ s: ArraySlice<Character>, _ i: Int) -> Int {
    var end = i
    while end < s.endIndex && s[end] == s[i] { end += 1 }
    return end - i
  }

  /// Whether the run of `delimiter` at `i` can open: followed by a non-space, and for `_` not
  /// preceded by a letter or digit.
  private static func canOpen(_ s: ArraySlice<Character>, _ i: Int, run: Int, delimiter: Character) -> Bool {
    guard i + run < s.endIndex, !s[i + run].isWhitespace else { return false }
    if delimiter == "_", i > s.startIndex, s[i - 1].isLetter || s[i - 1].isNumber { return false }
    return true
  }

  /// The start of the run of exactly `length` copies of `delimiter` that closes one opened
  /// before `from`: preceded by a non-space, and for `_` not followed by a letter or digit.
  /// Runs of other lengths belong to nested spans and are skipped.
  private static func closingDelimiter(
    _ s: ArraySlice<Character>, from: Int, delimiter: Character, length: Int
  ) -> Int? {
    var j = from
    while j < s.endIndex {
      if s[j] == "\\" {
        j += 2
        continue
      }
      if s[j] == "`" {
        let run = runLength(s, j)
        j = (closingBackticks(s, from: j + run, length: run) ?? j) + run
        continue
      }
      guard s[j] == delimiter else {
        j += 1
        continue
      }
      let run = runLength(s, j)
      let end = j + run
      let precededBySpace = j == from || s[j - 1].isWhitespace
      let followedByWord = end < s.endIndex && (s[end].isLetter || s[end].isNumber)
      if run == length, !precededBySpace, !(delimiter == "_" && followedByWord) { return j }
      j = end
    }
    return nil
  }

  /// The start of the next run of exactly `length` backticks from `from`.
  private static func closingBackticks(_ s: ArraySlice<Character>, from: Int, length: Int) -> Int? {
    var j = from
    while j < s.endIndex {
      guard s[j] == "`" else {
        j += 1
        continue
      }
      let run = runLength(s, j)
      if run == length { return j }
      j += run
    }
    return nil
  }

  /// A link at `i`: `[label](destination)`, the destination a URL with no spaces (an optional
  /// quoted title after it is dropped). Returns the label, the URL and the index after `)`.
  private static func link(_ s: ArraySlice<Character>, _ i: Int) -> (ArraySlice<Character>, URL, Int)? {
    var depth = 0
    var j = i
    var labelEnd: Int?
    while j < s.endIndex {
      switch s[j] {
      case "\\": j += 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { labelEnd = j }
      default: break
      }
      if labelEnd != nil { break }
      j += 1
    }
    guard let labelEnd, labelEnd + 1 < s.endIndex, s[labelEnd + 1] == "(" else { return nil }
    guard let close = s[(labelEnd + 2)...].firstIndex(of: ")") else { return nil }
    let inside = String(s[(labelEnd + 2)..<close]).trimmingCharacters(in: .whitespaces)
    let destination = inside.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
    let trimmed =
      destination.hasPrefix("<") && destination.hasSuffix(">")
      ? String(destination.dropFirst().dropLast()) : destination
    guard !trimmed.isEmpty, let url = URL(string: trimmed) else { return nil }
    return (s[(i + 1)..<labelEnd], url, close + 1)
  }
}
