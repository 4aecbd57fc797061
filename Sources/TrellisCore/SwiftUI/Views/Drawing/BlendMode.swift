import Foundation

/// Modes for compositing a view with overlapping content: SwiftUI's cases, each drawn with
/// the Cairo operator of the same formula (the W3C Compositing and Blending Level 1 modes,
/// https://www.w3.org/TR/compositing-1/, which Core Graphics' blend modes follow).
///
/// Fidelity: partial — `plusDarker` has no Cairo operator: it is computed per pixel,
/// `max(0, 1 − ((1 − D) + (1 − S)))` as Core Graphics documents `kCGBlendModePlusDarker`, on a
/// picture (PNG); in SVG and PDF it is drawn as `multiply`, with a runtime issue.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// The source over the destination.
  case normal
  /// Source times destination.
  case multiply
  /// The complement of the product of the complements.
  case screen
  /// Multiply or screen, by the destination.
  case overlay
  /// The darker of source and destination.
  case darken
  /// The lighter of source and destination.
  case lighten
  /// Brightens the destination to reflect the source.
  case colorDodge
  /// Darkens the destination to reflect the source.
  case colorBurn
  /// Darkens or lightens, by the source, softly.
  case softLight
  /// Multiply or screen, by the source.
  case hardLight
  /// The absolute difference.
  case difference
  /// Like difference, with lower contrast.
  case exclusion
  /// The source's hue with the destination's saturation and luminosity.
  case hue
  /// The source's saturation with the destination's hue and luminosity.
  case saturation
  /// The source's hue and saturation with the destination's luminosity.
  case color
  /// The source's luminosity with the destination's hue and saturation.
  case luminosity
  /// The source drawn only where the destination is, over it.
  case sourceAtop
  /// The destination over the source.
  case destinationOver
  /// The destination where the source is not.
  case destinationOut
  /// `max(0, 1 − ((1 − D) + (1 − S)))`.
  case plusDarker
  /// `min(1, S + D)`.
  case plusLighter
}
