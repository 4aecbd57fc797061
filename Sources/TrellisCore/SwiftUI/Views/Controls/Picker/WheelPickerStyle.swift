import Foundation

/// A picker style that presents the options in a scrollable wheel that shows the selected
/// option and a few neighboring options.
///
/// The wheel fills the width it is offered and is 216 tall, the selected option centred on a
/// 32-point band of tertiarySystemFill, its neighbours above and below fading with the wheel's
/// curve (`WheelColumn`). The picker's label is not shown.
///
/// Fidelity: partial — the 216-point height and 32-point rows are Flutter's measurements from
/// Xcode's view debugger (FLT); the band's look and the rows' font and curvature are not
/// measured on iOS 17/18.
public struct WheelPickerStyle: PickerStyle {
  /// Creates a wheel picker style.
  public init() {}
}

extension WheelPickerStyle: BuiltInPickerStyle {
  func makeBody(configuration: PickerStyleConfiguration) -> some View {
    PickerWheel(configuration: configuration)
  }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A picker style that presents the options in a scrollable wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// A picker's options on one wheel, filling the width.
nonisolated struct PickerWheel: View {
  let configuration: PickerStyleConfiguration

  var body: some View {
    WheelColumn(
      rows: configuration.options.map { ($0.id, $0.content) },
      selectedIndex: configuration.options.firstIndex(where: \.isSelected)
    )
    .frame(maxWidth: .infinity)
    .background(WheelSelectionBand())
  }
}
