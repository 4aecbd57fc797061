import Testing
import TrellisCore
import TrellisCoreTestSupport
import TrellisSeeds

// "Everything You Should Know About Spacer" (seed 003): its usage examples, verbatim, each
// wrapped in a view. Text at 1× with the fixed-advance measurer: 8.5 points a character at
// 17 points, lines 20.287 → 21 tall.

@MainActor
@Suite("Seed: Spacer internals")
struct SpacerInternalsSeedTests {
  @Test("A Spacer between two texts in an HStack pushes them to the edges")
  func spacerPushesTextsApart() throws {
    let root = try #require(LayoutHost(Seeds.spacerArticle(.leftRight), size: phone).root)
    #expect(root.frames(named: "Text") == [rect(0, 411.5, 34, 21), rect(347, 411.5, 43, 21)])
    #expect(root.frame(named: "Spacer") == rect(34, 422, 313, 0))
  }

  @Test("A spacer is sized from its minimum length when the stack has no room to give")
  func spacerKeepsMinimumLength() throws {
    let root = try #require(LayoutHost(Seeds.spacerArticle(.leftRight), size: CGSize(width: 60, height: 100)).root)
    // 60 points: the spacer's 8 is reserved first, the texts share 52 and wrap.
    #expect(root.frame(named: "Spacer")?.width == 8)
  }

  @Test("_TextBaselineRelativeSpacer runs from the title's baseline to the subtitle's baseline")
  func baselineRelativeSpacerReachesIntoText() throws {
    // largeTitle (34 pt): 85 × 41, baseline 34 × 1950/2048 = 32.373 from its top.
    // caption (12 pt): 48 × 15, baseline 12 × 1950/2048 = 11.426 from its top.
    // Text's baseline spacing reaches from each edge to the nearer baseline, so the spacer
    // starts on the title's baseline and ends on the subtitle's.
    let root = try #require(LayoutHost(Seeds.spacerArticle(.baselineRelativeColumn), size: phone).root)
    let spacer = try #require(root.frame(named: "_TextBaselineRelativeSpacer"))
    let texts = root.frames(named: "Text")
    #expect(texts.map(\.size) == [CGSize(width: 85, height: 41), CGSize(width: 48, height: 15)])
    #expect(abs(spacer.minY - (texts[0].minY + 34.0 * 1950 / 2048)) < 1e-9)
    #expect(abs(spacer.maxY - (texts[1].minY + 12.0 * 1950 / 2048)) < 1e-9)
    #expect(texts[0].minY == 0 && texts[1].maxY == 844)
  }

  @Test("_HSpacer expands horizontally in an HStack inside a VStack")
  func hSpacerExpandsHorizontally() throws {
    let root = try #require(LayoutHost(Seeds.spacerArticle(.hSpacer), size: phone).root)
    #expect(root.frame(named: "_HSpacer") == rect(43, 422, 321, 0))
    #expect(root.frames(named: "Text") == [rect(0, 411.5, 43, 21), rect(364, 411.5, 26, 21)])
  }

  @Test("_HSpacer keeps its minimum width when the stack is ideal-sized")
  func hSpacerMinimumWidth() throws {
    let root = try #require(LayoutHost(Seeds.spacerArticle(.hSpacer).fixedSize(), size: phone).root)
    #expect(root.frame(named: "_HSpacer")?.width == 50)
  }

  @Test("_VSpacer expands vertically in a VStack inside an HStack")
  func vSpacerExpandsVertically() throws {
    // The column is as wide as "Bottom" (51), centred at x = 169.5; the spacer, 0 wide, at its middle.
    let root = try #require(LayoutHost(Seeds.spacerArticle(.vSpacer), size: phone).root)
    #expect(root.frame(named: "_VSpacer") == rect(195, 21, 0, 802))
    #expect(root.frames(named: "Text") == [rect(182, 0, 26, 21), rect(169.5, 823, 51, 21)])
  }

  @Test("Spacer(minLength:) expands along each stack's own axis")
  func publicSpacerFollowsStackAxis() throws {
    let root = try #require(LayoutHost(Seeds.spacerArticle(.publicSpacer), size: phone).root)
    let spacers = root.frames(named: "Spacer")
    #expect(spacers.count == 2)
    // In the HStack: horizontal, between "Label:" (51) and "Value" (42.5 → 43).
    #expect(spacers[0].width == 296 && spacers[0].height == 0)
    // In the inner VStack: vertical, taking the height the row leaves.
    #expect(spacers[1].width == 0 && spacers[1].height > 12)
    let texts = root.frames(named: "Text")
    #expect(texts[0].minX == 0 && texts[1].maxX == 390)
    #expect(texts[3].maxY == 844)
  }
}
