import Foundation

/// iOS's stepper control (UIStepper): a 94 × 32 rounded rectangle of tertiarySystemFill split
/// into a "−" half and a "+" half of 47 points, with a short divider between them
/// (docs/iOSControls.md §5 Stepper).
///
/// The glyphs are in the label colour; a half that cannot act (the value at its bound, no
/// action, or the control disabled) draws its glyph in tertiaryLabel. Each half is marked with
/// a `.tap` interaction that runs its action, for hosts that tap at a point.
nonisolated struct StepperControl: View {
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
  let canIncrement: Bool
  let canDecrement: Bool
  let onEditingChanged: (Bool) -> Void
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.pixelLength) private var pixelLength
  @Environment(\.interfaceDesign) private var design

  /// The control's size (docs/iOSControls.md §5 Stepper).
  static let size = CGSize(width: 94, height: 32)
  /// The corner radius: a capsule's, 16, in iOS 26 (ASN26, docs/iOS26Controls.md §5.3); about 8
  /// in iOS 18 [uncertain].
  static func cornerRadius(_ design: InterfaceDesign) -> CGFloat { design == .iOS26 ? size.height / 2 : 8 }
  /// The divider's height: about half the control's [uncertain].
  static let dividerHeight: CGFloat = 18

  var body: some View {
    HStack(spacing: 0) {
      half("minus", action: decrement, isActive: canDecrement)
      half("plus", action: increment, isActive: canIncrement)
    }
    .overlay {
      // One pixel column starting at the middle, rather than straddling two.
      Rectangle().fill(Color.separator).frame(width: pixelLength, height: Self.dividerHeight)
        .offset(x: pixelLength / 2)
    }
    .background(RoundedRectangle(cornerRadius: Self.cornerRadius(design)).fill(Color.tertiarySystemFill))
  }

  /// One half: its glyph centred in 47 × 32, tappable when it can act.
  @ViewBuilder private func half(_ symbol: String, action: (() -> Void)?, isActive: Bool) -> some View {
    let glyph = Image(systemName: symbol)
      .font(.system(size: 17, weight: .medium))
      .foregroundStyle(isActive && isEnabled && action != nil ? Color.primary : Color.tertiaryLabel)
      .frame(width: Self.size.width / 2, height: Self.size.height)
    if let action, isActive {
      glyph.interaction(
        .tap {
          onEditingChanged(true)
          action()
          onEditingChanged(false)
        })
    } else {
      glyph
    }
  }
}
