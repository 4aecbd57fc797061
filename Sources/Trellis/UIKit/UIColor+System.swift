import Foundation

// UIKit's named colours as `UIColor` class properties; their values are `UIKitColorName`'s.
extension UIColor {
  /// The system red: `Color.red`.
  public class var systemRed: UIColor { UIColor(system: .systemRed) }
  /// The system orange: `Color.orange`.
  public class var systemOrange: UIColor { UIColor(system: .systemOrange) }
  /// The system yellow: `Color.yellow`.
  public class var systemYellow: UIColor { UIColor(system: .systemYellow) }
  /// The system green: `Color.green`.
  public class var systemGreen: UIColor { UIColor(system: .systemGreen) }
  /// The system mint: `Color.mint`.
  public class var systemMint: UIColor { UIColor(system: .systemMint) }
  /// The system teal: `Color.teal`.
  public class var systemTeal: UIColor { UIColor(system: .systemTeal) }
  /// The system cyan: `Color.cyan`.
  public class var systemCyan: UIColor { UIColor(system: .systemCyan) }
  /// The system blue: `Color.blue`.
  public class var systemBlue: UIColor { UIColor(system: .systemBlue) }
  /// The system indigo: `Color.indigo`.
  public class var systemIndigo: UIColor { UIColor(system: .systemIndigo) }
  /// The system purple: `Color.purple`.
  public class var systemPurple: UIColor { UIColor(system: .systemPurple) }
  /// The system pink: `Color.pink`.
  public class var systemPink: UIColor { UIColor(system: .systemPink) }
  /// The system brown: `Color.brown`.
  public class var systemBrown: UIColor { UIColor(system: .systemBrown) }
  /// The system grey: `Color.gray`.
  public class var systemGray: UIColor { UIColor(system: .systemGray) }
  /// The second system grey: 174, 174, 178 (dark 99, 99, 102).
  public class var systemGray2: UIColor { UIColor(system: .systemGray2) }
  /// The third system grey: 199, 199, 204 (dark 72, 72, 74).
  public class var systemGray3: UIColor { UIColor(system: .systemGray3) }
  /// The fourth system grey: 209, 209, 214 (dark 58, 58, 60).
  public class var systemGray4: UIColor { UIColor(system: .systemGray4) }
  /// The fifth system grey: 229, 229, 234 (dark 44, 44, 46).
  public class var systemGray5: UIColor { UIColor(system: .systemGray5) }
  /// The sixth system grey: 242, 242, 247 (dark 28, 28, 30).
  public class var systemGray6: UIColor { UIColor(system: .systemGray6) }
  /// The tint: the accent colour, blue by default.
  public class var tintColor: UIColor { UIColor(system: .tintColor) }
  /// Primary text: black (dark: white).
  public class var label: UIColor { UIColor(system: .label) }
  /// Secondary text: 60, 60, 67 at 60 % (dark 235, 235, 245 at 60 %).
  public class var secondaryLabel: UIColor { UIColor(system: .secondaryLabel) }
  /// Tertiary text: 60, 60, 67 at 30 % (dark 235, 235, 245 at 30 %).
  public class var tertiaryLabel: UIColor { UIColor(system: .tertiaryLabel) }
  /// Quaternary text: 60, 60, 67 at 18 % (dark 235, 235, 245 at 16 %).
  public class var quaternaryLabel: UIColor { UIColor(system: .quaternaryLabel) }
  /// A text field's prompt: 60, 60, 67 at 30 % (dark 235, 235, 245 at 30 %).
  public class var placeholderText: UIColor { UIColor(system: .placeholderText) }
  /// The fill of thin shapes (a switch's track): 120, 120, 128 at 20 % (dark 36 %).
  public class var systemFill: UIColor { UIColor(system: .systemFill) }
  /// The fill of medium shapes: 120, 120, 128 at 16 % (dark 32 %).
  public class var secondarySystemFill: UIColor { UIColor(system: .secondarySystemFill) }
  /// The fill of large shapes (a search field): 118, 118, 128 at 12 % (dark 24 %).
  public class var tertiarySystemFill: UIColor { UIColor(system: .tertiarySystemFill) }
  /// The fill of large, complex areas: 116, 116, 128 at 8 % (dark 18 %).
  public class var quaternarySystemFill: UIColor { UIColor(system: .quaternarySystemFill) }
  /// The background of a plain screen: white (dark: black).
  public class var systemBackground: UIColor { UIColor(system: .systemBackground) }
  /// Content on the background: 242, 242, 247 (dark 28, 28, 30).
  public class var secondarySystemBackground: UIColor { UIColor(system: .secondarySystemBackground) }
  /// Content on secondary content: white (dark 44, 44, 46).
  public class var tertiarySystemBackground: UIColor { UIColor(system: .tertiarySystemBackground) }
  /// The background of a grouped list: 242, 242, 247 (dark: black).
  public class var systemGroupedBackground: UIColor { UIColor(system: .systemGroupedBackground) }
  /// A grouped list's cells: white (dark 28, 28, 30).
  public class var secondarySystemGroupedBackground: UIColor { UIColor(system: .secondarySystemGroupedBackground) }
  /// Content in a grouped list's cells: 242, 242, 247 (dark 44, 44, 46).
  public class var tertiarySystemGroupedBackground: UIColor { UIColor(system: .tertiarySystemGroupedBackground) }
  /// A thin separator: 60, 60, 67 at 29 % (dark 84, 84, 88 at 60 %).
  public class var separator: UIColor { UIColor(system: .separator) }
  /// An opaque separator: 198, 198, 200 (dark 56, 56, 58).
  public class var opaqueSeparator: UIColor { UIColor(system: .opaqueSeparator) }
  /// Links: 0, 122, 255 (dark 9, 132, 255).
  public class var link: UIColor { UIColor(system: .link) }
  /// Light text on a dark ground: white at 60 %.
  public class var lightText: UIColor { UIColor(system: .lightText) }
  /// Dark text on a light ground: black.
  public class var darkText: UIColor { UIColor(system: .darkText) }
  /// Black.
  public class var black: UIColor { UIColor(system: .black) }
  /// A third white: 1/3, 1/3, 1/3.
  public class var darkGray: UIColor { UIColor(system: .darkGray) }
  /// Two thirds white: 2/3, 2/3, 2/3.
  public class var lightGray: UIColor { UIColor(system: .lightGray) }
  /// White.
  public class var white: UIColor { UIColor(system: .white) }
  /// Half white.
  public class var gray: UIColor { UIColor(system: .gray) }
  /// Pure red: 1, 0, 0 (not the system red).
  public class var red: UIColor { UIColor(system: .red) }
  /// Pure green: 0, 1, 0.
  public class var green: UIColor { UIColor(system: .green) }
  /// Pure blue: 0, 0, 1.
  public class var blue: UIColor { UIColor(system: .blue) }
  /// Cyan: 0, 1, 1.
  public class var cyan: UIColor { UIColor(system: .cyan) }
  /// Yellow: 1, 1, 0.
  public class var yellow: UIColor { UIColor(system: .yellow) }
  /// Magenta: 1, 0, 1.
  public class var magenta: UIColor { UIColor(system: .magenta) }
  /// Orange: 1, 0.5, 0.
  public class var orange: UIColor { UIColor(system: .orange) }
  /// Purple: 0.5, 0, 0.5.
  public class var purple: UIColor { UIColor(system: .purple) }
  /// Brown: 0.6, 0.4, 0.2.
  public class var brown: UIColor { UIColor(system: .brown) }
  /// Transparent black.
  public class var clear: UIColor { UIColor(system: .clear) }
}
