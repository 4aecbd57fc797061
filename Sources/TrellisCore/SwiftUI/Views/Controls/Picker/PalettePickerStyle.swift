import Foundation

/// A picker style that presents the options as a row of compact elements.
///
/// Outside a menu, iOS draws a palette as a row of segments; Trellis draws it as
/// ``SegmentedPickerStyle`` does.
///
/// Fidelity: unverified — the palette's look outside menus was not measured; inside a menu it
/// is a row of icons, which a closed menu does not show.
public struct PalettePickerStyle: PickerStyle {
  /// Creates a palette picker style.
  public init() {}
}

extension PalettePickerStyle: BuiltInPickerStyle {
  func makeBody(configuration: PickerStyleConfiguration) -> some View {
    SegmentedControl(options: configuration.options)
  }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A picker style that presents the options as a row of compact elements.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
