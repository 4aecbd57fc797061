import Foundation

/// iOS's activity indicator (UIActivityIndicatorView) as it looks in its first frame: eight
/// round-ended ticks around a circle, fading from the most prominent one.
///
/// Its side follows the control size: 14 at `.mini` and `.small`, 20 at `.regular`, 37 at
/// `.large` and `.extraLarge` (OpenSwiftUI `UIKitProgressView.swift`, SwiftUI's
/// `CircularUIKitProgressView`; docs/iOSControls.md §6 ProgressView). Each tick is a fifth of
/// the radius wide and runs from a third of the radius to the edge; the ticks' opacities, from
/// 12 o'clock clockwise, are 47, 47, 47, 47, 72, 97, 122 and 147 out of 147 — Flutter's
/// `CupertinoActivityIndicator` values for the iOS 14 style, taken from the native component.
/// The colour is the tint when one is set, else the secondary label colour, as SwiftUI sets it.
nonisolated struct ActivityIndicator: View {
  @Environment(\.controlSize) private var controlSize
  @Environment(\.tint) private var tint

  /// The relative opacity of each tick, clockwise from 12 o'clock.
  static let tickOpacities: [Double] = [47, 47, 47, 47, 72, 97, 122, 147].map { $0 / 147 }

  /// The indicator's side for a control size.
  static func side(for controlSize: ControlSize) -> CGFloat {
    switch controlSize {
    case .mini, .small: 14
    case .regular: 20
    case .large, .extraLarge: 37
    }
  }

  var body: some View {
    let color = tint ?? Color.secondary
    ZStack {
      ForEach(0..<8) { index in
        RadialTick(angle: Double(index) * .pi / 4 - .pi / 2, inner: 1.0 / 3.0, outer: 1, width: 0.2)
          .fill(color.opacity(Self.tickOpacities[index]))
      }
    }
    .frame(width: Self.side(for: controlSize), height: Self.side(for: controlSize))
  }
}
