import Testing
import TrellisCore
import TrellisCoreTestSupport
import TrellisSeeds

// Apple's `Spacer` page (seeds 000 and 001): the four `ChecklistRow` samples, verbatim.
// Each sample declares the same type name, so each lives in its own namespace.

// With the fixed-advance measurer at 1×: the checkmark is 17 × 17 (one em of the body
// font), "Milk" is 4 × 8.5 = 34 wide and 20.287 → 21 tall; image and text are 8 apart.
@MainActor
@Suite("Seed: Apple's Spacer page")
struct SpacerSeedTests {
  @Test("A stack without a spacer hugs the ideal widths of its content and is centred")
  func stackWithoutSpacerHugsContent() throws {
    let root = try #require(LayoutHost(Seeds.checklistRow(.noSpacer, name: "Milk"), size: phone).root)
    #expect(root.frame(named: "HStack") == rect(165.5, 411.5, 59, 21))
    #expect(root.frame(named: "Image") == rect(165.5, 413.5, 17, 17))
    #expect(root.frame(named: "Text") == rect(190.5, 411.5, 34, 21))
    #expect(root.frame(named: "Rectangle blue strokeBorder") == rect(165.5, 411.5, 59, 21))
  }

  @Test("A spacer before the image pushes image and text to the trailing edge")
  func spacerFirstPushesContentTrailing() throws {
    let root = try #require(LayoutHost(Seeds.checklistRow(.spacerFirst, name: "Milk"), size: phone).root)
    #expect(root.frame(named: "HStack") == rect(0, 411.5, 390, 21))
    #expect(root.frame(named: "Spacer") == rect(0, 422, 331, 0))
    #expect(root.frame(named: "Image") == rect(331, 413.5, 17, 17))
    #expect(root.frame(named: "Text") == rect(356, 411.5, 34, 21))
  }

  @Test("A spacer between image and text pushes them to the stack's two edges")
  func spacerBetweenPushesToEdges() throws {
    let root = try #require(LayoutHost(Seeds.checklistRow(.spacerBetween, name: "Milk"), size: phone).root)
    #expect(root.frame(named: "HStack") == rect(0, 411.5, 390, 21))
    #expect(root.frame(named: "Image") == rect(0, 413.5, 17, 17))
    #expect(root.frame(named: "Spacer") == rect(17, 422, 339, 0))
    #expect(root.frame(named: "Text") == rect(356, 411.5, 34, 21))
  }

  @Test("Two outer spacers share the free width evenly and keep the content together, centred")
  func twoSpacersCentreContent() throws {
    let root = try #require(LayoutHost(Seeds.checklistRow(.twoSpacers, name: "Milk"), size: phone).root)
    #expect(root.frame(named: "HStack") == rect(0, 411.5, 390, 21))
    #expect(root.frames(named: "Spacer") == [rect(0, 422, 165.5, 0), rect(224.5, 422, 165.5, 0)])
    #expect(root.frame(named: "Image") == rect(165.5, 413.5, 17, 17))
    #expect(root.frame(named: "Text") == rect(190.5, 411.5, 34, 21))
  }

  @Test("The border is drawn over the stack's bounds, whatever they are")
  func borderFollowsStackBounds() throws {
    for root in [
      LayoutHost(Seeds.checklistRow(.noSpacer, name: "Eggs"), size: phone).root,
      LayoutHost(Seeds.checklistRow(.spacerBetween, name: "Eggs"), size: phone).root,
    ] {
      let tree = try #require(root)
      #expect(tree.frame(named: "Rectangle blue strokeBorder") == tree.frame(named: "HStack"))
    }
  }
}
