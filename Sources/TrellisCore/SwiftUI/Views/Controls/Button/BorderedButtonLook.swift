import Foundation

/// What `.bordered` and `.borderedProminent` draw: the label, padded, on a filled
/// ``ButtonBorderShape``. The metrics and colours are in ``BorderedProminentButtonStyle``'s
/// documentation and docs/iOSControls.md §4.
nonisolated struct BorderedButtonLook: ButtonStyle {
  let isProminent: Bool

  func makeBody(configuration: Configuration) -> some View {
    BorderedButtonBody(configuration: configuration, isProminent: isProminent)
  }
}

nonisolated private struct BorderedButtonBody: View {
  let configuration: ButtonStyleConfiguration
  let isProminent: Bool
  @Environment(\.controlSize) private var controlSize
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.buttonBorderShape) private var borderShape

  var body: some View {
    let colors = self.colors
    return label(opacity: colors.labelOpacity)
      .defaultForegroundStyle(colors.label)
      .padding(controlSize.borderedButtonPadding)
      .background(ResolvedButtonBorderShape(base: borderShape.sanitized, controlSize: controlSize).fill(colors.fill))
  }

  @ViewBuilder private func label(opacity: Double) -> some View {
    let label = HStack { configuration.label }
      .defaultFont(controlSize.buttonFont)
      .multilineTextAlignment(.center)
      .environment(\.isInBorderedButton, true)
    if opacity < 1 {
      label.opacity(opacity)
    } else {
      label
    }
  }

  /// OpenSwiftUI's `BorderedButtonStyle_Phone` colours for an opaque background, at rest.
  private var colors: (fill: Color, label: AnyShapeStyle, labelOpacity: Double) {
    // Disabled: SPZA measures the fill (233,233,234) and the label (194,194,196) on white: the
    // tertiary label colour at 75 % over secondarySystemFill (docs/iOSControls.md §4).
    guard isEnabled else {
      return (.secondarySystemFill, AnyShapeStyle(HierarchicalShapeStyle.tertiary), 0.75)
    }
    let roleTint: Color = configuration.role == .destructive ? .red : .accentColor
    if isProminent {
      return (tint ?? roleTint, AnyShapeStyle(Color.white), 1)
    }
    guard let tint else {
      return (.secondarySystemFill, AnyShapeStyle(roleTint), 1)
    }
    let opacity =
      colorScheme == .dark
      ? (tint == .red || tint == .pink ? 0.2 : 0.25)
      : (tint == .yellow ? 0.2 : 0.18)
    return (tint.opacity(opacity), AnyShapeStyle(tint), 1)
  }
}

extension ControlSize {
  /// The padding around a bordered button's label.
  ///
  /// `.regular`'s vertical 6.5 is measured: a `.borderedProminent` button is its label plus 13
  /// (docs/iOSControls.md §4, SPZA). The rest is OpenSwiftUI's `BorderedButtonSpec`, which says
  /// 7 at `.regular` [uncertain].
  var borderedButtonPadding: EdgeInsets {
    switch self {
    case .mini, .small: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case .regular: EdgeInsets(top: 6.5, leading: 12, bottom: 6.5, trailing: 12)
    case .large, .extraLarge: EdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
    }
  }
}

extension EnvironmentValues {
  /// Whether the view is the label of a bordered button: an automatic ``Label`` there shows
  /// only its icon when the border is a circle (OpenSwiftUI's `FallbackLabelStyle`).
  @Entry var isInBorderedButton: Bool = false
}
