import Foundation

/// The default picker style, based on the picker's context.
///
/// On iOS 16 and later that is ``MenuPickerStyle`` in and out of lists
/// (docs/iOSControls.md §5 Picker); a container that recommends another style for its pickers
/// sets it in the environment.
///
/// Fidelity: partial — `.menu` as measured in lists (SPZV, SPZA); the styles SwiftUI picks in
/// toolbars and menus are not reproduced.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates a default picker style.
  public init() {}
}

extension DefaultPickerStyle: BuiltInPickerStyle {
  func makeBody(configuration: PickerStyleConfiguration) -> some View {
    AutomaticPicker(configuration: configuration)
  }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default picker style, based on the picker's context.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// Resolves `.automatic` where the picker is: the container's recommendation, else `.menu`.
nonisolated private struct AutomaticPicker: View {
  let configuration: PickerStyleConfiguration
  @Environment(\.automaticPickerStyle) private var recommended

  var body: some View {
    // A recommendation of `.automatic` itself would loop: it is taken as `.menu`.
    let style = recommended.flatMap { $0 is DefaultPickerStyle ? nil : $0 } ?? MenuPickerStyle()
    return style.erasedBody(configuration)
  }
}
