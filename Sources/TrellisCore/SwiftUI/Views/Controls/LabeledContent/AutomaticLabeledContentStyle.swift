import Foundation

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
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
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

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The default labeled content style.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
