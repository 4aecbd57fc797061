import Foundation

/// Layers a view behind or in front of another, sized by it (docs/LayoutRules.md §1.11).
///
/// The primary view decides size, spacing, priority and guides; the secondary view is proposed
/// exactly the primary's size and aligned on it. Several secondary views form an implicit `ZStack`.
///
/// Fidelity: verified — §2 C cases 17, 45, 53–67 and 69.
struct SecondaryLayerBehavior: LayoutBehavior {
  let alignment: Alignment
  /// Whether the layer is drawn behind the primary view (`background`) or in front (`overlay`).
  let isBackground: Bool
  /// Whether the layer is not drawn but masks the primary view (`mask`), laid out as an overlay.
  var isMask = false

  var debugName: String { isMask ? "mask" : isBackground ? "background" : "overlay" }

  /// A background's layer is painted under the primary view, so a point over both hits the view.
  var paintsLastChildFirst: Bool { isBackground && !isMask }

  private func primary(_ context: LayoutContext) -> LayoutSubview { context.subviews[0] }

  private func secondary(_ context: LayoutContext) -> LayoutSubview? {
    context.childCount > 1 ? context.subviews[1] : nil
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    primary(context).sizeThatFits(proposal)
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let primary = primary(context)
    primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    guard let secondary = secondary(context) else { return }
    let primaryDimensions = primary.dimensions(in: proposal)
    let layerProposal = ProposedViewSize(primaryDimensions.size)
    let layer = secondary.dimensions(in: layerProposal)
    secondary.place(
      at: CGPoint(
        x: bounds.minX + primaryDimensions[alignment.horizontal] - layer[alignment.horizontal],
        y: bounds.minY + primaryDimensions[alignment.vertical] - layer[alignment.vertical]),
      anchor: .topLeading, proposal: layerProposal)
  }

  func spacing(context: LayoutContext) -> Spacing { primary(context).rawSpacing }

  var explicitGuides: ExplicitGuides { .children }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, context: LayoutContext
  ) -> CGFloat? {
    primary(context).dimensions(in: proposal)[explicit: key]
  }

  func layoutPriority(context: LayoutContext) -> Double { primary(context).priority }

  func requiresSpacingProjection(context: LayoutContext) -> Bool {
    primary(context).requiresSpacingProjection
  }

  func ignoresAutomaticPadding(context: LayoutContext) -> Bool {
    primary(context).ignoresAutomaticPadding
  }

  /// A background is drawn behind the primary view, an overlay in front of it.
  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    guard children.count > 1 else {
      // A mask that draws nothing hides the view, as a clear mask does.
      return isMask ? [] : children.first ?? []
    }
    if isMask { return children[0].isEmpty ? [] : [.group(children[0], effect: .mask(children[1]))] }
    return isBackground ? children[1] + children[0] : children[0] + children[1]
  }
}

extension SecondaryLayerBehavior {
  /// Wraps each view `content` makes in a node of this behaviour, with `layer` as its second child.
  func wrapEach<Layer: View>(inputs: _ViewInputs, content: (_ViewInputs) -> Void, layer: Layer) {
    inputs.context.wrapEach(
      inputs: inputs, content: content, secondary: { Layer._makeViewList(view: layer, inputs: $0) },
      secondaryAlignment: alignment, behavior: self)
  }
}

/// Layers a view behind the modified view.
nonisolated public struct _BackgroundModifier<Background: View>: ImmediateViewModifier {
  /// The view drawn behind.
  public var background: Background
  /// How the background is aligned on the modified view.
  public var alignment: Alignment

  /// Creates the modifier.
  public init(background: Background, alignment: Alignment = .center) {
    self.background = background
    self.alignment = alignment
  }

  /// Wraps each view of the content in a node with the background as second child.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    SecondaryLayerBehavior(alignment: modifier.alignment, isBackground: true)
      .wrapEach(inputs: inputs, content: body, layer: modifier.background)
  }
}

/// Layers a view in front of the modified view.
nonisolated public struct _OverlayModifier<Overlay: View>: ImmediateViewModifier {
  /// The view drawn in front.
  public var overlay: Overlay
  /// How the overlay is aligned on the modified view.
  public var alignment: Alignment

  /// Creates the modifier.
  public init(overlay: Overlay, alignment: Alignment = .center) {
    self.overlay = overlay
    self.alignment = alignment
  }

  /// Wraps each view of the content in a node with the overlay as second child.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    SecondaryLayerBehavior(alignment: modifier.alignment, isBackground: false)
      .wrapEach(inputs: inputs, content: body, layer: modifier.overlay)
  }
}

nonisolated extension View {
  /// Layers the views that `content` builds behind this view.
  ///
  /// ```swift
  /// Text("Hi").padding().background { Color.yellow }
  /// ```
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_BackgroundModifier(background: content(), alignment: alignment))
  }

  /// Layers `background` behind this view. Deprecated in SwiftUI in favour of `background(alignment:content:)`.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(_BackgroundModifier(background: background, alignment: alignment))
  }

  /// Fills the area behind this view with a style.
  ///
  /// The fill reaches past the safe area on `edges` where the view touches the safe area's
  /// boundary — by default on every edge, so a screen's background runs under the status bar
  /// and the home indicator (Apple's documentation of `background(_:ignoresSafeAreaEdges:)`).
  ///
  /// ```swift
  /// Color.blue.frame(width: 50, height: 30).padding().background(Color.red)
  /// ```
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_BackgroundModifier(background: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center))
  }

  /// Fills a shape behind this view with a style.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(_BackgroundModifier(background: shape.fill(style, style: fillStyle), alignment: .center))
  }

  /// Layers the views that `content` builds in front of this view.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_OverlayModifier(overlay: content(), alignment: alignment))
  }

  /// Layers `overlay` in front of this view. Deprecated in SwiftUI in favour of `overlay(alignment:content:)`.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
  }

  /// Fills the area in front of this view with a style, past the safe area on `edges` where the
  /// view touches its boundary (by default every edge).
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_OverlayModifier(overlay: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center))
  }

  /// Fills a shape in front of this view with a style.
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(_OverlayModifier(overlay: shape.fill(style, style: fillStyle), alignment: .center))
  }

  /// Adds a border of `width` inside this view's bounds: an overlaid `Rectangle().strokeBorder(content, lineWidth: width)`.
  ///
  /// ```swift
  /// HStack { … }.border(Color.blue)
  /// ```
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
