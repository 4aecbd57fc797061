import Foundation

/// The default button style, based on the button's context.
///
/// On a plain canvas on iOS this is ``BorderlessButtonStyle``; inside a container that
/// recommends a style for its buttons (a `List` row, a toolbar) it is that style
/// (docs/iOSControls.md §4, after Apple's
/// [`PrimitiveButtonStyle.automatic`](https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic)).
///
/// Fidelity: partial — outside containers it is `.borderless`, as Apple documents for iOS; the
/// styles containers recommend are theirs to set.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates a default button style.
  public init() {}

  /// A button drawn by the style the container recommends, else borderless.
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticButton(configuration: configuration)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default button style, based on the button's context.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// Resolves `.automatic` where the button is: the container's recommendation, used once, so
/// that a container recommending `.automatic` itself cannot loop.
nonisolated private struct AutomaticButton: View {
  let configuration: PrimitiveButtonStyleConfiguration
  @Environment(\.automaticButtonStyle) private var recommended

  var body: some View {
    // Read here: `@Environment` values are read while the body is evaluated, not when the
    // modifier's closure runs.
    let style = recommended ?? .primitive(BorderlessButtonStyle())
    return Button(configuration)
      .pushStyle(style)
      .environment(\.automaticButtonStyle, nil)
  }
}
