import Foundation

// Modifiers that change how a view is drawn but not its layout (docs/LayoutRules.md §2 C
// case 47, as `rotationEffect`): geometry effects, filters, blending and compositing. Each
// wraps what the view draws in a display-list group; see `_RenderEffectModifier`.

nonisolated extension View {
  /// Scales this view's drawing by `scale` around `anchor`; its layout is unchanged.
  ///
  /// A scale of 0 on either axis draws nothing; negative scales mirror the view.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_RenderEffectModifier(effect: .scale(scale, anchor: anchor)))
  }

  /// Scales this view's drawing by `s` on both axes around `anchor`; its layout is unchanged.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Scales this view's drawing by `x` horizontally and `y` vertically around `anchor`.
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Draws this view through `transform`, in the view's own coordinates (the origin at its
  /// top leading corner); its layout is unchanged.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(_RenderEffectModifier(effect: .transform(transform)))
  }

  /// Draws this view through a projective transform in its own coordinates; its layout is unchanged.
  ///
  /// Fidelity: partial — an affine transform is drawn as vectors; one with perspective is
  /// drawn as a bitmap (the view rendered at the picture's resolution, 3× in SVG and PDF) mapped
  /// through the transform pixel by pixel, with bilinear sampling.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(_RenderEffectModifier(effect: .projection(transform)))
  }

  /// Draws this view as if rotated by `angle` around `axis` in three dimensions, through
  /// `anchor` (and `anchorZ`), projected back onto the screen with a vanishing point at the
  /// view's larger side over `perspective`; its layout is unchanged.
  ///
  /// Fidelity: partial — the projection is SwiftUI's (OpenSwiftUI's `_Rotation3DEffect`);
  /// with perspective it is drawn as a bitmap, like `projectionEffect(_:)`. Right-to-left
  /// layouts are not mirrored as SwiftUI mirrors them.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    modifier(
      _RenderEffectModifier(
        effect: .rotation3D(
          Rotation3D(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))))
  }

  /// Blurs this view's drawing with a Gaussian blur of `radius`; its layout is unchanged.
  ///
  /// With `opaque`, the blur takes the view's edge pixels beyond its frame and stays opaque
  /// inside it; otherwise the edges fade into transparency.
  ///
  /// Fidelity: partial — the radius is taken as the Gaussian's standard deviation (as CSS's
  /// `blur()` and Core Image's `CIGaussianBlur` take it), approximated by three box blurs as
  /// the W3C Filter Effects spec describes for `feGaussianBlur`
  /// (https://www.w3.org/TR/filter-effects-1/#feGaussianBlurElement), on a bitmap at the
  /// picture's resolution (3× in SVG and PDF). A negative radius is reported and taken as 0.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(_RenderEffectModifier(effect: .blur(radius: radius, opaque: opaque)))
  }

  /// Brightens this view's colours by `amount`: 0 leaves them, 1 makes them white, negative
  /// values darken.
  ///
  /// Fidelity: partial — applied to un-premultiplied sRGB components on a bitmap of the
  /// view (see ``ColorFilter``); SwiftUI's exact colour space for filters is not documented.
  public func brightness(_ amount: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.brightness(amount))))
  }

  /// Sets this view's contrast: 0 is mid grey, 1 unchanged, more increases it, negative inverts.
  public func contrast(_ amount: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.contrast(amount))))
  }

  /// Sets this view's colour saturation: 0 is grey, 1 unchanged, more oversaturates.
  public func saturation(_ amount: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.saturation(amount))))
  }

  /// Removes colour from this view: 0 leaves it, 1 makes it grey.
  public func grayscale(_ amount: Double) -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.grayscale(amount))))
  }

  /// Turns the hues of this view's colours by `angle`.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.hueRotation(angle))))
  }

  /// Multiplies every colour of this view, opacity included, by `color`.
  public func colorMultiply(_ color: Color) -> some View {
    EnvironmentReader { environment in
      modifier(_RenderEffectModifier(effect: .colorFilter(.colorMultiply(color.resolve(in: environment)))))
    }
  }

  /// Inverts this view's colours; opacity is kept.
  public func colorInvert() -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.colorInvert)))
  }

  /// Turns this view into a mask of its luminance: black, as opaque as each pixel is light.
  public func luminanceToAlpha() -> some View {
    modifier(_RenderEffectModifier(effect: .colorFilter(.luminanceToAlpha)))
  }

  /// Composites this view onto what is behind it with `blendMode`.
  ///
  /// Fidelity: partial — every mode but `plusDarker` is Cairo's operator of the same
  /// formula; `plusDarker` is computed per pixel in PNGs and drawn as `multiply` in SVG and
  /// PDF (with a runtime issue). See ``BlendMode``.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(_RenderEffectModifier(effect: .blendMode(blendMode)))
  }

  /// Composites this view's content together before it is composited with what is behind
  /// it: blend modes and opacity inside apply among the content only.
  public func compositingGroup() -> some View {
    modifier(_RenderEffectModifier(effect: .compositingGroup))
  }

  /// Renders this view's content to an offscreen bitmap, then draws the bitmap.
  ///
  /// In SVG and PDF the content becomes an embedded 3× image, as SwiftUI's becomes a Metal
  /// texture. With `opaque`, the bitmap is black wherever the content leaves it transparent.
  ///
  /// Fidelity: partial — colours are blended in non-linear sRGB whatever `colorMode`
  /// says; a linear mode is reported as a runtime issue.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    modifier(_RenderEffectModifier(effect: .drawingGroup(opaque: opaque, colorMode: colorMode)))
  }
}

/// The set of possible working color spaces for color-compositing operations.
public enum ColorRenderingMode: Hashable, Sendable {
  /// The non-linear sRGB working color space.
  case nonLinear
  /// The linear sRGB working color space.
  case linear
  /// The extended linear sRGB working color space.
  case extendedLinear
}

/// Builds its content from the environment it is resolved in: for modifiers that resolve a
/// colour as the view's own colours resolve (its colour scheme and design).
nonisolated struct EnvironmentReader<Content: View>: View {
  let content: (EnvironmentValues) -> Content
  @Environment(\.self) private var environment

  var body: some View { content(environment) }
}
