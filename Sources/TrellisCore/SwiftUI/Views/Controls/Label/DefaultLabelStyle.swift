import Foundation

/// The default label style in the current context.
///
/// Outside containers it is ``TitleAndIconLabelStyle``, except in a bordered button whose
/// border is a circle, where only the icon fits (OpenSwiftUI's `FallbackLabelStyle`). A
/// container — a `List` row, a toolbar — may recommend its own.
///
/// Fidelity: partial — the fallbacks are OpenSwiftUI's reading of SwiftUI; list and toolbar
/// label styles are those containers' to set.
nonisolated public struct DefaultLabelStyle: LabelStyle {
  /// Creates an automatic label style.
  public init() {}

  /// The label drawn by the style the context calls for.
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticLabel(configuration: configuration)
  }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
  /// A label style that resolves its appearance automatically based on the current context.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// Resolves `.automatic` where the label is: a container's recommendation, used once.
nonisolated private struct AutomaticLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.automaticLabelStyle) private var recommended
  @Environment(\.isInBorderedButton) private var isInBorderedButton
  @Environment(\.buttonBorderShape) private var buttonBorderShape

  var body: some View {
    // Read here: `@Environment` values are read while the body is evaluated, not when the
    // modifier's closure runs.
    let style = resolved
    return Label(configuration)
      .pushStyle(style)
      .environment(\.automaticLabelStyle, nil)
  }

  private var resolved: AnyStyle<LabelStyleConfiguration> {
    if let recommended { return recommended }
    if isInBorderedButton && buttonBorderShape == .circle {
      return AnyStyle(IconOnlyLabelStyle()) { $0.makeBody(configuration: $1) }
    }
    return AnyStyle(TitleAndIconLabelStyle()) { $0.makeBody(configuration: $1) }
  }
}
