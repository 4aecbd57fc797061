import Testing
import Trellis

/// Text laid out with real fonts: sizes come from the measurement table of
/// `TextMeasurementTests` (at 3×, "Milk" is 31.333 wide, "AB" 22.333, "Lunch?" 55.333, and a
/// body line 20.333 tall).
@MainActor
@Suite("Text: layout with real fonts")
struct TextLayoutTests {
  struct ChecklistRow: View {
    let name: String

    var body: some View {
      HStack {
        Image(systemName: "checkmark")
        Text(name)
      }
      .border(Color.blue)
    }
  }

  struct Message {
    let initials: String
    let content: String
  }

  struct MessageRow: View {
    let message: Message

    var body: some View {
      HStack(alignment: .top) {
        ZStack {
          Circle()
            .fill(Color.yellow)
          Text(message.initials)
        }
        .frame(width: 40, height: 40)

        Text(message.content)
      }
      .padding([.horizontal])
    }
  }

  @Test("ChecklistRow with real text: image, 8 points, then the name, centred")
  func checklistRowWithRealText() throws {
    let root = try #require(try realTextHost(ChecklistRow(name: "Milk")).root)
    let stack = try #require(root.allNodes.first { $0.name == "HStack" })
    // 17 + 8 + 31.333 = 56.333 wide, centred: x = (390 − 56.333) / 2.
    #expect(close(stack.layoutFrame.width, 17 + 8 + 94.0 / 3))
    #expect(close(stack.layoutFrame.minX, (390 - (25 + 94.0 / 3)) / 2))
    #expect(close(stack.layoutFrame.height, 61.0 / 3))
    #expect(close(stack.children[1].layoutFrame.minX - stack.children[0].layoutFrame.maxX, 8))
  }

  @Test("MessageRow with real text: the circle 40 × 40, the message top-aligned 8 points after it")
  func messageRowWithRealText() throws {
    let host = try realTextHost(MessageRow(message: Message(initials: "AB", content: "Lunch?")))
    let root = try #require(host.root)
    let circle = try #require(root.allNodes.first { $0.name.hasPrefix("Circle") }?.layoutFrame)
    let content = try #require(root.allNodes.first { $0.name == "Text \"Lunch?\"" }?.layoutFrame)
    let initials = try #require(root.allNodes.first { $0.name == "Text \"AB\"" }?.layoutFrame)
    // Row: 40 + 8 + 55.333 = 103.333 wide, centred; padding does not move it.
    #expect(close(circle.minX, (390 - (48 + 166.0 / 3)) / 2) && circle.minY == 402 && circle.width == 40)
    #expect(close(content.minX, circle.maxX + 8) && content.minY == circle.minY)
    #expect(close(content.width, 166.0 / 3) && close(content.height, 61.0 / 3))
    #expect(close(initials.midX, circle.midX) && close(initials.midY, circle.midY))
  }

  @Test("A text in a stack is measured at most three times: its minimum, maximum and share")
  func textIsMeasuredAtMostThreeTimes() throws {
    let row = HStack {
      Text("A fairly long line of text that wraps").accessibilityIdentifier("wrapping")
      Color.red.frame(minWidth: 10)
    }
    let host = try realTextHost(row, size: CGSize(width: 200, height: 400))
    #expect(host.statistics.textMeasurements == 3)
  }

  @Test("A text probed at several heights that it fits is measured once for its width")
  func heightsThatFitShareOneMeasurement() throws {
    // The VStack asks the text for heights 0, ∞ and its share, all at the window's width.
    let column = VStack {
      Text("One line")
      Color.red
    }
    let host = try realTextHost(column, size: CGSize(width: 200, height: 400))
    #expect(host.statistics.textMeasurements == 1)
  }

  @Test("Texts of different sizes in a first-baseline HStack share a baseline")
  func firstBaselineAlignment() throws {
    let row = HStack(alignment: .firstTextBaseline) {
      Text("Big").font(.largeTitle).accessibilityIdentifier("big")
      Text("small").font(.caption).accessibilityIdentifier("small")
    }
    let host = try realTextHost(row)
    // Baselines: 34 × 1950/2048 and 12 × 1950/2048 below each text's top.
    #expect(close(host["big"].minY + 34.0 * 1950 / 2048, host["small"].minY + 12.0 * 1950 / 2048))
  }

  @Test("Two texts in a VStack touch: SF Pro's line gap is 0 (iOS 17 text-to-text spacing)")
  func stackedTextsUseTheLineGap() throws {
    let host = try realTextHost(
      VStack {
        Text("Title").accessibilityIdentifier("title")
        Text("Subtitle").accessibilityIdentifier("subtitle")
      })
    #expect(host["subtitle"].minY == host["title"].maxY)
  }

  @Test("A colour above a text and one below it keep different typographic distances")
  func colourTextSpacingIsAsymmetric() throws {
    let host = try realTextHost(
      VStack {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("above")
        Text("Body").accessibilityIdentifier("text")
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("below")
      })
    // At 17 points on 3×: L = 20.287, d = 2.333; above L + d − 16.187 = 6.434, below
    // max(L + d − 11.978, d + 4.101) = 10.642 (docs/TextRendering.md §5).
    let lineHeight = 17.0 * 2444 / 2048
    let extra = 7.0 / 3
    #expect(close(host["text"].minY - host["above"].maxY, lineHeight + extra - 17.0 * 1950 / 2048))
    #expect(close(host["below"].minY - host["text"].maxY, lineHeight + extra - 17.0 * 1443 / 2048))
  }

  @Test("Joined texts keep each part's font: a bold part makes the whole wider")
  func concatenationKeepsRunFonts() throws {
    let regular = try realTextHost((Text("Hello ") + Text("World")).accessibilityIdentifier("t"))["t"]
    let bold = try realTextHost((Text("Hello ") + Text("World").bold()).accessibilityIdentifier("t"))["t"]
    let large = try realTextHost((Text("Hello ") + Text("World").font(.largeTitle)).accessibilityIdentifier("t"))["t"]
    #expect(bold.width > regular.width)
    #expect(close(regular.height, 61.0 / 3))
    #expect(close(large.height, 122.0 / 3))
  }

  @Test("lineLimit truncates to its lines, and a range reserves its lower bound")
  func lineLimitTruncatesAndReserves() throws {
    let long = "The quick brown fox jumps over the lazy dog"
    let limited = try realTextHost(Text(long).accessibilityIdentifier("t").lineLimit(1).frame(width: 100))["t"]
    let reserved = try realTextHost(Text("One").lineLimit(3...5).accessibilityIdentifier("t"))["t"]
    #expect(close(limited.height, 61.0 / 3))
    // Three lines of 20.287, 22 apart (`.body`'s leading): 64.287, rounded up to thirds → 64.333.
    #expect(close(reserved.height, 193.0 / 3))
  }

  @Test("lineSpacing adds space between lines only")
  func lineSpacingAddsBetweenLines() throws {
    let text = Text("a\nb").lineSpacing(10).accessibilityIdentifier("t")
    // Two lines of 20.287, `.body`'s 1.713 gap to its 22-point leading, and 10: 52.287 → 52.333 at 3×.
    #expect(close(try realTextHost(text)["t"].height, 157.0 / 3))
  }

  @Test("tracking widens a text by the tracking between its characters")
  func trackingWidens() throws {
    let plain = try realTextHost(Text("Tracking").accessibilityIdentifier("t"), scale: 1000)["t"]
    let tracked = try realTextHost(Text("Tracking").tracking(2).accessibilityIdentifier("t"), scale: 1000)["t"]
    // Pango adds letter spacing between the 8 characters: 7 gaps.
    #expect(abs(tracked.width - plain.width - 14) < 0.01)
  }

  @Test("Multiline alignment changes where lines are drawn, not the text's size")
  func multilineAlignmentKeepsSize() throws {
    let leading = try realTextHost(Text("one\nthree").accessibilityIdentifier("t"))["t"]
    let centred = try realTextHost(Text("one\nthree").multilineTextAlignment(.center).accessibilityIdentifier("t"))["t"]
    #expect(leading.size == centred.size)
  }

  @Test("Symbol images are sized by their font and image scale")
  func symbolSizesFollowFont() throws {
    let host = try realTextHost(
      HStack {
        Image(systemName: "star.fill").accessibilityIdentifier("body")
        Image(systemName: "star.fill").font(.largeTitle).accessibilityIdentifier("title")
        Image(systemName: "star.fill").imageScale(.large).accessibilityIdentifier("large")
        Image(systemName: "star.fill").imageScale(.small).accessibilityIdentifier("small")
      })
    // SwiftUI's star.fill at 17 points: 18.667 × 18 on a 3× screen (docs/TextRendering.md §10).
    #expect(close(host["body"].width, 56.0 / 3) && close(host["body"].height, 18))
    #expect(close(host["title"].width, 37) && close(host["title"].height, 107.0 / 3))
    // 1.3 and 0.8 times the font size, rounded up to thirds of a point: 24.05 → 24.333, 14.8 → 15.
    #expect(close(host["large"].width, 73.0 / 3))
    #expect(close(host["small"].width, 15))
  }

  @Test("An unknown symbol name is reported with SwiftUI's message and takes no space")
  func unknownSymbolIsReported() throws {
    let host = try realTextHost(Image(systemName: "no.such.symbol").accessibilityIdentifier("i"))
    #expect(host["i"].size == .zero)
    #expect(host.runtimeIssues == ["No symbol named 'no.such.symbol' found in system symbol set"])
  }
}

@MainActor
@Suite("Text: truncation and custom fonts")
struct TextTruncationTests {
  private let long = "The quick brown fox jumps over the lazy dog"

  @Test(
    "Head, middle and tail truncation all fill the width on one line",
    arguments: [
      Text.TruncationMode.head, .middle, .tail,
    ])
  func truncationModesFillTheWidth(_ mode: Text.TruncationMode) throws {
    let host = try realTextHost(
      Text(long).accessibilityIdentifier("t").lineLimit(1).truncationMode(mode).frame(width: 120))
    #expect(host["t"].size == CGSize(width: 120, height: 61.0 / 3))
  }

  @Test("A height too small for the text truncates it to the lines that fit")
  func heightTruncates() throws {
    let host = try realTextHost(Text(long).accessibilityIdentifier("t").frame(width: 100, height: 45))
    // Two 20.287-point lines 22 apart fit in 45: 42.287 → 42.333.
    #expect(close(host["t"].height, 127.0 / 3))
  }

  @Test("A custom font neither installed, mapped nor registered is reported and set in the system font")
  func unknownCustomFontFallsBackToSystemFont() throws {
    let custom = try realTextHost(Text("Hello").font(.custom("Lobster Two", size: 17)).accessibilityIdentifier("t"))
    let system = try realTextHost(Text("Hello").font(.system(size: 17)).accessibilityIdentifier("t"))
    #expect(
      custom.runtimeIssues == [
        "Font family 'Lobster Two' is not in Trellis' font set or registered with FontRegistry; using the system font instead."
      ])
    #expect(custom["t"].width == system["t"].width)
  }
}
