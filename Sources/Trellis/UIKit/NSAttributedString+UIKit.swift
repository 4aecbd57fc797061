import Foundation

// The attributes UIKit adds to `NSAttributedString.Key`, which SwiftUI code sets on bar
// appearances and attributed strings. swift-corelibs-foundation declares the type, not these keys;
// their raw values are UIKit's (`NSForegroundColor`, …).
extension NSAttributedString.Key {
  /// The text's colour: a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The text's background colour: a `UIColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The text's font: a `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The space added between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline's style.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough's style.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The baseline's offset, in points.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
