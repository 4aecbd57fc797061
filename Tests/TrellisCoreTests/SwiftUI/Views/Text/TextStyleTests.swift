import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Text modifiers on `Text` and on views, fonts' variants, case, decorations and redaction.
@MainActor
@Suite("Text: styles, fonts and decorations")
struct TextStyleTests {
  @Test("bold() gives a text style its emphasized weight: Bold for titles, Semibold for the rest (HIG)")
  func emphasizedWeights() {
    #expect(drawnRuns(Text("A").font(.title).bold()).first?.font.weight == .bold)
    #expect(drawnRuns(Text("A").font(.largeTitle.bold())).first?.font.weight == .bold)
    #expect(drawnRuns(Text("A").font(.body).bold()).first?.font.weight == .semibold)
    #expect(drawnRuns(Text("A").font(.system(size: 17)).bold()).first?.font.weight == .bold)
  }

  @Test("Modifiers on a view style every text inside; the text's own win")
  func viewModifiers() {
    let runs = drawnRuns(
      VStack { Text("A").italic(false) }.italic().fontDesign(.serif).underline().kerning(2).baselineOffset(3))
    #expect(runs.first?.font.isItalic == false)
    #expect(runs.first?.font.design == .serif)
    #expect(runs.first?.underline != nil)
    #expect(runs.first?.kerning == 2)
    #expect(runs.first?.baselineOffset == 3)
  }

  @Test("fontDesign leaves a custom family alone")
  func designKeepsCustomFamily() {
    let font = drawnRuns(Text("A").font(.custom("Helvetica", size: 17)).fontDesign(.rounded)).first?.font
    #expect(font?.family == "Helvetica")
    #expect(font?.design == .default)
  }

  @Test("textCase shows text uppercase or lowercase in the environment's locale")
  func textCase() {
    #expect(drawnText(Text("Settings").textCase(.uppercase))?.string == "SETTINGS")
    #expect(drawnText(Text("Settings").textCase(.lowercase))?.string == "settings")
    #expect(drawnText(Text("Settings").textCase(nil))?.string == "Settings")
  }

  @Test("Joining texts with + keeps each part's style")
  func concatenation() {
    let runs = drawnRuns(Text("Bold").bold() + Text(" plain") + Text(" red").foregroundColor(.red))
    #expect(runs.map(\.font.weight) == [.semibold, .regular, .regular])
    #expect(runs[2].foregroundColor == .red)
  }

  @Test("Underline and strikethrough take the text's colour unless given one")
  func decorationColours() {
    let runs = drawnRuns(Text("A").underline(color: .blue).strikethrough().foregroundColor(.red))
    var environment = EnvironmentValues()
    environment.interfaceDesign = .iOS18  // the design the core's test hosts draw
    #expect(runs.first?.underline?.color == Color.blue.resolve(in: environment))
    #expect(runs.first?.strikethrough?.color == Color.red.resolve(in: environment))
  }

  @Test("Width, leading and small caps are carried on the font")
  func fontVariants() {
    let font = drawnRuns(Text("A").font(.body.width(.condensed).leading(.loose).smallCaps())).first?.font
    #expect(font?.width == .condensed)
    #expect(font?.leading == .loose)
    #expect(font?.hasLowercaseSmallCaps == true && font?.hasUppercaseSmallCaps == true)
  }

  @Test("A loose font's line is 2 points taller and a tight one's 2 shorter [uncertain]")
  func leadingChangesLineHeight() {
    func height(_ font: Font) -> CGFloat {
      LayoutHost(Text("A").font(font).accessibilityIdentifier("t"), size: CGSize(width: 390, height: 844)).frame(
        of: "t")?.height ?? 0
    }
    #expect(height(.body.leading(.loose)) == 23)
    #expect(height(.body) == 21)
    #expect(height(.body.leading(.tight)) == 19)
  }

  @Test("A condensed width narrows the text by the width's scale")
  func widthNarrows() {
    let standard = LayoutHost(Text("Hello").accessibilityIdentifier("t"), size: CGSize(width: 390, height: 844)).frame(
      of: "t")
    let condensed = LayoutHost(
      Text("Hello").fontWidth(.condensed).accessibilityIdentifier("t"), size: CGSize(width: 390, height: 844)
    )
    .frame(of: "t")
    #expect(standard?.width == 43)  // 5 × 8.5 = 42.5, rounded up
    #expect(condensed?.width == 36)  // 5 × 8.5 × 0.84 = 35.7
  }

  @Test("Text shrinks to fit down to its minimum scale factor before it truncates")
  func minimumScaleFactor() {
    // 11 characters of 8.5 points are 93.5 wide at 17 points; 60 fits them at about 10.9.
    let size = drawnRuns(Text("Hello world").lineLimit(1).minimumScaleFactor(0.5).frame(width: 60)).first?.font
      .pointSize
    #expect(size.map { $0 < 11 && $0 > 10.5 } == true)
  }

  @Test("minimumScaleFactor outside 0...1 or NaN is reported and clamped", arguments: [CGFloat.nan, -1, 2])
  func badScaleFactor(_ factor: CGFloat) {
    let host = LayoutHost(Text("A").minimumScaleFactor(factor), size: CGSize(width: 100, height: 100))
    #expect(host.runtimeIssues.count == 1)
  }

  @Test("Redacted text is drawn as one rounded bar per line, and unredacted text as text")
  func redaction() {
    let redacted = LayoutHost(Text("Hello").redacted(reason: .placeholder), size: CGSize(width: 100, height: 100))
    #expect(redacted.displayList().description.contains("fill #00000029"))  // primary at 16 %
    #expect(!redacted.displayList().description.contains("text \""))
    let unredacted = LayoutHost(
      Text("Hello").unredacted().redacted(reason: .placeholder), size: CGSize(width: 100, height: 100))
    #expect(unredacted.displayList().description.contains("text \"Hello\""))
  }

  @Test("textSelection is accepted and changes nothing drawn")
  func textSelection() {
    let plain = LayoutHost(Text("Hello"), size: CGSize(width: 100, height: 100)).displayList().description
    let selectable = LayoutHost(Text("Hello").textSelection(.enabled), size: CGSize(width: 100, height: 100))
    #expect(selectable.displayList().description == plain)
  }
}
