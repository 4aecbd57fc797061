import TrellisCore
import TrellisCoreTestSupport

extension FixtureViews {
  nonisolated static let frames: [String: @Sendable () -> AnyView] = [
    // C 41
    "frame_without_arguments_passes_proposal_through": {
      AnyView(Color.red.frame().accessibilityIdentifier("red"))
    },
    // B 8 (hosted with a zero proposal)
    "max_width_infinity_inside_fixed_frame_zero_proposal": {
      AnyView(
        Color.red.accessibilityIdentifier("red")
          .frame(maxWidth: .infinity)
          .accessibilityIdentifier("flex")
          .frame(width: 200, height: 200)
          .accessibilityIdentifier("frame"))
    },
    // C 75
    "rectangle_in_fixed_frame_is_centred": {
      AnyView(
        Rectangle()
          .fill(Color.red)
          .frame(width: 100, height: 100)
          .accessibilityIdentifier("rect"))
    },
    // D 81, W = 300
    "flexible_frame_width_inside_range_takes_proposal": {
      AnyView(
        Ellipse()
          .frame(width: 150).accessibilityIdentifier("ellipse")
          .frame(minWidth: 100, maxWidth: 400).accessibilityIdentifier("flex")
          .frame(width: 300, height: 300).accessibilityIdentifier("outer"))
    },
    // D 81, W = 50
    "flexible_frame_width_below_min_clamps_up_and_overflows": {
      AnyView(
        Ellipse()
          .frame(width: 150).accessibilityIdentifier("ellipse")
          .frame(minWidth: 100, maxWidth: 400).accessibilityIdentifier("flex")
          .frame(width: 50, height: 300).accessibilityIdentifier("outer"))
    },
    // D 81, W = 500
    "flexible_frame_width_above_max_clamps_down": {
      AnyView(
        Ellipse()
          .frame(width: 150).accessibilityIdentifier("ellipse")
          .frame(minWidth: 100, maxWidth: 400).accessibilityIdentifier("flex")
          .frame(width: 500, height: 300).accessibilityIdentifier("outer"))
    },
    // D 85
    "ideal_frame_with_fixed_size_uses_ideal": {
      AnyView(
        RoundedRectangle(cornerRadius: 8).accessibilityIdentifier("shape")
          .frame(idealWidth: 100, idealHeight: 40)
          .fixedSize()
          .accessibilityIdentifier("fixed"))
    },
  ]
}
