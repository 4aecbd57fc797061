import Foundation

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

// Not `@Entry`: `EnvironmentValues`' subscript names this key to keep its value in a stored property.
/// The key of `colorScheme`, which `EnvironmentValues` keeps beside its other values too.
struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The color scheme of the view: light by default.
  public var colorScheme: ColorScheme {
    get { storedColorScheme }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the color scheme of the view and its descendants.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Sets the preferred color scheme: in a Trellis host, the color scheme of the view, and of
  /// the screen chrome (status bar, home indicator) the host draws over it.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    environment(\.colorScheme, colorScheme ?? .light)
      .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
  }
}

/// The color scheme a view prefers for the window it is in; the first one set wins.
struct PreferredColorSchemeKey: PreferenceKey {
  static var defaultValue: ColorScheme? { nil }

  static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    if value == nil { value = nextValue() }
  }
}
