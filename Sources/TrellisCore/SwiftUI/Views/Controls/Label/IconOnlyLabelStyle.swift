import Foundation

/// A label style that only displays the icon of the label.
///
/// Fidelity: partial — the icon alone, as Apple documents the style; no snapshot was measured.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates an icon-only label style.
  public init() {}

  /// The icon alone.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon
  }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
  /// A label style that only displays the icon of the label.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
