import Foundation

/// The appearance and layout of labeled content: how a label and its value are arranged.
///
/// ```swift
/// struct StackedLabeledContentStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label
///             configuration.content.font(.caption)
///         }
///     }
/// }
/// LabeledContent("Name", value: "Ada").labeledContentStyle(StackedLabeledContentStyle())
/// ```
public protocol LabeledContentStyle {
  /// A view that represents the appearance of labeled content.
  associatedtype Body: View

  /// Creates a view that represents the body of labeled content.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of labeled content.
  typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of labeled content: its label and its content, as views.
public struct LabeledContentStyleConfiguration {
  /// The label of the labeled content, as a view.
  public struct Label: View {
    let content: AnyView

    /// The label the labeled content was created with.
    public var body: some View { content }
  }

  /// The content of the labeled content, as a view.
  public struct Content: View {
    let content: AnyView

    /// The content the labeled content was created with.
    public var body: some View { content }
  }

  /// The label of the labeled content.
  public let label: Label
  /// The content of the labeled content.
  public let content: Content
}

/// The default labeled content style: on iOS, the label at the leading side and the content at
/// the trailing side in the secondary colour, filling the width it is offered.
///
/// It is `HStack { label ; Spacer().layoutPriority(-1) ; HStack { content } }` with the content
/// in the secondary colour unless it sets its own (docs/iOSControls.md §5 Toggle, "Structure";
/// OpenSwiftUI `LeadingTrailingLabeledContentStyle.swift`). Stack spacing separates the three,
/// so the label and the content stay at least 8 apart (the spacer's minimum length,
/// docs/LayoutRules.md §1.2). The label is a leading-aligned `VStack`, so a title and a subtitle
/// stack as rows. With ``View/labelsHidden()`` only the content is drawn, at its own size.
///
/// Fidelity: partial — the structure is OpenSwiftUI's reading of SwiftUI; the Toggle built on
/// it is measured (ASNAP: the switch at the trailing edge of a full-width row); the label and
/// subtitle spacing and the list- and form-specific styles are not reproduced.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  @Environment(\.labelsHidden) private var labelsHidden

  /// Creates an automatic labeled content style.
  public init() {}

  /// The label and the content at the two ends of a row that fills the width.
  public func makeBody(configuration: Configuration) -> some View {
    if labelsHidden {
      HStack { configuration.content }
    } else {
      HStack {
        VStack(alignment: .leading) { configuration.label }
        Spacer().layoutPriority(-1)
        HStack { configuration.content }.foregroundStyleUnlessSet(.secondary)
      }
    }
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The default labeled content style.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// A labeled content style with its type erased, as the environment keeps it.
struct AnyLabeledContentStyle {
  let makeBody: (LabeledContentStyleConfiguration) -> AnyView

  init<S: LabeledContentStyle>(_ style: S) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

private struct LabeledContentStylesKey: EnvironmentKey {
  static var defaultValue: [AnyLabeledContentStyle] { [] }
}

extension EnvironmentValues {
  /// The labeled content styles set around a view, innermost last. A labeled content uses the
  /// last and takes it off for what the style draws, so `LabeledContent(configuration)` inside
  /// a style draws with the next one out, as SwiftUI's styles nest.
  var labeledContentStyles: [AnyLabeledContentStyle] {
    get { self[LabeledContentStylesKey.self] }
    set { self[LabeledContentStylesKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of labeled content in this view, and of the controls built on it (toggles
  /// and steppers in the switch and default styles).
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    transformEnvironment(\.labeledContentStyles) { $0.append(AnyLabeledContentStyle(style)) }
  }
}
