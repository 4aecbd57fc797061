import Foundation

/// A text field style with a system-defined rounded border.
///
/// The text sits 7 in from the sides and 5 from the top and bottom, in a field at least 34
/// tall, on a white ground (dark: black) with a corner radius of 5 and a one-pixel border of
/// black at 20 % (dark: white at 20 %) (docs/iOSControls.md §6 TextField, `.roundedBorder`).
///
/// ```swift
/// TextField("Email", text: $email).textFieldStyle(.roundedBorder)
/// ```
///
/// Fidelity: partial — radius, border, ground and the 7-point inset are measured (SPZA;
/// Flutter agrees on the border and radius), and at title3 the field is 34 tall as measured;
/// whether 34 is a minimum, as here, or the height at every font is not known.
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates a rounded border text field style.
  public init() {}

  /// The text's inset from the sides (SPZA: the text starts about 7 from the left).
  static let horizontalInset: CGFloat = 7
  /// The text's inset from the top and bottom: a title3 line (24 on the pixel grid at 3×) plus
  /// 2 × 5 is the measured 34 [derived].
  static let verticalInset: CGFloat = 5
  /// The field's height at the measured font, taken as its minimum [uncertain].
  static let minimumHeight: CGFloat = 34
  /// The corner radius (SPZA; FLT `text_field.dart`).
  static let cornerRadius: CGFloat = 5
  /// The border: black at 20 %, white at 20 % in dark (SPZA 204,204,204 on white; FLT
  /// `0x33000000`).
  static let borderColor = Color.system("roundedBorder", .bytes(0, 0, 0, 0.2), .bytes(255, 255, 255, 0.2))

  /// The field, inset, on its rounded ground with its hairline border.
  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
      .padding(.horizontal, Self.horizontalInset)
      .padding(.vertical, Self.verticalInset)
      .frame(minHeight: Self.minimumHeight)
      .background(RoundedBorderChrome())
  }
}

nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field style with a system-defined rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The ground and border of a rounded-border field.
nonisolated private struct RoundedBorderChrome: View {
  @Environment(\.pixelLength) private var pixelLength

  var body: some View {
    RoundedRectangle(cornerRadius: RoundedBorderTextFieldStyle.cornerRadius)
      .fill(Color.systemBackground)
      .overlay(
        RoundedRectangle(cornerRadius: RoundedBorderTextFieldStyle.cornerRadius)
          .strokeBorder(RoundedBorderTextFieldStyle.borderColor, lineWidth: pixelLength))
  }
}
