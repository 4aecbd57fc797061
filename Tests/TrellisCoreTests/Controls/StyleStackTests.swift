import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Every family of control styles nests as SwiftUI's do, through one style stack
/// (`StyledControl`): the innermost style draws, a control of the family in a style's body is
/// drawn by the next style out, and a control without a style by the family's `.automatic`.
@Suite("Controls: style stack")
struct StyleStackTests {
  @Test("Of two styles set around a control, the innermost draws it", arguments: StyledFamily.allCases)
  func innermostStyleWins(family: StyledFamily) {
    let view = family.marked(family.marked(family.control, width: 11), width: 22)
    #expect(row(view).frame(of: "control")?.size == CGSize(width: 11, height: 10))
  }

  @Test("A control in a style's body is drawn by the style set further out", arguments: StyledFamily.nestable)
  func styleBodyGetsTheOuterStyle(family: StyledFamily) throws {
    let view = family.marked(try #require(family.nesting(family.control)), width: 22)
    // The outer 22 × 10 mark, padded by 5 on every side by the inner style.
    #expect(row(view).frame(of: "control")?.size == CGSize(width: 32, height: 20))
  }

  @Test("A control without a style is drawn as .automatic draws it", arguments: StyledFamily.allCases)
  func noStyleIsAutomatic(family: StyledFamily) throws {
    let plain = try #require(row(family.control).frame(of: "control"))
    #expect(row(family.automatic(family.control)).frame(of: "control") == plain)
  }

  @Test(
    "A control in the body of the only style set is drawn by .automatic", arguments: StyledFamily.nestable)
  func styleBodyWithoutOuterStyleIsAutomatic(family: StyledFamily) throws {
    // As the unstyled control padded by 5, which the style's body is.
    let padded = try #require(row(family.control.padding(5).accessibilityIdentifier("padded")).frame(of: "padded"))
    let nesting = try #require(family.nesting(family.control))
    #expect(row(nesting).frame(of: "control") == padded)
  }

  @Test("A style of one family leaves the controls of another alone")
  func familiesAreSeparate() {
    let view = Button("Go") {}.accessibilityIdentifier("control").labelStyle(LabelMark(width: 11))
    #expect(row(view).frame(of: "control")?.size == CGSize(width: 17, height: 21))
  }
}

/// The families of control styles, each with a style that draws a red mark of a given width and,
/// where the family's control can be made from a configuration, a style that pads that control.
enum StyledFamily: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case button, label, labeledContent, toggle, progressView, gauge, groupBox, menu, controlGroup, textField

  /// The families whose control has an initialiser from a style's configuration.
  static let nestable: [StyledFamily] = [
    .button, .label, .labeledContent, .toggle, .progressView, .menu, .controlGroup,
  ]

  var testDescription: String { rawValue }

  /// The family's control, unstyled, identified as `control`.
  var control: AnyView {
    let control: AnyView =
      switch self {
      case .button: AnyView(Button("Go") {})
      case .label: AnyView(Label("Go", systemImage: "star"))
      case .labeledContent: AnyView(LabeledContent("Go", value: "On"))
      case .toggle: AnyView(Toggle("Go", isOn: .constant(true)))
      case .progressView: AnyView(ProgressView(value: 0.5))
      case .gauge: AnyView(Gauge(value: 0.5) { Text("Go") })
      case .groupBox: AnyView(GroupBox { Text("Go") })
      case .menu: AnyView(Menu("Go") { Button("One") {} })
      case .controlGroup: AnyView(ControlGroup { Button("One") {} })
      case .textField: AnyView(TextField("Go", text: .constant("")))
      }
    return AnyView(control.accessibilityIdentifier("control"))
  }

  /// `view` with a style of the family set around it that draws a red mark `width` wide, 10 tall.
  func marked(_ view: AnyView, width: CGFloat) -> AnyView {
    switch self {
    case .button: AnyView(view.buttonStyle(ButtonMark(width: width)))
    case .label: AnyView(view.labelStyle(LabelMark(width: width)))
    case .labeledContent: AnyView(view.labeledContentStyle(LabeledContentMark(width: width)))
    case .toggle: AnyView(view.toggleStyle(ToggleMark(width: width)))
    case .progressView: AnyView(view.progressViewStyle(ProgressViewMark(width: width)))
    case .gauge: AnyView(view.gaugeStyle(GaugeMark(width: width)))
    case .groupBox: AnyView(view.groupBoxStyle(GroupBoxMark(width: width)))
    case .menu: AnyView(view.menuStyle(MenuMark(width: width)))
    case .controlGroup: AnyView(view.controlGroupStyle(ControlGroupMark(width: width)))
    case .textField: AnyView(view.textFieldStyle(TextFieldMark(width: width)))
    }
  }

  /// `view` with the family's `.automatic` style set around it.
  func automatic(_ view: AnyView) -> AnyView {
    switch self {
    case .button: AnyView(view.buttonStyle(.automatic))
    case .label: AnyView(view.labelStyle(.automatic))
    case .labeledContent: AnyView(view.labeledContentStyle(.automatic))
    case .toggle: AnyView(view.toggleStyle(.automatic))
    case .progressView: AnyView(view.progressViewStyle(.automatic))
    case .gauge: AnyView(view.gaugeStyle(.automatic))
    case .groupBox: AnyView(view.groupBoxStyle(.automatic))
    case .menu: AnyView(view.menuStyle(.automatic))
    case .controlGroup: AnyView(view.controlGroupStyle(.automatic))
    case .textField: AnyView(view.textFieldStyle(.automatic))
    }
  }

  /// `view` with a style set around it whose body is the control made from its configuration,
  /// padded by 5; `nil` for a family whose control has no such initialiser.
  func nesting(_ view: AnyView) -> AnyView? {
    switch self {
    case .button: AnyView(view.buttonStyle(PaddedButton()))
    case .label: AnyView(view.labelStyle(PaddedLabel()))
    case .labeledContent: AnyView(view.labeledContentStyle(PaddedLabeledContent()))
    case .toggle: AnyView(view.toggleStyle(PaddedToggle()))
    case .progressView: AnyView(view.progressViewStyle(PaddedProgressView()))
    case .menu: AnyView(view.menuStyle(PaddedMenu()))
    case .controlGroup: AnyView(view.controlGroupStyle(PaddedControlGroup()))
    case .gauge, .groupBox, .textField: nil
    }
  }
}

/// What every marking style draws.
private func mark(_ width: CGFloat) -> some View { Color.red.frame(width: width, height: 10) }

private struct ButtonMark: ButtonStyle {
  let width: CGFloat
  func makeBody(configuration: Configuration) -> some View { mark(width) }
}

private struct LabelMark: LabelStyle {
  let width: CGFloat
  func makeBody(configuration: Configuration) -> some View { mark(width) }
}

private struct LabeledContentMark: LabeledContentStyle {
  let width: CGFloat
  func makeBody(configuration: Configuration) -> some View { mark(width) }
}

private struct ToggleMark: ToggleStyle {
  let width: CGFloat
  func makeBody(configuration: Configuration) -> some View { mark(width) }
}

private struct ProgressViewMark: ProgressViewStyle {
  let width: CGFloat
  func makeBody(configuration: Configuration) -> some View { mark(width) }
}

private struct GaugeMark: GaugeStyle {
  let width: CGFloat
  func makeBody(configuration: Configuration) -> some View { mark(width) }
}

private struct GroupBoxMark: GroupBoxStyle {
  let width: CGFloat
  func makeBody(configuration: Configuration) -> some View { mark(width) }
}

private struct MenuMark: MenuStyle {
  let width: CGFloat
  func makeBody(configuration: Configuration) -> some View { mark(width) }
}

private struct ControlGroupMark: ControlGroupStyle {
  let width: CGFloat
  func makeBody(configuration: Configuration) -> some View { mark(width) }
}

private struct TextFieldMark: TextFieldStyle {
  let width: CGFloat
  func _body(configuration: TextField<Self._Label>) -> some View { mark(width) }
}

private struct PaddedButton: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(5) }
}

private struct PaddedLabel: LabelStyle {
  func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(5) }
}

private struct PaddedLabeledContent: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration).padding(5) }
}

private struct PaddedToggle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(5) }
}

private struct PaddedProgressView: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).padding(5) }
}

private struct PaddedMenu: MenuStyle {
  func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(5) }
}

private struct PaddedControlGroup: ControlGroupStyle {
  func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration).padding(5) }
}
