import Foundation

/// A control used to select a color from the system color picker UI.
///
/// The label sits at the leading side and, at the trailing side, a round colour well: a ring
/// of the colour wheel's hues around a swatch of the selected colour, 28 points across
/// (`ColorWell`). The row fills the width it is offered, as ``LabeledContent`` does. A tap
/// opens the system's colour picker, which a still picture does not show.
///
/// ```swift
/// ColorPicker("Alignment Guides", selection: $color)
/// ColorPicker("Tint", selection: $tint, supportsOpacity: false)
/// ```
///
/// Fidelity: unverified — the well's size and its ring's width are not measured
/// (docs/iOSControls.md §5 "DatePicker (`.compact`, the default) and ColorPicker").
nonisolated public struct ColorPicker<Label: View>: View {
  let label: Label
  let selection: Binding<Color>
  let supportsOpacity: Bool

  /// Creates a color picker with a custom label.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection
    self.supportsOpacity = supportsOpacity
  }

  /// The label and the colour well, at the two ends of a full-width row.
  public var body: some View {
    LabeledContent {
      ColorWell(color: supportsOpacity ? selection.wrappedValue : selection.wrappedValue.opaque)
        .interaction(.tap {})
    } label: {
      label
    }
  }
}

extension ColorPicker where Label == Text {
  /// Creates a color picker whose label is a text made from a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// Creates a color picker whose label is a text made from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

extension Color {
  /// The colour at full opacity: what a picker that does not support opacity shows.
  var opaque: Color {
    mapComponents { components in
      var components = components
      components.opacity = 1
      return components
    }
  }
}
