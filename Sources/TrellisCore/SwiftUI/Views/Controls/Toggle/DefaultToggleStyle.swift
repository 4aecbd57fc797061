import Foundation

/// The default toggle style: on iOS, the switch (``SwitchToggleStyle``).
///
/// Fidelity: partial — the platform default is the switch, as Apple documents
/// ([`ToggleStyle.automatic`](https://developer.apple.com/documentation/swiftui/togglestyle/automatic));
/// the button style SwiftUI picks in a toolbar and the one it uses in a menu are not reproduced.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
  /// Creates a default toggle style.
  public init() {}

  /// The switch.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default toggle style: a switch on iOS.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
