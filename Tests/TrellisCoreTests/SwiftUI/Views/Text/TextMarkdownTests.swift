import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// A string literal in `Text` is a `LocalizedStringKey` whose inline Markdown SwiftUI styles.
@MainActor
@Suite("Text: Markdown in localized keys")
struct TextMarkdownTests {
  @Test("Strong, emphasis, strikethrough and code each style their own run")
  func inlineStyles() {
    let runs = drawnRuns(Text("**bold** *italic* ~~gone~~ `code`"))
    #expect(runs.map(\.string) == ["bold", " ", "italic", " ", "gone", " ", "code"])
    #expect(runs[0].font.weight == .semibold)  // body's emphasized weight (HIG)
    #expect(runs[2].font.isItalic)
    #expect(runs[4].strikethrough != nil)
    #expect(runs[6].font.design == .monospaced)
  }

  @Test("A link shows its label in the tint colour and keeps its destination")
  func link() {
    let request = drawnText(Text("Read [the docs](https://example.com/docs)."))
    #expect(request?.string == "Read the docs.")
    #expect(request?.runs[1].link == URL(string: "https://example.com/docs"))
  }

  @Test(
    "Unbalanced markers are shown as written", arguments: ["**bold", "*a", "~~x", "`code", "[label](", "a ** b **"])
  func unbalanced(_ source: String) {
    let request = drawnText(Text(LocalizedStringKey(source)))
    #expect(request?.string == source)
    #expect(request?.runs.allSatisfy { $0.font.weight == .regular && !$0.font.isItalic } == true)
  }

  @Test("A backslash escapes a marker")
  func escapes() {
    #expect(drawnText(Text("\\*not italic\\*"))?.string == "*not italic*")
  }

  @Test("Verbatim text and a String variable are not read as Markdown")
  func verbatim() {
    let string = "**plain**"
    #expect(drawnText(Text(verbatim: "**plain**"))?.string == "**plain**")
    #expect(drawnText(Text(string))?.string == "**plain**")
  }

  @Test("An interpolated string keeps its markers; the literal around it is Markdown")
  func interpolatedString() {
    let name = "*Ann*"
    let runs = drawnRuns(Text("**Hi** \(name)"))
    #expect(runs.map(\.string).joined() == "Hi *Ann*")
    #expect(runs.first?.font.weight == .semibold)
  }

  @Test("A floating-point value is interpolated as %f shows it, as SwiftUI does")
  func interpolatedDouble() {
    #expect(drawnText(Text("Total \(3.5)"))?.string == "Total 3.500000")
  }

  @Test("An interpolated symbol image is one inline run of the text's font")
  func interpolatedImage() {
    let runs = drawnRuns(Text("Rated \(Image(systemName: "star.fill")) 5"))
    #expect(runs.map(\.symbol) == [nil, "star.fill", nil])
    #expect(runs[1].font.pointSize == 17)
  }

  @Test("AttributedString(markdown:) gives the attributes Text draws")
  func attributedMarkdown() throws {
    let attributed = try AttributedString(markdown: "**a** _b_ [c](https://example.com)")
    let runs = drawnRuns(Text(attributed))
    #expect(runs.map(\.string) == ["a", " ", "b", " ", "c"])
    #expect(runs[0].font.weight == .semibold)
    #expect(runs[2].font.isItalic)
    #expect(runs[4].link == URL(string: "https://example.com"))
  }

  @Test("An AttributedString's SwiftUI attributes style its runs")
  func attributedAttributes() {
    var title = AttributedString("Big")
    title.font = .title
    title.foregroundColor = .red
    var rest = AttributedString(" small")
    rest.underlineStyle = .single
    let runs = drawnRuns(Text(title + rest))
    #expect(runs.map(\.font.pointSize) == [28, 17])
    #expect(runs[0].foregroundColor == .red)
    #expect(runs[1].underline != nil)
  }
}
