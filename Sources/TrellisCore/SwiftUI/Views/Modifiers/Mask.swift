import Foundation

/// Masks the modified view with another: the view is drawn only where the mask is opaque,
/// weighted by the mask's opacity; the mask's colours do not matter.
///
/// The mask is laid out like an overlay — proposed the view's size and aligned on it — and
/// is not drawn itself. Layout is the view's alone.
///
/// Fidelity: verified — laid out as `overlay(alignment:content:)` (docs/LayoutRules.md §1.11),
/// drawn through Cairo's mask operator.
nonisolated public struct _MaskModifier<Mask: View>: ImmediateViewModifier {
  /// The view whose opacity masks the modified view.
  public var mask: Mask
  /// How the mask is aligned on the modified view.
  public var alignment: Alignment

  /// Creates the modifier.
  public init(mask: Mask, alignment: Alignment = .center) {
    self.mask = mask
    self.alignment = alignment
  }

  /// Wraps each view of the content in a node with the mask as second child.
  static func makeView(modifier: Self, inputs: _ViewInputs, content body: (_ViewInputs) -> Void) {
    SecondaryLayerBehavior(alignment: modifier.alignment, isBackground: false, isMask: true)
      .wrapEach(inputs: inputs, content: body, layer: modifier.mask)
  }
}

nonisolated extension View {
  /// Masks this view with the views `mask` builds, aligned on it by `alignment`.
  ///
  /// ```swift
  /// Image(systemName: "envelope.badge.fill")
  ///     .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
  /// ```
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(_MaskModifier(mask: mask(), alignment: alignment))
  }

  /// Masks this view with `mask`. Deprecated in SwiftUI in favour of `mask(alignment:_:)`.
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(_MaskModifier(mask: mask, alignment: .center))
  }
}
