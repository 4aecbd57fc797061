import TrellisCore

/// The samples of the documents Trellis was made from, verbatim, as views: one copy, shared by
/// the tests, the gallery and the benchmarks.
///
/// The samples themselves keep their authors' code unchanged (each in its own file of this
/// module, with its source); this catalogue hands them out type-erased, with the inputs they take.
public enum Seeds {
  /// The four `ChecklistRow` samples of Apple's `Spacer` page, by where their spacers are.
  public enum ChecklistRowSample: String, CaseIterable, Sendable {
    /// An image and a text, no spacer: the row hugs its content.
    case noSpacer
    /// A spacer first: the content is pushed to the trailing edge.
    case spacerFirst
    /// A spacer between the image and the text: they are pushed apart.
    case spacerBetween
    /// A spacer on each side: the content stays together, centred.
    case twoSpacers
  }

  /// Apple's `ChecklistRow` sample for `name`.
  public static func checklistRow(_ sample: ChecklistRowSample, name: String = "Milk") -> AnyView {
    switch sample {
    case .noSpacer: AnyView(ChecklistNoSpacer.ChecklistRow(name: name))
    case .spacerFirst: AnyView(ChecklistSpacerFirst.ChecklistRow(name: name))
    case .spacerBetween: AnyView(ChecklistSpacerBetween.ChecklistRow(name: name))
    case .twoSpacers: AnyView(ChecklistTwoSpacers.ChecklistRow(name: name))
    }
  }

  /// The five `MessageRow` samples of "Laying out a simple view", in the article's order.
  public enum MessageRowSample: String, CaseIterable, Sendable {
    /// The first try: the circle takes whatever space it is offered.
    case plain
    /// `frame(width: 40)` on the avatar.
    case width40
    /// Top alignment.
    case topAligned
    /// A 40 × 40 avatar.
    case square
    /// Horizontal padding around the row: the article's final row.
    case padded
  }

  /// The article's `MessageRow` sample for a message.
  public static func messageRow(
    _ sample: MessageRowSample, initials: String = "AB", content: String = "Are we still on for lunch tomorrow?"
  ) -> AnyView {
    let message = Message(initials: initials, content: content)
    return switch sample {
    case .plain: AnyView(MessageRowPlain.MessageRow(message: message))
    case .width40: AnyView(MessageRowWidth40.MessageRow(message: message))
    case .topAligned: AnyView(MessageRowTopAligned.MessageRow(message: message))
    case .square: AnyView(MessageRowSquare.MessageRow(message: message))
    case .padded: AnyView(MessageRowPadded.MessageRow(message: message))
    }
  }

  /// The AdaptiveStack article's `ContentView`: three texts in an `AdaptiveStack`, vertical in
  /// a compact width and horizontal otherwise.
  public static var adaptiveStack: AnyView { AnyView(ContentView()) }

  /// The usage examples of "Everything You Should Know About Spacer".
  public enum SpacerArticleSample: String, CaseIterable, Sendable {
    /// "Left" and "Right" pushed apart by a spacer.
    case leftRight
    /// Texts separated by `_TextBaselineRelativeSpacer`.
    case baselineRelativeColumn
    /// `_HSpacer` with a minimum width.
    case hSpacer
    /// `_VSpacer` with a minimum height.
    case vSpacer
    /// The public `Spacer` in both stacks.
    case publicSpacer
  }

  /// The article's example.
  public static func spacerArticle(_ sample: SpacerArticleSample) -> AnyView {
    switch sample {
    case .leftRight: AnyView(LeftRightRow())
    case .baselineRelativeColumn: AnyView(BaselineRelativeColumn())
    case .hSpacer: AnyView(HSpacerExample())
    case .vSpacer: AnyView(VSpacerExample())
    case .publicSpacer: AnyView(PublicSpacerExample())
    }
  }
}
