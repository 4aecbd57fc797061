import Foundation

// `.fill(.blue)`, `.foregroundStyle(.red)`, `.background(.yellow)`: SwiftUI declares each
// system colour on `ShapeStyle where Self == Color`, so that the shorthand works wherever a
// generic style is taken (https://developer.apple.com/documentation/swiftui/shapestyle).

extension ShapeStyle where Self == Color {
  /// The colour `Color.black`.
  public static var black: Color { Color.black }
  /// The colour `Color.white`.
  public static var white: Color { Color.white }
  /// The colour `Color.clear`.
  public static var clear: Color { Color.clear }
  /// The colour `Color.red`.
  public static var red: Color { Color.red }
  /// The colour `Color.orange`.
  public static var orange: Color { Color.orange }
  /// The colour `Color.yellow`.
  public static var yellow: Color { Color.yellow }
  /// The colour `Color.green`.
  public static var green: Color { Color.green }
  /// The colour `Color.mint`.
  public static var mint: Color { Color.mint }
  /// The colour `Color.teal`.
  public static var teal: Color { Color.teal }
  /// The colour `Color.cyan`.
  public static var cyan: Color { Color.cyan }
  /// The colour `Color.blue`.
  public static var blue: Color { Color.blue }
  /// The colour `Color.indigo`.
  public static var indigo: Color { Color.indigo }
  /// The colour `Color.purple`.
  public static var purple: Color { Color.purple }
  /// The colour `Color.pink`.
  public static var pink: Color { Color.pink }
  /// The colour `Color.brown`.
  public static var brown: Color { Color.brown }
  /// The colour `Color.gray`.
  public static var gray: Color { Color.gray }
  /// The accent colour, `Color.accentColor`.
  public static var accentColor: Color { Color.accentColor }
}
