import Foundation

/// What `.automatic` buttons are in a list or form row: the label in the tint, in the row's
/// font, and the whole row is the button (docs/iOSControls.md §4, "`.automatic` in a List or
/// Form"): tapping anywhere on the row runs it.
///
/// Fidelity: partial — the tinted label at the row's inset is measured (SPZA `AccountEdit.png`,
/// "Add Biography"); the pressed highlight is never drawn.
nonisolated struct ListRowButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    ListRowButtonBody(configuration: configuration)
  }
}

nonisolated private struct ListRowButtonBody: View {
  let configuration: PrimitiveButtonStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tintColor) private var tint

  var body: some View {
    HStack { configuration.label }
      .defaultForegroundStyle(labelStyle)
      .listRowTapAction(configuration.action)
  }

  /// Tertiary when disabled, red when destructive, else the tint, as a borderless button's.
  private var labelStyle: AnyShapeStyle {
    if !isEnabled { return AnyShapeStyle(HierarchicalShapeStyle.tertiary) }
    if configuration.role == .destructive { return AnyShapeStyle(Color.red) }
    return AnyShapeStyle(tint)
  }
}
