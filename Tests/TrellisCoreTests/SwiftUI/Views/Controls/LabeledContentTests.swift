import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// LabeledContent: the label at the leading edge, the value at the trailing edge in the
/// secondary colour, the row filling the width (docs/iOSControls.md §5 Toggle, "Structure").
/// Fixed advances: a body character is 8.5 wide, a body line 21 tall.
@MainActor
@Suite("Controls: LabeledContent")
struct LabeledContentTests {
  private func nameAda() -> some View {
    LabeledContent {
      Text("Ada").accessibilityIdentifier("value")
    } label: {
      Text("Name").accessibilityIdentifier("label")
    }
    .accessibilityIdentifier("row")
  }

  @Test("The row fills the width: the label at the leading edge, the value at the trailing edge")
  func fillsTheWidth() {
    let host = row(nameAda())
    #expect(host.frame(of: "row") == rect(0, 0, 390, 21))
    #expect(host.frame(of: "label") == rect(0, 0, 34, 21))
    // "Ada" is 25.5 wide, 26 on the pixel grid, flush with the trailing edge.
    #expect(host.frame(of: "value") == rect(364, 0, 26, 21))
  }

  @Test("A taller value centres the label vertically")
  func centresVertically() {
    let host = row(
      LabeledContent {
        Color.red.frame(width: 40, height: 41)
      } label: {
        Text("Name").accessibilityIdentifier("label")
      })
    #expect(host.frame(of: "label") == rect(0, 10, 34, 21))
  }

  @Test("The value is drawn in the secondary colour, the label in the primary")
  func valueIsSecondary() {
    let drawing = row(LabeledContent("Name", value: "Ada")).drawing
    #expect(drawing.contains("text \"Name\" (0, 0, 34, 21) #000000FF"))
    #expect(drawing.contains("text \"Ada\" (364, 0, 26, 21) #3C3C4399"))
  }

  @Test("A colour set around the labeled content wins over the secondary colour")
  func colourAroundWins() {
    let drawing = row(LabeledContent("Name", value: "Ada").foregroundStyle(Color.red)).drawing
    #expect(drawing.contains("text \"Ada\" (364, 0, 26, 21) #FF3B30FF"))
  }

  @Test("A long label wraps and stays 8 points from the value")
  func longLabelWraps() {
    let host = row(
      LabeledContent {
        Text("Value").accessibilityIdentifier("value")
      } label: {
        Text("A title long enough to wrap").accessibilityIdentifier("label")
      },
      width: 200)
    let label = host.frame(of: "label")!
    let value = host.frame(of: "value")!
    // Two lines of 20.287, 22 apart (`.body`'s leading): 42.287, 43 on the pixel grid; the value
    // is centred beside them.
    #expect(value == rect(157, 11, 43, 21))
    #expect(label.height == 43)
    #expect(value.minX - label.maxX >= 8)
  }

  @Test("labelsHidden() leaves only the value, at its own size")
  func labelsHiddenLeavesTheValue() {
    let host = row(nameAda().labelsHidden())
    #expect(host.frame(of: "row") == rect(0, 0, 26, 21))
    #expect(host.frame(of: "label") == nil)
  }

  @Test("A value made with a format style shows the formatted text")
  func formattedValue() {
    let drawing = row(LabeledContent("Count", value: 42, format: .number)).drawing
    #expect(drawing.contains("text \"42\""))
  }

  private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 2) {
        configuration.label
        configuration.content
      }
    }
  }

  @Test("A custom style arranges the label and the value")
  func customStyle() {
    let host = row(nameAda().labeledContentStyle(StackedStyle()))
    #expect(host.frame(of: "label") == rect(0, 0, 34, 21))
    #expect(host.frame(of: "value") == rect(0, 23, 26, 21))
  }

  private struct PaddedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      LabeledContent(configuration).padding(10)
    }
  }

  @Test("LabeledContent(configuration) in a style draws with the next style out")
  func configurationUsesTheNextStyle() {
    let host = row(nameAda().labeledContentStyle(PaddedStyle()))
    #expect(host.frame(of: "row") == rect(0, 0, 390, 41))
    #expect(host.frame(of: "label") == rect(10, 10, 34, 21))
    #expect(host.frame(of: "value") == rect(354, 10, 26, 21))
  }

  @Test("The innermost style wins; the label and value still see the styles around them")
  func innermostStyleWins() {
    let host = row(
      nameAda().labeledContentStyle(StackedStyle()).labeledContentStyle(PaddedStyle()))
    #expect(host.frame(of: "value") == rect(0, 23, 26, 21))
  }
}
