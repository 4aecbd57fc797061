import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// A string literal (or interpolation) given to a control as its title is a `LocalizedStringKey`,
/// whose inline Markdown is styled as `Text`'s is; only a `String` value is shown verbatim.
///
/// Evidence: SwiftUI's interface marks every control initializer that takes a generic
/// `StringProtocol` title `@_disfavoredOverload`, beside the one that takes a
/// `LocalizedStringKey` (Apple's documentation of `Stepper`, `Button`, `Toggle`…: "init(_:…)"
/// with a `titleKey`, "Creates … that generates its label from a localized string key"), so the
/// compiler picks the key for a literal; Apple's `Text` documentation: a literal's Markdown is
/// styled, a variable's is not.
@MainActor
@Suite("Controls: Markdown in literal titles")
struct ControlTitleMarkdownTests {
  /// One control a title can be given to, made with a literal `**Bold** title`.
  enum Control: String, CaseIterable, Sendable {
    case button, buttonWithImage, toggle, stepper, stepperValue, picker, label, link, menu, navigationLink
    case section, textField, secureField, progressView, datePicker, colorPicker, labeledContent, disclosureGroup
    case groupBox, shareLink

    @MainActor @ViewBuilder var view: some View {
      let url = URL(string: "https://example.com")!
      switch self {
      case .button: Button("**Bold** title") {}
      case .buttonWithImage: Button("**Bold** title", systemImage: "star") {}
      case .toggle: Form { Toggle("**Bold** title", isOn: .constant(true)) }
      case .stepper: Stepper("**Bold** title", onIncrement: {}, onDecrement: {})
      case .stepperValue: Stepper("**Bold** title", value: .constant(3))
      case .picker: Form { Picker("**Bold** title", selection: .constant(1)) { Text("One").tag(1) } }
      case .label: Label("**Bold** title", systemImage: "star")
      case .link: Link("**Bold** title", destination: url)
      case .menu: Menu("**Bold** title") { Button("Item") {} }
      case .navigationLink: NavigationStack { NavigationLink("**Bold** title", value: 1) }
      case .section: List { Section("**Bold** title") { Text("Row") } }
      case .textField: TextField("**Bold** title", text: .constant(""))
      case .secureField: SecureField("**Bold** title", text: .constant(""))
      case .progressView: ProgressView("**Bold** title")
      case .datePicker: Form { DatePicker("**Bold** title", selection: .constant(Date(timeIntervalSince1970: 0))) }
      case .colorPicker: Form { ColorPicker("**Bold** title", selection: .constant(.red)) }
      case .labeledContent: Form { LabeledContent("**Bold** title", value: "Value") }
      case .disclosureGroup: DisclosureGroup("**Bold** title") { Text("Inside") }
      case .groupBox: GroupBox("**Bold** title") { Text("Inside") }
      case .shareLink: ShareLink("**Bold** title", item: url)
      }
    }
  }

  /// Every text request a view draws.
  @MainActor private func texts(_ view: some View) -> [TextLayoutRequest] {
    func collect(_ items: [DisplayList.Item]) -> [TextLayoutRequest] {
      items.flatMap { item -> [TextLayoutRequest] in
        switch item {
        case .text(let request, _, _): [request]
        case .group(let children, _): collect(children)
        default: []
        }
      }
    }
    return collect(LayoutHost(view, size: CGSize(width: 390, height: 844)).displayList().items)
  }

  @Test(
    "A control's literal title is Markdown: no asterisks, and the bold run is semibold", arguments: Control.allCases)
  @MainActor func literalTitleIsMarkdown(control: Control) throws {
    let drawn = texts(control.view)
    #expect(!drawn.contains { $0.string.contains("**") }, "\(drawn.map(\.string))")
    // A grouped list's section header is drawn in capitals.
    let title = try #require(
      drawn.first { $0.string.lowercased().contains("bold title") }, "\(drawn.map(\.string))")
    let bold = try #require(title.runs.first { $0.string.lowercased() == "bold" })
    #expect(bold.font.weight == .semibold || bold.font.weight == .bold || bold.font.weight == .heavy)
  }

  @Test("The issue's stepper: an interpolated literal title is Markdown, as Text's is")
  @MainActor func interpolatedStepperTitle() {
    let reps = 12
    let drawn = texts(Stepper("**Reps:** \(reps)", value: .constant(reps)))
    #expect(drawn.map(\.string).contains("Reps: 12"))
  }

  @Test("A String variable as a title is shown verbatim, asterisks and all")
  @MainActor func stringVariableIsVerbatim() {
    let title = "**Reps:**"
    #expect(texts(Stepper(title, value: .constant(1))).map(\.string).contains("**Reps:**"))
    #expect(texts(Button(title) {}).map(\.string).contains("**Reps:**"))
  }
}
