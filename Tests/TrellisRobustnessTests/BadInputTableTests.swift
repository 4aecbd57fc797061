import Testing
import Trellis

/// The rows of docs/BadInput.md that the older suites (`BadInputTests`, `RenderErrorTests`,
/// `FileImageTests`, `FontSetTests`, `TextLayoutTests`) do not already pin.
///
/// Every case must leave finite frames behind: where SwiftUI's own rules give a view infinite
/// space, Trellis draws it with no size and says so in `runtimeIssues`.
@MainActor
@Suite("Robustness: bad input table")
struct BadInputTableTests {
  let window = CGSize(width: 200, height: 200)

  // MARK: padding

  @Test("Negative padding is allowed: the padded view is smaller than its child, no message")
  func negativePadding() {
    let host = LayoutHost(
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("child").padding(-10).accessibilityIdentifier(
        "padded"),
      size: window)
    #expect(host.unroundedFrame(of: "padded") == CGRect(x: 85, y: 85, width: 30, height: 30))
    #expect(host.unroundedFrame(of: "child") == CGRect(x: 75, y: 75, width: 50, height: 50))
    #expect(host.everyFrameIsFinite)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("NaN or infinite padding is reported and dropped", arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFinitePadding(_ amount: CGFloat) {
    let host = LayoutHost(
      Color.red.frame(width: 50, height: 50).padding(amount).accessibilityIdentifier("padded"), size: window)
    #expect(host.everyFrameIsFinite)
    #expect(host.unroundedFrame(of: "padded")?.size == CGSize(width: 50, height: 50))
    #expect(host.runtimeIssues.count == 4 && host.runtimeIssues.allSatisfy { $0.hasPrefix("Invalid padding") })
  }

  // MARK: aspect ratio

  /// SwiftUICore scales to fill a half-specified proposal by the specified side alone (its
  /// `CGSize.scaleThatFills(_:)` counts an unspecified side as −∞; docs/LayoutRules.md §1.9),
  /// so a shape under `.fill` in a fixed-size stack is offered a finite size: 2:1 at the
  /// stack's height, 10, with no message.
  @Test("aspectRatio(contentMode: .fill) under a half-specified proposal fills the specified side")
  func fillUnderHalfSpecifiedProposal() {
    let host = LayoutHost(
      HStack { Capsule().aspectRatio(2, contentMode: .fill).accessibilityIdentifier("filled") }.fixedSize(),
      size: window)
    #expect(host.everyFrameIsFinite)
    #expect(host.unroundedFrame(of: "filled")?.size == CGSize(width: 20, height: 10))
    #expect(host.runtimeIssues.isEmpty)
  }

  // MARK: stack spacing

  @Test("Negative stack spacing overlaps the children by that much, no message")
  func negativeSpacing() {
    let host = LayoutHost(
      HStack(spacing: -5) {
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a")
        Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("b")
      }.accessibilityIdentifier("stack"),
      size: window)
    #expect(host.unroundedFrame(of: "stack")?.width == 35)
    let a = host.unroundedFrame(of: "a"), b = host.unroundedFrame(of: "b")
    #expect(b!.minX - a!.maxX == -5)
    #expect(host.everyFrameIsFinite)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("NaN or infinite HStack spacing lays out without crashing", arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteHStackSpacing(_ spacing: CGFloat) {
    let host = LayoutHost(
      HStack(spacing: spacing) {
        Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20)
      },
      size: window)
    // Reported, and the children's own spacing (8 between colours) used instead.
    #expect(host.everyFrameIsFinite)
    #expect(host.root?.layoutFrame.width == 48)
    #expect(host.runtimeIssues.first?.hasPrefix("Invalid stack spacing") == true)
  }

  @Test("NaN or infinite VStack spacing lays out without crashing", arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteVStackSpacing(_ spacing: CGFloat) {
    let host = LayoutHost(
      VStack(spacing: spacing) {
        Color.red; Color.blue
      }, size: window)
    #expect(host.everyFrameIsFinite)
    #expect(host.runtimeIssues.first?.hasPrefix("Invalid stack spacing") == true)
  }

  // MARK: offset

  @Test("A negative offset moves the view, no message")
  func negativeOffset() {
    let host = LayoutHost(
      Color.red.frame(width: 20, height: 20).accessibilityIdentifier("v").offset(x: -10, y: -10), size: window)
    #expect(host.unroundedFrame(of: "v") == CGRect(x: 80, y: 80, width: 20, height: 20))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("A NaN or infinite offset lays out without crashing", arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteOffset(_ amount: CGFloat) {
    let host = LayoutHost(
      Color.red.frame(width: 20, height: 20).accessibilityIdentifier("v").offset(x: amount, y: amount), size: window)
    // Reported and dropped: the view stays where layout put it.
    #expect(host.everyFrameIsFinite)
    #expect(host.unroundedFrame(of: "v") == CGRect(x: 90, y: 90, width: 20, height: 20))
    #expect(host.runtimeIssues.count == 2)
  }

  // MARK: Spacer(minLength:)

  @Test("A negative or NaN Spacer minLength acts as 0", arguments: [-5, .nan, -.infinity] as [CGFloat])
  func negativeOrNaNMinLength(_ minLength: CGFloat) {
    let host = LayoutHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 120, height: 20)
        Spacer(minLength: minLength).accessibilityIdentifier("spacer")
        Color.blue.frame(width: 120, height: 20)
      },
      size: window)
    #expect(host.unroundedFrame(of: "spacer")?.width == 0)
    #expect(host.everyFrameIsFinite)
  }

  @Test("An infinite Spacer minLength lays out without crashing")
  func infiniteMinLength() {
    let host = LayoutHost(
      HStack {
        Color.red.frame(width: 20, height: 20); Spacer(minLength: CGFloat.infinity);
        Color.blue.frame(width: 20, height: 20)
      },
      size: window)
    // An infinite minimum counts as none: the spacer takes what the colours leave.
    #expect(host.everyFrameIsFinite)
  }

  // MARK: proposals to LayoutHost(proposal:)

  @Test(
    "A NaN or infinite proposal to a fixed-size view is ignored: the view's own size",
    arguments: [CGFloat.nan, .infinity, -.infinity, -10])
  func badProposalToFixedView(_ value: CGFloat) {
    let host = LayoutHost(
      Color.red.frame(width: 30, height: 40), proposal: ProposedViewSize(width: value, height: value))
    #expect(host.size == CGSize(width: 30, height: 40))
    #expect(host.everyFrameIsFinite)
  }

  @Test("A NaN or infinite proposal to text gives a finite size", arguments: [CGFloat.nan, .infinity, -.infinity])
  func badProposalToText(_ value: CGFloat) {
    let host = LayoutHost(Text("Hello world"), proposal: ProposedViewSize(width: value, height: value))
    #expect(host.size.width.isFinite && host.size.height.isFinite)
    #expect(host.size.width > 0 && host.size.height > 0)
    #expect(host.everyFrameIsFinite)
  }

  @Test("A NaN or infinite proposal to a colour lays out without crashing", arguments: [CGFloat.nan, .infinity])
  func nonFiniteProposalToColour(_ value: CGFloat) {
    let host = LayoutHost(Color.red, proposal: ProposedViewSize(width: value, height: 10))
    // A canvas cannot be infinite: the width is reported and left unspecified (the colour's 10).
    #expect(host.size == CGSize(width: 10, height: 10))
    #expect(host.everyFrameIsFinite)
    #expect(host.runtimeIssues.count == 1)
  }

  @Test("A negative proposal to a colour: the canvas is 0 wide")
  func negativeProposalToColour() {
    let host = LayoutHost(Color.red.accessibilityIdentifier("c"), proposal: ProposedViewSize(width: -10, height: 10))
    #expect(host.size == CGSize(width: 0, height: 10))
    #expect(host.everyFrameIsFinite)
    // The negative proposal is reported and taken as 0.
    #expect(host.unroundedFrame(of: "c")?.width == 0)
    #expect(host.runtimeIssues.count == 1)
  }

  // MARK: text with Pango

  nonisolated static let scripts: [(String, String)] = [
    ("emoji with skin tones and ZWJ sequences", "👍🏽 👨‍👩‍👧‍👦 🏳️‍🌈"),
    ("a combining mark", "e\u{301}"),
    ("Hebrew, right to left", "שלום עולם"),
    ("Arabic, right to left", "مرحبا بالعالم"),
    ("mixed scripts", "Hello שלום مرحبا 你好 नमस्ते"),
  ]

  @Test("An empty string is 0 × 0, with no message")
  func emptyString() throws {
    let host = LayoutHost(
      Text("").accessibilityIdentifier("t").frame(width: 390), size: CGSize(width: 390, height: 844), displayScale: 3,
      environment: try pangoEnvironment())
    #expect(host.unroundedFrame(of: "t")?.size == .zero)
    #expect(host.everyFrameIsFinite)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("Emoji, combining marks, right-to-left and mixed scripts measure to one finite line", arguments: scripts)
  func scriptsMeasure(_ name: String, _ string: String) throws {
    let host = LayoutHost(
      Text(string).accessibilityIdentifier("t").frame(width: 390), size: CGSize(width: 390, height: 844),
      displayScale: 3, environment: try pangoEnvironment())
    let frame = try #require(host.unroundedFrame(of: "t"))
    #expect(frame.width > 0 && frame.width < 390)
    #expect(frame.height > 15 && frame.height < 30)  // one line
    #expect(host.everyFrameIsFinite)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("A combining mark is one character: é decomposed measures as é precomposed")
  func combiningMarkIsOneCharacter() throws {
    let environment = try pangoEnvironment()
    let decomposed = LayoutHost(Text("e\u{301}"), proposal: .unspecified, displayScale: 3, environment: environment)
    let precomposed = LayoutHost(Text("\u{e9}"), proposal: .unspecified, displayScale: 3, environment: environment)
    #expect(decomposed.size == precomposed.size)
  }

  @Test("A 100 KB string in a 390-wide frame measures to a finite size, quickly")
  func hundredKilobyteString() throws {
    let string = String(repeating: "Lorem ipsum dolor sit amet, ", count: 100_000 / 28)
    #expect(string.utf8.count > 99_000)
    let environment = try pangoEnvironment()
    let start = ContinuousClock.now
    let framed = LayoutHost(
      Text(string).accessibilityIdentifier("t").frame(width: 390), size: CGSize(width: 390, height: 844),
      displayScale: 3, environment: environment)
    // Truncated to the window's height.
    let frame = try #require(framed.unroundedFrame(of: "t"))
    #expect(frame.width <= 390 && frame.height <= 844)
    #expect(framed.everyFrameIsFinite)
    // In a scroll view the whole text is laid out: thousands of lines, still finite.
    let scrolled = LayoutHost(
      ScrollView { Text(string).accessibilityIdentifier("t") }, size: CGSize(width: 390, height: 844),
      displayScale: 3, environment: environment)
    let whole = try #require(scrolled.unroundedFrame(of: "t"))
    #expect(whole.width <= 390 && whole.height > 10_000)
    #expect(scrolled.everyFrameIsFinite)
    #expect(ContinuousClock.now - start < .seconds(10))
  }
}
