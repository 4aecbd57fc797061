import Foundation

/// The configuration of the Liquid Glass material (iOS 26): a variant, an optional tint, and
/// whether the glass reacts to touches.
///
/// ```swift
/// Text("Hello").padding().glassEffect(.regular.tint(.orange).interactive())
/// ```
///
/// Trellis draws glass flat — see ``View/glassEffect(_:in:)`` for the colours. Being
/// interactive changes nothing in a still picture: the glass only responds while it is touched
/// ([Apple](https://developer.apple.com/documentation/swiftui/glass)).
public struct Glass: Equatable, Sendable {
  enum Variant: Equatable, Sendable {
    case regular
    case clear
    case identity
    /// An opaque colour in place of glass: the disabled `.glassProminent` platter, which is
    /// measured as one flat grey.
    case solid(Color)
  }

  let variant: Variant
  let tintColor: Color?
  let isInteractive: Bool

  init(variant: Variant, tintColor: Color? = nil, isInteractive: Bool = false) {
    self.variant = variant
    self.tintColor = tintColor
    self.isInteractive = isInteractive
  }

  /// The regular variant of glass, the default: a frosted platter that keeps text on it legible.
  public static var regular: Glass { Glass(variant: .regular) }

  /// The clear variant of glass: more transparent, for glass over photos and video.
  public static var clear: Glass { Glass(variant: .clear) }

  /// The identity variant of glass: the content is drawn as if no glass effect were applied.
  public static var identity: Glass { Glass(variant: .identity) }

  /// Returns a copy of the glass tinted with `color`, or untinted when `color` is `nil`.
  public func tint(_ color: Color?) -> Glass {
    Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
  }

  /// Returns a copy of the glass that reacts to touches, or does not when `isEnabled` is false.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
  }
}

extension Glass {
  /// The fills of the glass, bottom first, in a colour scheme; empty for the identity variant.
  ///
  /// The flat stand-ins of docs/iOS26Controls.md §3.3: regular glass is 247,247,250 at 90 % —
  /// 246.5,246.5,249.2 over the grouped page, where iOS 26.4's window renders show 243–247,
  /// 243–248, 248–252 — and 31,31,32 at 95 % in dark (iOS 26.4: 31–32 over black); clear glass
  /// white (dark: black) at 25 %; tinted glass the tint at 85 % over white (dark: the tint at
  /// 85 % alone), lighter than the tint as iOS's prominent glass is.
  func fills(in colorScheme: ColorScheme) -> [Color] {
    let isDark = colorScheme == .dark
    switch variant {
    case .identity: return []
    case .solid(let color): return [color]
    case .regular, .clear:
      if let tintColor { return isDark ? [tintColor.opacity(0.85)] : [.white, tintColor.opacity(0.85)] }
      if variant == .clear { return [(isDark ? Color.black : .white).opacity(0.25)] }
      return [
        isDark
          ? Color(red: 31 / 255, green: 31 / 255, blue: 32 / 255, opacity: 0.95)
          : Color(red: 247 / 255, green: 247 / 255, blue: 250 / 255, opacity: 0.9)
      ]
    }
  }
}
