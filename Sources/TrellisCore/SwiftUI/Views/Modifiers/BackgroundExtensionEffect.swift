import Foundation

nonisolated extension View {
  /// Extends this view into the safe area around it with mirrored, blurred copies (iOS 26): the
  /// effect that lets a hero image continue under a sidebar or an inspector.
  ///
  /// ```swift
  /// Image("landmark").resizable().scaledToFill()
  ///     .backgroundExtensionEffect()
  /// ```
  ///
  /// The copies fill only safe-area regions that other content covers, such as a sidebar's; a
  /// Trellis host has no such region, so the view is drawn unchanged
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/backgroundextensioneffect())).
  public func backgroundExtensionEffect() -> some View {
    backgroundExtensionEffect(isEnabled: true)
  }

  /// Extends this view into the safe area with mirrored, blurred copies when `isEnabled` is
  /// true; drawn unchanged, as ``View/backgroundExtensionEffect()``
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/backgroundextensioneffect(isenabled:))).
  public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
    self
  }
}
