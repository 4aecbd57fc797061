import Foundation

/// A picker style that presents the options as a menu when the user presses a button, or as a
/// submenu when nested within a larger menu.
///
/// A still picture shows the menu closed. In an ordinary view the picker is a button: the
/// selected option and `chevron.up.chevron.down`, in the tint and the body font; the picker's
/// label is not shown, as on iOS outside lists. In a `List` or `Form` row the label sits at
/// the leading side and the selection and chevrons at the trailing side in the secondary
/// colour, the chevrons' ink 8.33 × 12, 6 after the selection and 2 inside the row's trailing
/// edge (docs/iOSControls.md §5 Picker, measured on iOS 18 by SPZV). The options are laid out,
/// hidden, behind the button, where a tap still selects one.
///
/// Fidelity: partial — the list row is measured (SPZV, SPZA); the standalone button (label
/// hidden, tinted selection) follows how iOS 16–18 draw it outside forms, not measured; the
/// open menu is not drawn.
public struct MenuPickerStyle: PickerStyle {
  /// Creates a menu picker style.
  public init() {}
}

extension MenuPickerStyle: BuiltInPickerStyle {
  func makeBody(configuration: PickerStyleConfiguration) -> some View {
    MenuPicker(configuration: configuration)
  }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A picker style that presents the options as a menu when the user presses a button.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The closed menu picker, as a button or as a list row.
nonisolated struct MenuPicker: View {
  let configuration: PickerStyleConfiguration
  @Environment(\.pickerPlacement) private var placement
  @Environment(\.tintColor) private var tint
  @Environment(\.isEnabled) private var isEnabled

  /// The space between the selection and the chevrons' ink [derived: 6.3 between the inks in
  /// SPZV, less the text's side bearing].
  static let chevronSpacing: CGFloat = 6
  /// How far the chevrons' ink stays inside the row's trailing edge: 22 from the cell's edge
  /// with a row inset of 20 (SPZV).
  static let trailingInset: CGFloat = 2

  var body: some View {
    switch placement {
    case .standalone:
      selectionAndChevrons
        .defaultForegroundStyle(isEnabled ? tint : Color.tertiaryLabel)
        .interaction(.tap {})
        .keepingPickerOptions(configuration.options)
    case .listRow:
      LabeledContent {
        selectionAndChevrons.padding(.trailing, Self.trailingInset)
      } label: {
        configuration.label
      }
      .interaction(.tap {})
      .keepingPickerOptions(configuration.options)
    }
  }

  /// The selected option followed by the chevrons.
  private var selectionAndChevrons: some View {
    HStack(spacing: Self.chevronSpacing) {
      configuration.selection?.content
      UpDownChevron().frame(width: UpDownChevron.size.width, height: UpDownChevron.size.height)
    }
  }
}

nonisolated extension View {
  /// Keeps a picker's options in the tree behind this view, laid out in a zero-size hidden
  /// container, as a closed ``Menu`` keeps its items: a tap on an option still selects it.
  func keepingPickerOptions(_ options: [PickerStyleConfiguration.Option]) -> some View {
    background(alignment: .topLeading) {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(options) { $0.content }
      }
      .fixedSize()
      .frame(width: 0, height: 0, alignment: .topLeading)
      .hidden()
    }
  }
}
