import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Button's initialisers, its tap, and custom styles of both kinds.
@MainActor
@Suite("Controls: button")
struct ButtonTests {
  // MARK: Initialisers

  @Test("A title key, a string and a substring all make a text label")
  func titleInitialisers() {
    let title = "Save"
    let hosts = [
      controlHost(Button("Save") {}),
      controlHost(Button(title) {}),
      controlHost(Button(title.prefix(4)) {}),
      controlHost(Button("Save", role: .destructive) {}.tint(.red)),
      controlHost(Button(title, role: nil) {}.tint(.red)),
    ]
    for host in hosts {
      #expect(host.drawnLines.first?.hasPrefix("text \"Save\" (178, 412, 34, 21)") == true)
    }
  }

  @Test("A title and a system image make a Label: the symbol, 8 points, then the title")
  func systemImageMakesLabel() {
    // The fixed-advance symbol is one em square, 17 × 17; 17 + 8 + 34 = 59 wide.
    let host = controlHost(Button("Save", systemImage: "trash") {}.accessibilityIdentifier("b"))
    #expect(host.frame(of: "b") == rect(166, 412, 59, 21))
    #expect(
      host.drawnLines == [
        "symbol trash (166, 414, 17, 17) #007AFFFF", "text \"Save\" (191, 412, 34, 21) #007AFFFF",
      ])
  }

  @Test("A role and a system image together make a red Label")
  func systemImageWithRole() {
    let host = controlHost(Button("Save", systemImage: "trash", role: .destructive) {})
    #expect(host.drawnLines.allSatisfy { $0.hasSuffix("#FF3B30FF") })
  }

  @Test("A custom label of several views lines them up horizontally, as a borderless button's HStack does")
  func severalViewsInLabel() {
    let host = controlHost(
      Button(action: {}) {
        Text("A").accessibilityIdentifier("a")
        Text("B").accessibilityIdentifier("b")
      })
    #expect(host.frame(of: "a")?.maxY == host.frame(of: "b")?.maxY)
    #expect(host.frame(of: "b")!.minX - host.frame(of: "a")!.maxX == 8)
  }

  // MARK: Tap

  @Test("Tapping a button runs its action", arguments: ["automatic", "plain", "bordered", "prominent"])
  func tapRunsAction(style: String) {
    let counter = TapCounter()
    let button = Button("Save", action: counter.tap)
    let view: AnyView =
      switch style {
      case "plain": AnyView(button.buttonStyle(.plain))
      case "bordered": AnyView(button.buttonStyle(.bordered))
      case "prominent": AnyView(button.buttonStyle(.borderedProminent))
      default: AnyView(button)
      }
    let host = controlHost(view.accessibilityIdentifier("b"))
    #expect(host.tap(identifier: "b"))
    #expect(counter.count == 1)
  }

  @Test("Tapping a view inside the label taps the button")
  func tapThroughLabel() {
    let counter = TapCounter()
    let host = controlHost(Button(action: counter.tap) { Text("Save").accessibilityIdentifier("title") })
    #expect(host.tap(identifier: "title"))
    #expect(counter.count == 1)
  }

  @Test("A disabled button takes no tap", arguments: [false, true])
  func disabledTakesNoTap(bordered: Bool) {
    let counter = TapCounter()
    let button = Button("Save", action: counter.tap).accessibilityIdentifier("b")
    let host = controlHost(
      bordered ? AnyView(button.buttonStyle(.bordered).disabled(true)) : AnyView(button.disabled(true)))
    #expect(!host.tap(identifier: "b"))
    #expect(counter.count == 0)
  }

  // MARK: Custom styles

  struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .padding(10)
        .background(configuration.role == .destructive ? Color.red : Color.blue)
        .opacity(configuration.isPressed ? 0.5 : 1)
    }
  }

  @Test("A custom ButtonStyle draws configuration.label and keeps the tap")
  func customButtonStyle() {
    let counter = TapCounter()
    let host = controlHost(
      Button("Save", role: .destructive, action: counter.tap).buttonStyle(PillStyle()).accessibilityIdentifier("b"))
    #expect(host.frame(of: "b") == rect(168, 402, 54, 41))
    // Unpressed in a still picture; the label keeps the inherited primary colour.
    #expect(
      host.drawnLines == [
        "opacity 1", "  fill #FF3B30FF (168, 402, 54, 41) 5 elements",
        "  text \"Save\" (178, 412, 34, 21) #000000FF",
      ])
    #expect(host.tap(identifier: "b"))
    #expect(counter.count == 1)
  }

  struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .padding(4)
        .onTapGesture(count: 2) { configuration.trigger() }
    }
  }

  @Test("A custom PrimitiveButtonStyle fires the action through trigger() from its own gesture")
  func customPrimitiveStyle() {
    let counter = TapCounter()
    let host = controlHost(
      Button("Save", action: counter.tap).buttonStyle(DoubleTapStyle()).accessibilityIdentifier("b"))
    #expect(host.frame(of: "b") == rect(174, 408, 42, 29))
    #expect(!host.tap(identifier: "b"))
    #expect(host.tap(identifier: "b", count: 2))
    #expect(counter.count == 1)
  }

  struct OutlinedStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button(configuration).padding(2).border(Color.green)
    }
  }

  @Test("Button(configuration) inside a primitive style is drawn by the next style out")
  func nestedStyleUsesNextOut() {
    let counter = TapCounter()
    let host = controlHost(
      Button("Save", action: counter.tap)
        .buttonStyle(OutlinedStyle())
        .buttonStyle(.borderedProminent)
        .accessibilityIdentifier("b"))
    // The prominent 58 × 34 button, padded by 2 and outlined.
    #expect(host.frame(of: "b")?.size == CGSize(width: 62, height: 38))
    #expect(host.drawnLines.first?.hasPrefix("fill #007AFFFF (166, 405, 58, 34)") == true)
    #expect(host.tap(identifier: "b"))
    #expect(counter.count == 1)
  }

  @Test("The innermost buttonStyle wins")
  func innermostStyleWins() {
    let host = controlHost(Button("Save") {}.buttonStyle(.plain).buttonStyle(.borderedProminent))
    #expect(host.drawnLines == ["text \"Save\" (178, 412, 34, 21) #000000FF"])
  }

  @Test("A container's recommended style is what automatic resolves to")
  func automaticFollowsContainer() {
    let host = controlHost(Button("Save") {}.automaticButtonStyle(BorderedProminentButtonStyle()))
    #expect(host.drawnLines.first?.hasPrefix("fill #007AFFFF (166, 405, 58, 34)") == true)
  }

  @Test("onTapGesture makes any view tappable")
  func onTapGesture() {
    let counter = TapCounter()
    let host = controlHost(Text("Hi").onTapGesture(perform: counter.tap).accessibilityIdentifier("t"))
    #expect(host.tap(identifier: "t"))
    #expect(counter.count == 1)
  }
}
