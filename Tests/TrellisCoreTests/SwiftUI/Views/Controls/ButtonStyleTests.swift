import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// The built-in button styles' frames, fonts, colours and shapes (docs/iOSControls.md §4).
///
/// Widths follow from fixed advances: "Save" in the 17-pt body font is 4 × 8.5 = 34 wide and
/// 21 tall; in the 15-pt subheadline font, 30 wide and 18 tall (17.9 rounded up).
@MainActor
@Suite("Controls: button styles")
struct ButtonStyleTests {
  private func save(_ style: some PrimitiveButtonStyle) -> some View {
    Button("Save") {}.buttonStyle(style).accessibilityIdentifier("button")
  }

  // MARK: Frames at the regular size

  @Test("A borderless button is its label: no padding, centred")
  func borderlessHugsLabel() {
    let host = controlHost(save(.borderless))
    #expect(host.frame(of: "button") == rect(178, 412, 34, 21))
  }

  @Test("An automatic button outside containers is borderless: the tinted label alone")
  func automaticIsBorderless() {
    let automatic = controlHost(Button("Save") {})
    #expect(automatic.drawnLines == ["text \"Save\" (178, 412, 34, 21) #007AFFFF"])
    #expect(controlHost(save(.automatic)).drawnLines == automatic.drawnLines)
  }

  @Test("A plain button is its label in the inherited colour")
  func plainKeepsColours() {
    let host = controlHost(save(.plain))
    #expect(host.frame(of: "button") == rect(178, 412, 34, 21))
    #expect(host.drawnLines == ["text \"Save\" (178, 412, 34, 21) #000000FF"])
  }

  @Test("Bordered and bordered-prominent buttons pad the label by 12 across and 6.5 down")
  func borderedPadding() {
    // 34 + 2 × 12 = 58 wide, 21 + 2 × 6.5 = 34 tall.
    #expect(controlHost(save(.bordered)).frame(of: "button") == rect(166, 405, 58, 34))
    #expect(controlHost(save(.borderedProminent)).frame(of: "button") == rect(166, 405, 58, 34))
  }

  @Test(
    "A bordered-prominent button is its label plus 13 tall at the regular size",
    arguments: [(Font.body, 21.0), (.title3, 24), (.caption, 15), (.largeTitle, 41)])
  func prominentIsLabelPlusThirteen(font: Font, lineHeight: CGFloat) {
    // SPZA measures label + 13 with body and title3 labels (docs/iOSControls.md §4).
    let host = controlHost(Button("Save") {}.buttonStyle(.borderedProminent).font(font).accessibilityIdentifier("b"))
    #expect(host.frame(of: "b")?.height == lineHeight + 13)
  }

  @Test("A bordered button draws a secondary-system-fill shape under the tinted label")
  func borderedColours() {
    let host = controlHost(save(.bordered))
    #expect(host.drawnLines.last == "text \"Save\" (178, 412, 34, 21) #007AFFFF")
    #expect(host.firstFill?.paint == .color(Color.secondarySystemFill.resolve(in: EnvironmentValues())))
    #expect(host.firstFill?.bounds == rect(166, 405, 58, 34))
  }

  @Test("A bordered-prominent button draws a white label on a tint-filled shape")
  func prominentColours() {
    let host = controlHost(save(.borderedProminent))
    #expect(host.drawnLines.first?.hasPrefix("fill #007AFFFF (166, 405, 58, 34)") == true)
    #expect(host.drawnLines.last == "text \"Save\" (178, 412, 34, 21) #FFFFFFFF")
  }

  // MARK: Control sizes

  // Fonts: OpenSwiftUI's `BorderedButtonSpec` and `BorderlessButtonStyle` set `.subheadline` at
  // mini and small and `.body` above (docs/iOSControls.md §4). No measurement exists for sizes
  // other than regular.
  @Test(
    "A button's label is subheadline at mini and small, body at regular and above",
    arguments: [
      (ControlSize.mini, 30.0, 18.0), (.small, 30, 18), (.regular, 34, 21), (.large, 34, 21), (.extraLarge, 34, 21),
    ])
  func fontPerControlSize(size: ControlSize, width: CGFloat, height: CGFloat) {
    let host = controlHost(save(.borderless).controlSize(size))
    #expect(host.frame(of: "button")?.size == CGSize(width: width, height: height))
  }

  // Paddings: OpenSwiftUI's `BorderedButtonSpec` (10 × 5 at mini and small, 20 × 15 at large and
  // extra large); the regular 6.5 is SPZA's measurement, where OpenSwiftUI says 7 [uncertain].
  @Test(
    "A bordered button's padding grows with the control size",
    arguments: [
      (ControlSize.mini, 50.0, 28.0), (.small, 50, 28), (.regular, 58, 34), (.large, 74, 51), (.extraLarge, 74, 51),
    ])
  func paddingPerControlSize(size: ControlSize, width: CGFloat, height: CGFloat) {
    let host = controlHost(save(.bordered).controlSize(size))
    #expect(host.frame(of: "button")?.size == CGSize(width: width, height: height))
  }

  @Test("A font set on the button wins over the style's default font")
  func explicitFontWins() {
    let host = controlHost(save(.bordered).controlSize(.small).font(.title))
    // 28-pt title: 4 × 14 = 56 wide, 33.4 → 34 tall.
    #expect(host.frame(of: "button")?.size == CGSize(width: 56 + 20, height: 34 + 10))
  }

  @Test("A foreground style set on the button wins over the tint")
  func explicitForegroundWins() {
    let host = controlHost(save(.borderless).foregroundStyle(Color.red))
    #expect(host.drawnLines == ["text \"Save\" (178, 412, 34, 21) #FF3B30FF"])
  }

  // MARK: Shapes

  @Test("The automatic corner radius is 17.5 % of the height rounded up: 6 on a 34-pt button")
  func automaticRadius() {
    let fill = controlHost(save(.borderedProminent)).firstFill
    #expect(fill?.path == RoundedRectangle(cornerRadius: 6, style: .continuous).placedPath(in: rect(166, 405, 58, 34)))
  }

  @Test(
    "The automatic radius gives the 9 and 10 measured on buttons 49 and 57 tall",
    arguments: [(36.0, 49.0, 9.0), (44, 57, 10)])
  func measuredRadii(labelHeight: CGFloat, height: CGFloat, radius: CGFloat) throws {
    // SPZA's login and signup buttons: radii fitted at 9.2–10.0 (docs/iOSControls.md §4).
    let host = controlHost(
      Button(action: {}) { Color.clear.frame(width: 100, height: labelHeight) }
        .buttonStyle(.borderedProminent))
    let fill = try #require(host.firstFill)
    #expect(fill.bounds.height == height)
    #expect(fill.path == RoundedRectangle(cornerRadius: radius, style: .continuous).placedPath(in: fill.bounds))
  }

  @Test(
    "buttonBorderShape sets the outline of the bordered fill",
    arguments: [
      (ButtonBorderShape.capsule, ControlSize.regular, AnyShape(Capsule(style: .continuous))),
      (.roundedRectangle, .regular, AnyShape(RoundedRectangle(cornerRadius: 6, style: .continuous))),
      (.roundedRectangle(radius: 3), .regular, AnyShape(RoundedRectangle(cornerRadius: 3, style: .continuous))),
      (.circle, .regular, AnyShape(Circle())),
      (.automatic, .small, AnyShape(Capsule(style: .continuous))),
      (.automatic, .mini, AnyShape(Capsule(style: .continuous))),
      (.automatic, .large, AnyShape(RoundedRectangle(cornerRadius: 9, style: .continuous))),
      (.automatic, .extraLarge, AnyShape(Capsule(style: .continuous))),
    ])
  func borderShapes(shape: ButtonBorderShape, size: ControlSize, expected: AnyShape) throws {
    let host = controlHost(save(.bordered).buttonBorderShape(shape).controlSize(size))
    let fill = try #require(host.firstFill)
    #expect(fill.path == expected.placedPath(in: fill.bounds))
  }

  @Test("A negative border radius is reported and drawn square")
  func negativeRadius() throws {
    let host = controlHost(save(.bordered).buttonBorderShape(.roundedRectangle(radius: -4)))
    let fill = try #require(host.firstFill)
    #expect(fill.path == RoundedRectangle(cornerRadius: 0, style: .continuous).path(in: fill.bounds))
    #expect(host.runtimeIssues.contains { $0.contains("invalid radius") })
  }

  // MARK: Tint, role, colour scheme

  @Test("A tint colours the borderless label, the bordered fill at 18 % and the prominent fill")
  func tintColours() {
    let borderless = controlHost(save(.borderless).tint(.green))
    #expect(borderless.drawnLines == ["text \"Save\" (178, 412, 34, 21) #34C759FF"])
    let bordered = controlHost(save(.bordered).tint(.green))
    #expect(bordered.drawnLines.first?.hasPrefix("fill #34C7592E") == true)
    #expect(bordered.drawnLines.last?.hasSuffix("#34C759FF") == true)
    let prominent = controlHost(save(.borderedProminent).tint(.green))
    #expect(prominent.drawnLines.first?.hasPrefix("fill #34C759FF") == true)
    #expect(prominent.drawnLines.last?.hasSuffix("#FFFFFFFF") == true)
  }

  @Test("In dark mode a tinted bordered fill is the tint at 25 %")
  func darkTintedFill() {
    let host = controlHost(save(.bordered).tint(.green).colorScheme(.dark))
    #expect(host.drawnLines.first?.hasPrefix("fill #30D15840") == true)
  }

  @Test("A destructive button is red: the borderless label, the bordered label, the prominent fill")
  func destructiveIsRed() {
    func delete(_ style: some PrimitiveButtonStyle) -> LayoutHost {
      controlHost(Button("Save", role: .destructive) {}.buttonStyle(style))
    }
    #expect(delete(.borderless).drawnLines == ["text \"Save\" (178, 412, 34, 21) #FF3B30FF"])
    #expect(delete(.bordered).drawnLines.first?.hasPrefix("fill #78788029") == true)
    #expect(delete(.bordered).drawnLines.last?.hasSuffix("#FF3B30FF") == true)
    #expect(delete(.borderedProminent).drawnLines.first?.hasPrefix("fill #FF3B30FF") == true)
  }

  @Test("A cancel button looks like any other")
  func cancelLooksNormal() {
    let cancel = controlHost(Button("Save", role: .cancel) {}.buttonStyle(.bordered))
    #expect(cancel.drawnLines == controlHost(save(.bordered)).drawnLines)
  }

  // MARK: Disabled

  @Test("A disabled borderless button is drawn in the tertiary label colour")
  func disabledBorderless() {
    let host = controlHost(save(.borderless).disabled(true))
    #expect(host.drawnLines == ["text \"Save\" (178, 412, 34, 21) #3C3C434D"])
  }

  @Test("A disabled plain button is drawn at half opacity")
  func disabledPlain() {
    let host = controlHost(save(.plain).disabled(true))
    #expect(host.drawnLines == ["opacity 0.5", "  text \"Save\" (178, 412, 34, 21) #000000FF"])
  }

  @Test(
    "A disabled bordered button is gray: secondary fill, tertiary label at 75 %",
    arguments: [false, true])
  func disabledBordered(prominent: Bool) {
    let style: AnyPrimitiveStyleChoice = prominent ? .prominent : .bordered
    let host = controlHost(style.apply(Button("Save") {}.tint(.green)).disabled(true))
    #expect(
      host.drawnLines == [
        "fill #78788029 (166, 405, 58, 34) 18 elements", "opacity 0.75",
        "  text \"Save\" (178, 412, 34, 21) #3C3C434D",
      ])
  }
}

/// One of the two bordered styles, for parameterized tests.
@MainActor
enum AnyPrimitiveStyleChoice {
  case bordered, prominent

  @ViewBuilder func apply(_ view: some View) -> some View {
    switch self {
    case .bordered: view.buttonStyle(.bordered)
    case .prominent: view.buttonStyle(.borderedProminent)
    }
  }
}

/// A type-erased shape, for comparing outlines in parameterized tests.
struct AnyShape: Shape, @unchecked Sendable {
  let outline: (CGRect) -> Path
  init<S: Shape>(_ shape: S) { outline = shape.path(in:) }
  func path(in rect: CGRect) -> Path { outline(rect) }
}

extension Shape {
  /// The path a shape view with frame `rect` draws: the shape made in its own bounds (origin
  /// (0, 0), as SwiftUI gives `path(in:)`), moved to where the view is.
  func placedPath(in rect: CGRect) -> Path {
    path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
  }
}
