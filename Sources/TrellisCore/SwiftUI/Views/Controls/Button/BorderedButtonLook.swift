import Foundation

/// What `.bordered` and `.borderedProminent` draw: the label, padded, on a filled
/// ``ButtonBorderShape``. The metrics and colours are in ``BorderedProminentButtonStyle``'s
/// documentation and docs/iOSControls.md §4.
///
/// With `glass`, what `.glass` and `.glassProminent` draw: the same label and padding on a glass
/// platter, a capsule unless `buttonBorderShape(_:)` sets another shape; the prominent platter
/// is the glass tinted with the button's colour, grey when disabled.
nonisolated struct BorderedButtonLook: ButtonStyle {
  let isProminent: Bool
  var glass: Glass?

  func makeBody(configuration: Configuration) -> some View {
    BorderedButtonBody(configuration: configuration, isProminent: isProminent, glass: glass)
  }
}

nonisolated private struct BorderedButtonBody: View {
  let configuration: ButtonStyleConfiguration
  let isProminent: Bool
  let glass: Glass?
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
      .background { platter(fill: colors.fill) }
  }

  /// The shape behind the label: filled, or glass.
  @ViewBuilder private func platter(fill: Color) -> some View {
    if let glass {
      // iOS 26 controls "prefer capsules" (WWDC25, docs/iOS26Controls.md §4) [uncertain].
      let base = borderShape.sanitized == .automatic ? ButtonBorderShape.capsule : borderShape.sanitized
      GlassPlatter(
        glass: glass.forButton(fill: fill, isProminent: isProminent, isEnabled: isEnabled, colorScheme: colorScheme),
        shape: ResolvedButtonBorderShape(base: base, controlSize: controlSize))
    } else {
      ResolvedButtonBorderShape(base: borderShape.sanitized, controlSize: controlSize).fill(fill)
    }
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
      if glass != nil && isProminent { return (.secondarySystemFill, AnyShapeStyle(Color.white), 1) }
      return (.secondarySystemFill, AnyShapeStyle(HierarchicalShapeStyle.tertiary), 0.75)
    }
    let roleTint: Color = configuration.role == .destructive ? .red : .accentColor
    if glass != nil { return (tint ?? roleTint, AnyShapeStyle(isProminent ? Color.white : tint ?? roleTint), 1) }
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

extension Glass {
  /// The glass of a glass button's platter: the style's glass, or for a prominent button that
  /// glass tinted with `fill` — the button's tint — and, disabled, a flat 215,215,218, the middle
  /// of the 213–217,213–216,216–219 measured on iOS 26.4 (docs/iOS26Controls.md §3.3)
  /// [uncertain: light only; dark keeps the regular glass].
  func forButton(fill: Color, isProminent: Bool, isEnabled: Bool, colorScheme: ColorScheme) -> Glass {
    guard isProminent else { return self }
    guard isEnabled else {
      return colorScheme == .dark
        ? .regular : Glass(variant: .solid(Color(red: 215 / 255, green: 215 / 255, blue: 218 / 255)))
    }
    return tintColor == nil ? tint(fill) : self
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
