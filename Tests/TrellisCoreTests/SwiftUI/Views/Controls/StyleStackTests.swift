import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Every family of control styles nests as SwiftUI's do, through one style stack
/// (`StyledControl`): the innermost style draws, a control of the family in a style's body is
/// drawn by the next style out, and a control without a style by the family's `.automatic`.
@MainActor
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
    let view = Button("Go") {}.accessibilityIdentifier("control").labelStyle(Mark(width: 11))
    #expect(row(view).frame(of: "control")?.size == CGSize(width: 17, height: 21))
  }
}

/// The families of control styles, each with a style that draws a red mark of a given width and,
/// where the family's control can be made from a configuration, a style that pads that control.
enum StyledFamily: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case button, label, labeledContent, toggle, progressView, gauge, groupBox, menu, controlGroup, textField

  /// The families whose control has an initialiser from a style's configuration.
  nonisolated static let nestable: [StyledFamily] = [
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
    case .button: AnyView(view.buttonStyle(Mark(width: width)))
    case .label: AnyView(view.labelStyle(Mark(width: width)))
    case .labeledContent: AnyView(view.labeledContentStyle(Mark(width: width)))
    case .toggle: AnyView(view.toggleStyle(Mark(width: width)))
    case .progressView: AnyView(view.progressViewStyle(Mark(width: width)))
    case .gauge: AnyView(view.gaugeStyle(Mark(width: width)))
    case .groupBox: AnyView(view.groupBoxStyle(Mark(width: width)))
    case .menu: AnyView(view.menuStyle(Mark(width: width)))
    case .controlGroup: AnyView(view.controlGroupStyle(Mark(width: width)))
    case .textField: AnyView(view.textFieldStyle(Mark(width: width)))
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
    case .button: AnyView(view.buttonStyle(Padded()))
    case .label: AnyView(view.labelStyle(Padded()))
    case .labeledContent: AnyView(view.labeledContentStyle(Padded()))
    case .toggle: AnyView(view.toggleStyle(Padded()))
    case .progressView: AnyView(view.progressViewStyle(Padded()))
    case .menu: AnyView(view.menuStyle(Padded()))
    case .controlGroup: AnyView(view.controlGroupStyle(Padded()))
    case .gauge, .groupBox, .textField: nil
    }
  }
}

/// A style of every family that draws a red mark `width` wide and 10 tall, whatever the control.
/// One type serves them all: every method returns `AnyView`, the `Body` the protocols share.
private struct Mark: ButtonStyle, LabelStyle, LabeledContentStyle, ToggleStyle, ProgressViewStyle, GaugeStyle,
  GroupBoxStyle, MenuStyle, ControlGroupStyle, TextFieldStyle
{
  let width: CGFloat

  private var mark: AnyView { AnyView(Color.red.frame(width: width, height: 10)) }

  func makeBody(configuration: ButtonStyleConfiguration) -> AnyView { mark }
  func makeBody(configuration: LabelStyleConfiguration) -> AnyView { mark }
  func makeBody(configuration: LabeledContentStyleConfiguration) -> AnyView { mark }
  func makeBody(configuration: ToggleStyleConfiguration) -> AnyView { mark }
  func makeBody(configuration: ProgressViewStyleConfiguration) -> AnyView { mark }
  func makeBody(configuration: GaugeStyleConfiguration) -> AnyView { mark }
  func makeBody(configuration: GroupBoxStyleConfiguration) -> AnyView { mark }
  func makeBody(configuration: MenuStyleConfiguration) -> AnyView { mark }
  func makeBody(configuration: ControlGroupStyleConfiguration) -> AnyView { mark }
  func _body(configuration: TextField<_Label>) -> AnyView { mark }
}

/// A style of every family whose control can be made from a configuration: that control, padded
/// by 5, so that it is drawn by the style set further out.
private struct Padded: PrimitiveButtonStyle, LabelStyle, LabeledContentStyle, ToggleStyle, ProgressViewStyle,
  MenuStyle, ControlGroupStyle
{
  func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
    AnyView(Button(configuration).padding(5))
  }
  func makeBody(configuration: LabelStyleConfiguration) -> AnyView { AnyView(Label(configuration).padding(5)) }
  func makeBody(configuration: LabeledContentStyleConfiguration) -> AnyView {
    AnyView(LabeledContent(configuration).padding(5))
  }
  func makeBody(configuration: ToggleStyleConfiguration) -> AnyView { AnyView(Toggle(configuration).padding(5)) }
  func makeBody(configuration: ProgressViewStyleConfiguration) -> AnyView {
    AnyView(ProgressView(configuration).padding(5))
  }
  func makeBody(configuration: MenuStyleConfiguration) -> AnyView { AnyView(Menu(configuration).padding(5)) }
  func makeBody(configuration: ControlGroupStyleConfiguration) -> AnyView {
    AnyView(ControlGroup(configuration).padding(5))
  }
}
