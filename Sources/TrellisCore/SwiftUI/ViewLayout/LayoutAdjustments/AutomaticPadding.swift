import Foundation

/// Padding a container asks for on behalf of its content, unless the content already pads itself.
///
/// Unlike `padding`, it keeps the child's spacing (§1.4); it is skipped when the child is a
/// padding, or says it ignores automatic padding (OpenSwiftUI `DefaultPadding.swift`).
///
/// Fidelity: verified — §2 C cases 69 and 71.
nonisolated public struct _AutomaticPaddingViewModifier: ImmediateViewModifier {
  /// The insets, or `nil` for the environment's default padding.
  public var insets: EdgeInsets?

  /// Creates an automatic padding.
  public init(insets: EdgeInsets?) { self.insets = insets }

  /// Wraps each view of the content in an automatic padding node.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    let insets = modifier.insets ?? inputs.environment.defaultPadding
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in AutomaticPaddingBehavior(insets: insets) }
  }
}

/// Sets whether an automatic padding around the content leaves it unpadded.
nonisolated public struct _IgnoresAutomaticPaddingLayout: ImmediateViewModifier {
  /// Whether to ignore automatic padding.
  public var ignoresPadding: Bool

  /// Creates the modifier.
  public init(ignoresPadding: Bool) { self.ignoresPadding = ignoresPadding }

  /// Wraps each view of the content in a node that answers `ignoresPadding`.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier }
  }
}

extension _IgnoresAutomaticPaddingLayout: TransparentUnaryLayoutBehavior {
  var debugName: String { "_ignoresAutomaticPadding(\(ignoresPadding))" }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize { child.sizeThatFits(proposal) }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero)
  }

  func ignoresAutomaticPadding(context: LayoutContext) -> Bool { ignoresPadding }
}

struct AutomaticPaddingBehavior: TransparentUnaryLayoutBehavior {
  let insets: EdgeInsets

  var debugName: String { "_automaticPadding" }

  private func effectiveInsets(_ child: LayoutSubview) -> EdgeInsets {
    child.ignoresAutomaticPadding ? EdgeInsets() : insets
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
    PaddingBehavior(insets: effectiveInsets(child)).sizeThatFits(proposal, child: child)
  }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    PaddingBehavior(insets: effectiveInsets(child)).placement(of: child, in: size, proposal: proposal)
  }

  /// An automatic padding is itself padding, for the automatic paddings around it.
  func ignoresAutomaticPadding(context: LayoutContext) -> Bool { true }
}

nonisolated extension View {
  /// Adds the padding a container would add around its content, unless the content pads itself.
  public func _automaticPadding(_ edgeInsets: EdgeInsets? = nil) -> some View {
    modifier(_AutomaticPaddingViewModifier(insets: edgeInsets))
  }

  /// Makes an automatic padding around this view leave it unpadded, or not.
  public func _ignoresAutomaticPadding(_ ignoresPadding: Bool) -> some View {
    modifier(_IgnoresAutomaticPaddingLayout(ignoresPadding: ignoresPadding))
  }
}
