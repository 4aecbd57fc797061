import Foundation

/// UIKit's named colours, by their `UIColor` property names: what Trellis' `UIColor`
/// statics and an asset catalog colour that refers to a system colour (`"reference" :
/// "systemBlueColor"`) resolve to.
///
/// The system colours are Trellis' own (docs/iOSControls.md §3.1 and §3.2, iOS 17 and 18); the
/// fixed colours (`red`, `darkGray`, …) are UIKit's, which are not the system ones: `UIColor.red`
/// is 1, 0, 0 while `UIColor.systemRed` is `Color.red`.
package enum UIKitColorName: String, CaseIterable, Hashable, Sendable {
  // Adaptable system colours.
  case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue
  case systemIndigo, systemPurple, systemPink, systemBrown, systemGray
  case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
  case tintColor
  // Labels, fills, backgrounds, separators and links.
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
  case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
  case systemBackground, secondarySystemBackground, tertiarySystemBackground
  case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
  case separator, opaqueSeparator, link, lightText, darkText
  // Fixed colours.
  case black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple, brown, clear

  /// The colour, light and dark.
  package var color: Color {
    switch self {
    case .systemRed: .red
    case .systemOrange: .orange
    case .systemYellow: .yellow
    case .systemGreen: .green
    case .systemMint: .mint
    case .systemTeal: .teal
    case .systemCyan: .cyan
    case .systemBlue: .blue
    case .systemIndigo: .indigo
    case .systemPurple: .purple
    case .systemPink: .pink
    case .systemBrown: .brown
    case .systemGray: .gray
    case .systemGray2: .systemGray2
    case .systemGray3: .systemGray3
    case .systemGray4: .systemGray4
    case .systemGray5: .systemGray5
    case .systemGray6: .systemGray6
    case .tintColor: .accentColor
    case .label: .primary
    case .secondaryLabel: .secondary
    case .tertiaryLabel: .tertiaryLabel
    case .quaternaryLabel: .quaternaryLabel
    case .placeholderText: .placeholderText
    case .systemFill: .systemFill
    case .secondarySystemFill: .secondarySystemFill
    case .tertiarySystemFill: .tertiarySystemFill
    case .quaternarySystemFill: .quaternarySystemFill
    case .systemBackground: .systemBackground
    case .secondarySystemBackground: .secondarySystemBackground
    case .tertiarySystemBackground: .tertiarySystemBackground
    case .systemGroupedBackground: .systemGroupedBackground
    case .secondarySystemGroupedBackground: .secondarySystemGroupedBackground
    case .tertiarySystemGroupedBackground: .tertiarySystemGroupedBackground
    case .separator: .separator
    case .opaqueSeparator: .opaqueSeparator
    // docs/iOSControls.md §3.2: 0, 122, 255; dark 9, 132, 255 [uncertain].
    case .link: Color(light: .bytes(0, 122, 255), dark: .bytes(9, 132, 255), name: "link")
    case .lightText: fixed(1, 1, 1, 0.6)
    case .darkText: fixed(0, 0, 0)
    case .black: fixed(0, 0, 0)
    case .darkGray: fixed(1.0 / 3, 1.0 / 3, 1.0 / 3)
    case .lightGray: fixed(2.0 / 3, 2.0 / 3, 2.0 / 3)
    case .white: fixed(1, 1, 1)
    case .gray: fixed(0.5, 0.5, 0.5)
    case .red: fixed(1, 0, 0)
    case .green: fixed(0, 1, 0)
    case .blue: fixed(0, 0, 1)
    case .cyan: fixed(0, 1, 1)
    case .yellow: fixed(1, 1, 0)
    case .magenta: fixed(1, 0, 1)
    case .orange: fixed(1, 0.5, 0)
    case .purple: fixed(0.5, 0, 0.5)
    case .brown: fixed(0.6, 0.4, 0.2)
    case .clear: fixed(0, 0, 0, 0)
    }
  }

  /// A colour that is the same in both appearances, named after the case.
  private func fixed(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color {
    let components = Color.Components(red, green, blue, opacity)
    return Color(light: components, dark: components, name: rawValue)
  }

  /// The colour an asset catalog's `"reference"` names: UIKit's selector name
  /// (`systemBlueColor`, `labelColor`) or the property name.
  package init?(reference: String) {
    let name = reference.hasSuffix("Color") && reference != "tintColor" ? String(reference.dropLast(5)) : reference
    self.init(rawValue: name)
  }
}

extension Color {
  /// A colour from red, green, blue and opacity components in sRGB, 0...1, for light and dark
  /// appearances, with a name for descriptions: how Trellis' `UIColor` makes its colours.
  package init(light: Resolved, dark: Resolved, name: String?) {
    self.init(
      light: Components(light.red, light.green, light.blue, light.opacity),
      dark: Components(dark.red, dark.green, dark.blue, dark.opacity), name: name)
  }

  /// The colour's components in each appearance.
  package var appearances: (light: Resolved, dark: Resolved) {
    (
      Resolved(red: light.red, green: light.green, blue: light.blue, opacity: light.opacity),
      Resolved(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity)
    )
  }

  /// The colour's name, if it is a named one.
  package var assetOrSystemName: String? { name }
}
