import Foundation

/// What a list row shows at its trailing inset, beside its content: iOS's cell accessories.
///
/// The hook controls use to give their row the list look: a `NavigationLink` marks its row
/// with `.listRowAccessory(.disclosureIndicator)`, an inline picker's chosen option with
/// `.checkmark`. The list finds the mark anywhere in the row's views.
enum ListRowAccessory: Hashable {
  /// `chevron.right` in the tertiary label colour, centred vertically, at the trailing inset
  /// (docs/iOSControls.md §5, Picker, `.navigationLink`; §7, "NavigationLink row").
  case disclosureIndicator
  /// A checkmark in the tint (docs/iOSControls.md §5, Picker, "Inline in a List").
  case checkmark

  /// The view drawn for the accessory.
  @ViewBuilder var view: some View {
    switch self {
    case .disclosureIndicator:
      // Its ink is about 6.5 × 11.5 on iOS; a semibold glyph at 17 points, small scale.
      Image(systemName: "chevron.right")
        .font(.system(size: 17, weight: .semibold)).imageScale(.small)
        .foregroundStyle(Color.tertiaryLabel)
    case .checkmark:
      ListCheckmark()
    }
  }
}

/// The checkmark accessory, in the environment's tint.
nonisolated private struct ListCheckmark: View {
  @Environment(\.tintColor) private var tint

  var body: some View {
    Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(tint)
  }
}

/// Which accessory a row's view asks for.
struct ListRowAccessoryTraitKey: LayoutValueKey {
  static let defaultValue: ListRowAccessory? = nil
}

/// The actions that run when a list row is tapped anywhere: its buttons'. A row with several
/// buttons runs them all, as SwiftUI's does.
struct ListRowTapTraitKey: LayoutValueKey {
  static var defaultValue: (() -> Void)? { nil }
}

/// Marks each view of the content as a row's tap target: tapping the row runs `action`.
nonisolated struct ListRowTapModifier: PrimitiveViewModifier {
  let action: () -> Void

  static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    // A disabled control takes no tap (`disabled(_:)`), in the row as on the control.
    guard inputs.environment.isEnabled else {
      body(inputs)
      return
    }
    let context = inputs.context
    context.forEachMade(inputs: inputs, content: body) { node in
      let traits = context.traits(of: node) ?? ViewTraits()
      context.setTraits(traits.setting(ObjectIdentifier(ListRowTapTraitKey.self), to: modifier.action), of: node)
      context.setInteraction(.tap(modifier.action), of: node)
    }
  }
}

nonisolated extension View {
  /// Asks the list row this view is in to show `accessory` at its trailing inset. Outside a list
  /// it does nothing.
  func listRowAccessory(_ accessory: ListRowAccessory) -> some View {
    listTrait(ListRowAccessoryTraitKey.self) { $0 ?? accessory }
  }

  /// Makes the whole list row this view is in run `action` when tapped, as a button in a row
  /// does; the view itself takes the tap too. Outside a list only the view does.
  func listRowTapAction(_ action: @escaping () -> Void) -> some View {
    modifier(ListRowTapModifier(action: action))
  }
}
