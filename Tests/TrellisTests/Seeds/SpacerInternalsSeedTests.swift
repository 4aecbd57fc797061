import Testing
import Trellis

// "Everything You Should Know About Spacer" (seed 003): its usage examples, verbatim, each
// wrapped in a view. Text at 1× with the fixed-advance measurer: 8.5 points a character at
// 17 points, lines 20.287 → 21 tall.

struct LeftRightRow: View {
  var body: some View {
    HStack {
        Text("Left")
        Spacer()  // Expands horizontally in HStack
        Text("Right")
    }
  }
}

struct BaselineRelativeColumn: View {
  var body: some View {
    VStack {
        Text("Title").font(.largeTitle)
        _TextBaselineRelativeSpacer()  // Adjusts based on text baselines
        Text("Subtitle").font(.caption)
    }
  }
}

struct HSpacerExample: View {
  var body: some View {
    VStack {
        HStack {
            Text("Start")
            _HSpacer(minWidth: 50)  // Minimum 50pt horizontal space
            Text("End")
        }
    }
  }
}

struct VSpacerExample: View {
  var body: some View {
    HStack {
        VStack {
            Text("Top")
            _VSpacer(minHeight: 30)  // Minimum 30pt vertical space
            Text("Bottom")
        }
    }
  }
}

struct PublicSpacerExample: View {
  var body: some View {
    // Horizontal spacing in VStack
    VStack {
        HStack {
            Text("Label:")
            Spacer(minLength: 20)  // Same effect as _HSpacer(minWidth: 20)
            Text("Value")
        }
        VStack {
            Text("Title")
            Spacer(minLength: 12)  // Same effect as _VSpacer(minHeight: 12)
            Text("Content")
        }
    }
  }
}

@Suite("Seed: Spacer internals")
struct SpacerInternalsSeedTests {
  @Test("A Spacer between two texts in an HStack pushes them to the edges")
  func spacerPushesTextsApart() throws {
    let root = try #require(LayoutHost(LeftRightRow(), size: phone).root)
    #expect(root.frames(named: "Text") == [rect(0, 411.5, 34, 21), rect(347, 411.5, 43, 21)])
    #expect(root.frame(named: "Spacer") == rect(34, 422, 313, 0))
  }

  @Test("A spacer is sized from its minimum length when the stack has no room to give")
  func spacerKeepsMinimumLength() throws {
    let root = try #require(LayoutHost(LeftRightRow(), size: CGSize(width: 60, height: 100)).root)
    // 60 points: the spacer's 8 is reserved first, the texts share 52 and wrap.
    #expect(root.frame(named: "Spacer")?.width == 8)
  }

  @Test("_TextBaselineRelativeSpacer measures from the texts' baselines")
  func baselineRelativeSpacerReachesIntoText() throws {
    // largeTitle (34 pt): 5 characters × 17 = 85 wide, 40.574 → 41 tall, descender 8.201.
    // caption (12 pt): 8 × 6 = 48 wide, 14.320 → 15 tall, ascender 11.426.
    // The gaps are −8.201 and −11.426, so the spacer is 844 − 41 − 15 + 19.627 = 807.627.
    let root = try #require(LayoutHost(BaselineRelativeColumn(), size: phone).root)
    let spacer = try #require(root.frame(named: "_TextBaselineRelativeSpacer"))
    #expect(abs(spacer.height - 807.627) < 0.001)
    #expect(abs(spacer.minY - (41 - 34 * 494 / 2048)) < 0.001)
    #expect(root.frames(named: "Text").map(\.size) == [CGSize(width: 85, height: 41), CGSize(width: 48, height: 15)])
  }

  @Test("_HSpacer expands horizontally in an HStack inside a VStack")
  func hSpacerExpandsHorizontally() throws {
    let root = try #require(LayoutHost(HSpacerExample(), size: phone).root)
    #expect(root.frame(named: "_HSpacer") == rect(43, 422, 321, 0))
    #expect(root.frames(named: "Text") == [rect(0, 411.5, 43, 21), rect(364, 411.5, 26, 21)])
  }

  @Test("_HSpacer keeps its minimum width when the stack is ideal-sized")
  func hSpacerMinimumWidth() throws {
    let root = try #require(LayoutHost(HSpacerExample().fixedSize(), size: phone).root)
    #expect(root.frame(named: "_HSpacer")?.width == 50)
  }

  @Test("_VSpacer expands vertically in a VStack inside an HStack")
  func vSpacerExpandsVertically() throws {
    // The column is as wide as "Bottom" (51), centred at x = 169.5; the spacer, 0 wide, at its middle.
    let root = try #require(LayoutHost(VSpacerExample(), size: phone).root)
    #expect(root.frame(named: "_VSpacer") == rect(195, 21, 0, 802))
    #expect(root.frames(named: "Text") == [rect(182, 0, 26, 21), rect(169.5, 823, 51, 21)])
  }

  @Test("Spacer(minLength:) expands along each stack's own axis")
  func publicSpacerFollowsStackAxis() throws {
    let root = try #require(LayoutHost(PublicSpacerExample(), size: phone).root)
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
