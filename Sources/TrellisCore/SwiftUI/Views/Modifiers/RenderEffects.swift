import Foundation

/// A modifier that changes how a view is drawn but not how it is laid out: opacity, clipping,
/// rotation, shadow.
///
/// SwiftUI applies these after layout (docs/LayoutRules.md §2 C case 47), so they pass size,
/// spacing, priority and guides through, and wrap what the view draws in a group.
///
/// Fidelity: verified — `rotationEffect` leaves layout unchanged (§2 C case 47, beside a `zIndex`);
/// opacity, clipping and shadows pass layout through in the same way, unpinned.
nonisolated public struct _RenderEffectModifier: ImmediateViewModifier {
  enum Effect {
    case opacity(Double)
    case clip(any Shape, evenOdd: Bool)
    case rotation(Angle, anchor: UnitPoint)
    case shadow(Color.Resolved, radius: CGFloat, offset: CGSize)
    /// An affine transform in the view's own coordinates (origin at its top leading corner).
    case transform(CGAffineTransform)
    case scale(CGSize, anchor: UnitPoint)
    /// A projective transform in the view's own coordinates.
    case projection(ProjectionTransform)
    case rotation3D(Rotation3D)
    case blur(radius: CGFloat, opaque: Bool)
    case colorFilter(ColorFilter)
    case blendMode(BlendMode)
    case compositingGroup
    case drawingGroup(opaque: Bool, colorMode: ColorRenderingMode)
  }

  let effect: Effect

  /// Wraps each view of the content in a node that records the effect.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    guard let modifier = modifier.sanitized() else { return body(inputs) }
    if case .drawingGroup(_, let colorMode) = modifier.effect, colorMode != .nonLinear {
      RuntimeIssues.report(
        "drawingGroup(colorMode: .\(colorMode)) is drawn in non-linear sRGB: Trellis blends in sRGB only.")
    }
    inputs.context.wrapEach(inputs: inputs, content: body) { _ in modifier }
  }

  /// The effect as it can be drawn, or `nil` when a value in it cannot be, with a runtime issue:
  /// the view is then drawn without the effect, and its siblings are untouched.
  ///
  /// Every number of every effect is checked here, where it enters the pipeline, so that a NaN
  /// rotation or shadow offset never reaches a display list as an invalid matrix (Cairo would
  /// fail the whole render). The messages are those the canvas gives for a display list made
  /// by hand. Values SwiftUI clamps are clamped where the effect is drawn, without a message:
  /// opacity and filter amounts beyond their range, a negative shadow radius.
  func sanitized() -> Self? {
    func invalid(_ message: String) -> Self? {
      RuntimeIssues.report(message)
      return nil
    }
    switch effect {
    case .opacity(let value) where value.isNaN:
      return invalid("Invalid opacity (nan); drawing the view opaque.")
    case .rotation(let angle, let anchor) where !angle.radians.isFinite || !anchor.isFinite:
      return invalid("Invalid rotation (\(angle.radians) radians around \(anchor)); drawing the view unrotated.")
    case .shadow(_, let radius, let offset)
    where radius.isNaN || radius == .infinity || !offset.width.isFinite || !offset.height.isFinite:
      return invalid("Invalid shadow (radius \(radius), offset \(offset)); drawing the view without its shadow.")
    case .transform(let t) where ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite):
      return invalid(
        "Invalid transform \([t.a, t.b, t.c, t.d, t.tx, t.ty]) (not finite); drawing the view untransformed.")
    case .scale(let scale, let anchor) where !scale.width.isFinite || !scale.height.isFinite || !anchor.isFinite:
      return invalid("Invalid transform (scaleEffect \(scale) around \(anchor)); drawing the view untransformed.")
    case .projection(let projection) where !projection.isFinite:
      return invalid("Invalid projection \(projection); drawing the view untransformed.")
    case .rotation3D(let rotation) where !rotation.isFinite:
      return invalid("Invalid projection (rotation3DEffect \(rotation)); drawing the view untransformed.")
    case .blur(let radius, _) where !radius.isFinite || radius < 0:
      return invalid("Invalid blur radius (\(radius)); drawing the view unblurred.")
    case .colorFilter(let filter) where !filter.matrix.isFinite:
      return invalid("Invalid \(filter.modifierName): its amount is not finite; drawing the view unfiltered.")
    default:
      reportMagnification()
      return self
    }
  }

  /// The largest factor by which a transform may magnify a view: beyond it the canvas's
  /// coordinates overflow, and it leaves the view out (`CairoCanvas`'s coordinate limit).
  static let largestMagnification: CGFloat = 1e6

  /// Reports a scale or transform that magnifies the view past ``largestMagnification``, which
  /// the canvas leaves out: said here, where the host's log hears it, and not only when drawn.
  private func reportMagnification() {
    let entries: [CGFloat]
    switch effect {
    case .scale(let scale, _): entries = [scale.width, scale.height]
    case .transform(let t): entries = [t.a, t.b, t.c, t.d]
    case .projection(let p): entries = [p.m11, p.m12, p.m21, p.m22]
    default: return
    }
    guard entries.contains(where: { abs($0) > Self.largestMagnification }) else { return }
    RuntimeIssues.report("Transform \(entries) magnifies the view beyond what can be drawn; the view is left out.")
  }
}

/// The parameters of `rotation3DEffect`.
struct Rotation3D: CustomStringConvertible {
  var angle: Angle
  var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  var anchor: UnitPoint
  var anchorZ: CGFloat
  var perspective: CGFloat

  /// Whether every parameter is finite: a projection can be made of it.
  var isFinite: Bool {
    [angle.radians, axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective].allSatisfy(\.isFinite)
  }

  /// The parameters as the modifier is written, for messages.
  var description: String {
    "\(formatLength(angle.degrees))°, axis (\(formatLength(axis.x)), \(formatLength(axis.y)), "
      + "\(formatLength(axis.z))), perspective \(formatLength(perspective))"
  }

  /// The projection SwiftUI draws a view of `size` through (OpenSwiftUI's
  /// `_Rotation3DEffect.Data.transform`): move the anchor to the origin, rotate about the
  /// axis, apply a perspective whose vanishing distance is the larger side over `perspective`
  /// (m34 = −perspective / max(width, height)), and move back.
  func projection(size: CGSize) -> ProjectionTransform {
    let anchorPoint = (x: anchor.x * size.width, y: anchor.y * size.height)
    var depth = Transform3D()
    let largest = Swift.max(size.width, size.height)
    depth.m[2][3] = largest > 0 ? -perspective / largest : 0
    return Transform3D.translation(-anchorPoint.x, -anchorPoint.y, -anchorZ)
      .concatenating(.rotation(angle.radians, axis.x, axis.y, axis.z))
      .concatenating(depth)
      .concatenating(.translation(anchorPoint.x, anchorPoint.y, anchorZ))
      .projection
  }
}

extension _RenderEffectModifier: TransparentUnaryLayoutBehavior {
  var role: LayoutRole {
    if case .clip = effect { return .clips }
    return .other
  }

  var debugName: String {
    switch effect {
    case .opacity(let value): "opacity(\(formatLength(value)))"
    case .clip(let shape, _): "clipShape(\(typeName(type(of: shape))))"
    case .rotation(let angle, _): "rotationEffect(\(formatLength(angle.degrees))°)"
    case .shadow(_, let radius, let offset):
      "shadow(radius: \(formatLength(radius)), x: \(formatLength(offset.width)), y: \(formatLength(offset.height)))"
    case .transform: "transformEffect"
    case .scale(let scale, _): "scaleEffect(x: \(formatLength(scale.width)), y: \(formatLength(scale.height)))"
    case .projection: "projectionEffect"
    case .rotation3D(let rotation): "rotation3DEffect(\(formatLength(rotation.angle.degrees))°)"
    case .blur(let radius, _): "blur(radius: \(formatLength(radius)))"
    case .colorFilter(let filter): filter.modifierName
    case .blendMode(let mode): "blendMode(.\(mode))"
    case .compositingGroup: "compositingGroup"
    case .drawingGroup: "drawingGroup"
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize { child.sizeThatFits(proposal) }

  func placement(of child: LayoutSubview, in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
    ChildPlacement(proposal: proposal, origin: .zero)
  }

  func displayItems(in frame: CGRect, children: [[DisplayList.Item]], context: DisplayContext) -> [DisplayList.Item] {
    let items = children.flatMap { $0 }
    guard !items.isEmpty else { return [] }
    return [.group(items, effect: displayEffect(in: frame, context: context))]
  }

  /// The effect in host coordinates, for a view whose frame is `frame`.
  private func displayEffect(in frame: CGRect, context: DisplayContext) -> DisplayList.Effect {
    func point(_ anchor: UnitPoint) -> CGPoint {
      CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }
    /// A transform of the view's own coordinates as one of host coordinates.
    func hosted(_ local: ProjectionTransform) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
        .concatenating(local)
        .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
    }
    switch effect {
    case .opacity(let value):
      return .opacity(Swift.min(Swift.max(value, 0), 1))
    case .clip(let shape, _):
      // A container relative shape is its container's shape, found where it is drawn.
      if shape is ContainerRelativeShape {
        return .clip(ContainerRelativeShape.path(placedIn: frame, inset: 0, context: context))
      }
      return .clip(shape.path(placedIn: frame))
    case .rotation(let angle, let anchor):
      return .rotation(angle, anchor: point(anchor))
    case .shadow(let color, let radius, let offset):
      return .shadow(color: color, radius: Swift.max(radius, 0), offset: offset)
    case .transform(let transform):
      return .transform(hosted(ProjectionTransform(transform)).affine)
    case .scale(let scale, let anchor):
      return .transform(CGAffineTransform(scaleX: scale.width, y: scale.height).around(anchor, of: frame))
    case .projection(let projection):
      let hostedProjection = hosted(projection)
      return hostedProjection.isAffine ? .transform(hostedProjection.affine) : .projection(hostedProjection)
    case .rotation3D(let rotation):
      let hostedProjection = hosted(rotation.projection(size: frame.size))
      return hostedProjection.isAffine ? .transform(hostedProjection.affine) : .projection(hostedProjection)
    case .blur(let radius, let opaque):
      return .blur(radius: radius, opaque: opaque, bounds: frame)
    case .colorFilter(let filter):
      return .colorFilter(filter)
    case .blendMode(let mode):
      return .blendMode(mode)
    case .compositingGroup:
      return .compositingGroup
    case .drawingGroup(let opaque, _):
      return .drawingGroup(opaque: opaque, bounds: frame)
    }
  }
}

nonisolated extension View {
  /// Sets the transparency of this view: 0 is invisible, 1 opaque.
  public func opacity(_ opacity: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .opacity(opacity)))
  }

  /// Clips this view to `shape`, laid out in the view's frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_RenderEffectModifier(effect: .clip(shape, evenOdd: style.isEOFilled)))
  }

  /// Clips this view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    clipShape(Rectangle())
  }

  /// Clips this view to its frame with rounded corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
  }

  /// Rotates this view as drawn, around `anchor`; its layout is unchanged.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_RenderEffectModifier(effect: .rotation(angle, anchor: anchor)))
  }

  /// Draws a shadow beneath this view: a copy in `color`, blurred by `radius`, offset by (`x`, `y`).
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    ShadowReader(color: color) { resolved in
      modifier(_RenderEffectModifier(effect: .shadow(resolved, radius: radius, offset: CGSize(width: x, height: y))))
    }
  }

  /// Sets the drawing order of overlapping siblings: higher values are drawn later. Layout is unchanged.
  public func zIndex(_ value: Double) -> some View {
    modifier(_TraitWritingModifier<ZIndexTraitKey>(value: value))
  }
}

/// Resolves a shadow's colour against the environment where the shadow is.
nonisolated struct ShadowReader<Content: View>: View {
  let color: Color
  let content: (Color.Resolved) -> Content
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    return content(color.resolve(in: environment))
  }
}

extension UnitPoint {
  /// Whether both coordinates are finite: an anchor a transform can be placed around.
  var isFinite: Bool { x.isFinite && y.isFinite }
}
