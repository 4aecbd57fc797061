import Foundation

/// A background material: a translucent layer that, on iOS, blurs what is behind it and
/// tints it light or dark.
///
/// Trellis draws a material as its tint alone — a translucent white (light) or near-black
/// (dark) — over what is behind, unblurred.
///
/// Fidelity: partial — no backdrop blur or vibrancy; the tints are estimates shaped on
/// the fills of Apple's iOS design kit as expo-blur transcribes them (white at 30–97 %, dark
/// grey at 55–90 %), not measured from SwiftUI's pixels. Over a plain background the result is
/// close; over busy content it is less frosted than on the device.
public struct Material: ShapeStyle, Hashable, Sendable, PaintConvertible {
  let name: String
  let light: Color.Resolved
  let dark: Color.Resolved

  private init(_ name: String, light: (Double, Double), dark: (Double, Double)) {
    self.name = name
    self.light = Color.Resolved(red: light.0, green: light.0, blue: light.0, opacity: light.1)
    self.dark = Color.Resolved(red: dark.0, green: dark.0, blue: dark.0, opacity: dark.1)
  }

  /// A mostly translucent material.
  public static let ultraThin = Material("ultraThinMaterial", light: (1, 0.45), dark: (0.145, 0.55))
  /// A more translucent than opaque material.
  public static let thin = Material("thinMaterial", light: (1, 0.6), dark: (0.145, 0.7))
  /// A material somewhat translucent.
  public static let regular = Material("regularMaterial", light: (1, 0.72), dark: (0.145, 0.78))
  /// A mostly opaque material.
  public static let thick = Material("thickMaterial", light: (1, 0.85), dark: (0.145, 0.9))
  /// A mostly opaque material, more than thick.
  public static let ultraThick = Material("ultraThickMaterial", light: (1, 0.93), dark: (0.145, 0.95))
  /// The material of bars: navigation bars, tab bars and toolbars (`systemChromeMaterial`).
  public static let bar = Material("bar", light: (0.976, 0.94), dark: (0.0, 0.75))

  func paint(in environment: EnvironmentValues) -> DisplayList.Paint {
    .color(environment.colorScheme == .dark ? dark : light)
  }
}

extension ShapeStyle where Self == Material {
  /// A mostly translucent material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A more translucent than opaque material.
  public static var thinMaterial: Material { .thin }
  /// A material somewhat translucent.
  public static var regularMaterial: Material { .regular }
  /// A mostly opaque material.
  public static var thickMaterial: Material { .thick }
  /// A mostly opaque material, more than thick.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}
