import Testing
import TrellisCore
import TrellisCoreTestSupport
import TrellisSeeds

// "Laying out a simple view" (seed 004): the five `MessageRow` samples, verbatim. The seed
// leaves `Message` to the reader; this is the smallest model the samples compile against.

// Fixed-advance text at 1×: "AB" is 17 × 21, "Lunch?" 51 × 21; the pair is 8 apart.
private let lunch = (initials: "AB", content: "Lunch?")

@MainActor
@Suite("Seed: Laying out a simple view")
struct MessageRowSeedTests {
  @Test("Without a frame the circle takes all the width the text leaves it")
  func circleFillsAvailableSpace() throws {
    // The text is less flexible, so it is sized first (51); the ZStack gets 390 − 8 − 51 = 331,
    // and the circle is the largest square that fits: 331 × 331.
    let root = try #require(LayoutHost(Seeds.messageRow(.plain, initials: lunch.initials, content: lunch.content), size: phone).root)
    #expect(root.frame(named: "HStack") == rect(0, 256.5, 390, 331))
    #expect(root.frame(named: "Circle") == rect(0, 256.5, 331, 331))
    #expect(root.frames(named: "Text") == [rect(157, 411.5, 17, 21), rect(339, 411.5, 51, 21)])
  }

  @Test("frame(width: 40) limits the circle and gives the text the rest of the row")
  func widthFrameLimitsCircle() throws {
    let root = try #require(LayoutHost(Seeds.messageRow(.width40, initials: lunch.initials, content: lunch.content), size: phone).root)
    #expect(root.frame(named: "HStack") == rect(145.5, 402, 99, 40))
    #expect(root.frame(named: "frame(width: 40)") == rect(145.5, 402, 40, 40))
    #expect(root.frame(named: "Circle") == rect(145.5, 402, 40, 40))
    #expect(root.frame(named: "Text \"Lunch?\"") == rect(193.5, 411.5, 51, 21))
  }

  // The seed's screenshots predate iOS 16: then a Circle took its whole proposal, so a
  // width-only frame grew to the row's height and the tops did not seem to align. Since
  // iOS 16 `Circle.sizeThatFits(_:)` answers the square of the smaller proposed side
  // (Apple's `Circle` documentation lists the override; OpenSwiftUI `Shapes.swift`), so the
  // width-only frame is already 40 × 40. Trellis models the current behaviour.
  @Test("Top alignment puts the circle's top on the text's top (a Circle is square since iOS 16)")
  func topAlignmentAlignsTops() throws {
    let root = try #require(LayoutHost(Seeds.messageRow(.topAligned, initials: lunch.initials, content: lunch.content), size: phone).root)
    #expect(root.frame(named: "Circle") == rect(145.5, 402, 40, 40))
    #expect(root.frame(named: "Text \"Lunch?\"") == rect(193.5, 402, 51, 21))
  }

  @Test("A shape that takes its whole proposal grows a width-only frame to the row's height, as the seed describes")
  func greedyShapeGrowsWidthOnlyFrame() throws {
    let row = HStack(alignment: .top) {
      ZStack {
        Rectangle().fill(Color.yellow)
        Text("AB")
      }
      .frame(width: 40)
      Text("Lunch?")
    }
    let root = try #require(LayoutHost(row, size: phone).root)
    #expect(root.frame(named: "frame(width: 40)") == rect(145.5, 0, 40, 844))
    #expect(root.frame(named: "Text \"Lunch?\"") == rect(193.5, 0, 51, 21))
  }

  @Test("frame(width: 40, height: 40) fixes both dimensions and the tops align")
  func squareFrameAlignsTops() throws {
    let root = try #require(LayoutHost(Seeds.messageRow(.square, initials: lunch.initials, content: lunch.content), size: phone).root)
    #expect(root.frame(named: "HStack") == rect(145.5, 402, 99, 40))
    #expect(root.frame(named: "Circle") == rect(145.5, 402, 40, 40))
    #expect(root.frame(named: "Text \"AB\"") == rect(157, 411.5, 17, 21))
    #expect(root.frame(named: "Text \"Lunch?\"") == rect(193.5, 402, 51, 21))
  }

  @Test("Horizontal padding adds 16 points on each side of the row, and the row stays centred")
  func horizontalPaddingAddsSixteen() throws {
    let root = try #require(LayoutHost(Seeds.messageRow(.padded, initials: lunch.initials, content: lunch.content), size: phone).root)
    #expect(root.frame(named: "padding(0, 16, 0, 16)") == rect(129.5, 402, 131, 40))
    #expect(root.frame(named: "HStack") == rect(145.5, 402, 99, 40))
  }

  @Test("A long message wraps within the width the circle leaves, and the row grows to its lines")
  func longMessageWraps() throws {
    // 60 characters at 8.5 points do not fit the 342 points left of 390 − 40 − 8 (40
    // characters): the first line breaks after eight words (39 characters, 331.5 → 332 wide),
    // the second holds the rest; two lines 22 apart (`.body`'s leading) are 42.287 → 43 tall.
    let message = (initials: "AB", content: String(repeating: "word ", count: 11) + "words")
    let root = try #require(LayoutHost(Seeds.messageRow(.square, initials: message.initials, content: message.content), size: phone).root)
    #expect(root.frame(named: "HStack") == rect(5, 400.5, 380, 43))
    #expect(root.frame(named: "Text \"word") == rect(53, 400.5, 332, 43))
  }
}
