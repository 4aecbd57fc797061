import Foundation

extension EnvironmentValues {
  /// Whether the system's Differentiate Without Color setting is on: when it is, a view should
  /// show what it conveys with shapes, glyphs or text as well as colour.
  ///
  /// `false` by default, as the setting ships off. Trellis draws its built-in views the same
  /// either way, as iOS draws its SwiftUI controls; the value is for the app's own views to read.
  /// SwiftUI lets an app only read it; Trellis lets a host or a test set it too, to lay a screen
  /// out as with the setting on.
  @Entry public var accessibilityDifferentiateWithoutColor: Bool = false

  /// Whether VoiceOver is running.
  ///
  /// `false` by default: a host is a screen nobody is reading aloud. It changes nothing Trellis
  /// draws; the value is for the app's own views to read. SwiftUI lets an app only read it;
  /// Trellis lets a host or a test set it too, to lay a screen out as with VoiceOver on.
  @Entry public var accessibilityVoiceOverEnabled: Bool = false
}
