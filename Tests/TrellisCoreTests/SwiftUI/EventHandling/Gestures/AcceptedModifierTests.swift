import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// Modifiers that change nothing in a still picture keep their meaning where a test can observe
/// it: accessibility, animations and transitions, context menus, swipe actions, feedback.
@MainActor
@Suite("Accepted modifiers: observable, and layout unchanged")
struct AcceptedModifierTests {
  /// The accepted modifiers, by name.
  nonisolated private static let modifiers = [
    "accessibilityLabel",
    "accessibilityHint",
    "accessibilityValue",
    "accessibilityHidden",
    "accessibilityAddTraits",
    "accessibilityRemoveTraits",
    "accessibilityElement",
    "accessibilityAction",
    "accessibilitySortPriority",
    "accessibilityInputLabels",
    "accessibilityHeading",
    "help",
    "animation(_:value:)",
    "transition",
    "transition(combined)",
    "contentTransition",
    "sensoryFeedback",
    "contextMenu",
    "swipeActions",
    "gesture",
    "onLongPressGesture",
    "refreshable",
  ]

  /// `view` with the modifier named `name`.
  private static func apply(_ name: String, to view: AnyView) -> AnyView {
    switch name {
    case "accessibilityLabel": AnyView(view.accessibilityLabel("Row"))
    case "accessibilityHint": AnyView(view.accessibilityHint(Text("Opens")))
    case "accessibilityValue": AnyView(view.accessibilityValue("3"))
    case "accessibilityHidden": AnyView(view.accessibilityHidden(true))
    case "accessibilityAddTraits": AnyView(view.accessibilityAddTraits(.isButton))
    case "accessibilityRemoveTraits": AnyView(view.accessibilityRemoveTraits(.isImage))
    case "accessibilityElement": AnyView(view.accessibilityElement(children: .combine))
    case "accessibilityAction": AnyView(view.accessibilityAction {})
    case "accessibilitySortPriority": AnyView(view.accessibilitySortPriority(2))
    case "accessibilityInputLabels": AnyView(view.accessibilityInputLabels(["Row"]))
    case "accessibilityHeading": AnyView(view.accessibilityHeading(.h2))
    case "help": AnyView(view.help("Help"))
    case "animation(_:value:)": AnyView(view.animation(.easeIn, value: 1))
    case "transition": AnyView(view.transition(.slide))
    case "transition(combined)": AnyView(view.transition(.move(edge: .top).combined(with: .opacity)))
    case "contentTransition": AnyView(view.contentTransition(.numericText()))
    case "sensoryFeedback": AnyView(view.sensoryFeedback(.success, trigger: 1))
    case "contextMenu": AnyView(view.contextMenu { Button("Copy") {} })
    case "swipeActions": AnyView(view.swipeActions { Button("Delete") {} })
    case "gesture": AnyView(view.gesture(DragGesture()))
    case "onLongPressGesture": AnyView(view.onLongPressGesture {})
    case "refreshable": AnyView(view.refreshable {})
    default: view
    }
  }

  private static func row() -> some View {
    HStack {
      Text("Title")
      Spacer()
      Text("Detail")
    }
    .padding()
  }

  @Test("An accepted modifier leaves every frame as it was", arguments: modifiers)
  func layoutUnchanged(name: String) {
    let plain = LayoutHost(VStack { AnyView(Self.row()) }, size: phone)
    let modified = LayoutHost(VStack { Self.apply(name, to: AnyView(Self.row())) }, size: phone)
    let frames = { (host: LayoutHost) in host.root!.allNodes.map(\.layoutFrame) }
    #expect(frames(modified) == frames(plain))
    #expect(modified.runtimeIssues.isEmpty)
  }

  @Test("The accessibility modifiers are read back from the tagged view")
  func accessibilityProperties() {
    var ran = 0
    let view = Image(systemName: "play.fill")
      .accessibilityLabel("Play")
      .accessibilityHint("Plays the song")
      .accessibilityValue(Text("2 of 10"))
      .accessibilityAddTraits([.isButton, .startsMediaSession])
      .accessibilityRemoveTraits(.isImage)
      .accessibilitySortPriority(3)
      .accessibilityInputLabels(["Play", "Start"])
      .accessibilityHeading(.h3)
      .accessibilityElement(children: .combine)
      .accessibilityAction { ran += 1 }
      .accessibilityAction(named: "Skip") { ran += 10 }
      .accessibilityIdentifier("play")
    let host = LayoutHost(view, size: phone)
    let element = host.accessibility(of: "play")
    #expect(
      element
        == AccessibilityElement(
          label: "Play", hint: "Plays the song", value: "2 of 10", isHidden: false,
          traits: [.isButton, .startsMediaSession], removedTraits: .isImage, childBehavior: .combine,
          sortPriority: 3, inputLabels: ["Play", "Start"], headingLevel: .h3, actions: ["default", "Skip"], help: nil))
    #expect(host.performAccessibilityAction(of: "play"))
    #expect(host.performAccessibilityAction(named: "Skip", of: "play"))
    #expect(ran == 11)
    #expect(!host.performAccessibilityAction(.escape, of: "play"))
    #expect(host.runtimeIssues.contains { $0.contains("no accessibility action 'escape'") })
  }

  @Test("Without a label, the texts inside are the label; help is the hint when there is none")
  func defaultLabelAndHelp() {
    let view = HStack {
      Text("Milk")
      Text("2 l")
    }
    .help("Tap to edit")
    .accessibilityIdentifier("row")
    let element = LayoutHost(view, size: phone).accessibility(of: "row")
    #expect(element?.label == "Milk, 2 l")
    #expect(element?.hint == "Tap to edit")
    #expect(element?.help == "Tap to edit")
  }

  @Test("The modifier nearest the view wins; traits add up; hidden is read back")
  func innermostWins() {
    let view = Text("x")
      .accessibilityLabel("inner")
      .accessibilityAddTraits(.isHeader)
      .accessibilityLabel("outer")
      .accessibilityAddTraits(.isLink)
      .accessibilityHidden(true)
      .padding()
      .accessibilityIdentifier("x")
    let element = LayoutHost(view, size: phone).accessibility(of: "x")
    #expect(element?.label == "inner")
    #expect(element?.traits == [.isHeader, .isLink])
    #expect(element?.isHidden == true)
  }

  @Test("Animations, the transition and the content transition are read back from the view")
  func motionReadBack() {
    let view = Text("7")
      .contentTransition(.numericText(countsDown: true))
      .animation(.spring, value: 7)
      .transition(.asymmetric(insertion: .push(from: .leading), removal: .scale(scale: 0.5)))
      .accessibilityIdentifier("n")
    let host = LayoutHost(view, size: phone)
    #expect(host.animations(of: "n") == [.spring])
    #expect(
      host.transition(of: "n")?.description
        == "asymmetric(insertion: push(from: .leading), removal: scale(scale: 0.5, anchor: \(UnitPoint.center)))")
    #expect(host.contentTransition(of: "n") == .numericText(countsDown: true))
  }

  /// A transition whose identity state is half transparent.
  private struct Faded: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.opacity(phase.isIdentity ? 0.5 : 0)
    }
  }

  @Test("A still picture shows a transition's identity state: modifier(active:identity:) and Transition bodies")
  func identityState() {
    let host = LayoutHost(
      VStack {
        Color.red.frame(width: 10, height: 10).transition(.modifier(active: Dim(amount: 0), identity: Dim(amount: 0.25)))
        Color.red.frame(width: 10, height: 10).transition(Faded())
      }, size: phone)
    let lines = host.displayList().description
    #expect(lines.contains("opacity 0.25"))
    #expect(lines.contains("opacity 0.5"))
  }

  private struct Dim: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
  }

  private struct Saver: View {
    @State var saves = 0
    var body: some View {
      Text("save").accessibilityIdentifier("save")
        .onTapGesture { saves += 1 }
        .sensoryFeedback(.success, trigger: saves)
        .sensoryFeedback(trigger: saves) { _, new in new.isMultiple(of: 2) ? .impact(weight: .heavy) : nil }
    }
  }

  @Test("Feedback plays when its trigger changes, as the closure or condition says")
  func sensoryFeedback() {
    let host = LayoutHost(Saver(), size: phone)
    #expect(host.playedFeedback.isEmpty)
    host.tap("save")
    host.tap("save")
    #expect(host.playedFeedback == [.success, .impact(weight: .heavy), .success])
  }

  private struct Place: View {
    @State var favorite = false
    @State var deleted = false
    var body: some View {
      Text(favorite ? "favorite" : deleted ? "deleted" : "place")
        .accessibilityIdentifier("place")
        .contextMenu {
          Button("Favorite") { favorite = true }.accessibilityIdentifier("favorite")
          Button("Share") {}.accessibilityIdentifier("share")
        }
        .swipeActions(edge: .trailing) {
          Button("Delete") { deleted = true }.accessibilityIdentifier("delete")
          Button("Flag") {}.accessibilityIdentifier("flag")
        }
        .swipeActions(edge: .leading, allowsFullSwipe: false) {
          Button("Pin") {}.accessibilityIdentifier("pin")
        }
    }
  }

  private func text(_ host: LayoutHost) -> String? { host.root?.allNodes.first { $0.name.hasPrefix("Text") }?.name }

  @Test("A context menu opens as a host of its items; tapping one acts on the view's state")
  func contextMenu() throws {
    let host = LayoutHost(Place(), size: phone)
    let menu = try #require(host.contextMenu(of: "place"))
    #expect(menu.frame(of: "favorite") != nil && menu.frame(of: "share") != nil)
    #expect(menu.tap("favorite"))
    #expect(text(host) == "Text \"favorite\"")
  }

  @Test("Swipe actions are revealed by edge; a full swipe runs the first, when allowed")
  func swipeActions() throws {
    let host = LayoutHost(Place(), size: phone)
    let trailing = try #require(host.swipeActions(of: "place"))
    #expect(trailing.frame(of: "delete") != nil && trailing.frame(of: "flag") != nil)
    #expect(host.swipeActions(of: "place", edge: .leading)?.frame(of: "pin") != nil)
    #expect(!host.swipe("place", edge: .leading))
    #expect(host.runtimeIssues.contains { $0.contains("do not allow a full swipe") })
    #expect(host.swipe("place"))
    #expect(text(host) == "Text \"deleted\"")
  }

  @Test("A view with no context menu or swipe actions says so")
  func missingMenus() {
    let host = LayoutHost(Text("x").accessibilityIdentifier("x"), size: phone)
    #expect(host.contextMenu(of: "x") == nil)
    #expect(host.swipeActions(of: "x") == nil)
    #expect(host.runtimeIssues.contains { $0.contains("has no context menu") })
    #expect(host.runtimeIssues.contains { $0.contains("has no swipe actions on the trailing edge") })
  }
}
