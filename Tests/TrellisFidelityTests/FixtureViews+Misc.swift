import TrellisCore
import TrellisCoreTestSupport

extension FixtureViews {
  nonisolated static let misc: [String: @Sendable () -> AnyView] = [
    // D 87
    "text_fixed_size_max_width_infinity_fills_proposal": {
      AnyView(
        Text("Hello").accessibilityIdentifier("text")
          .fixedSize()
          .frame(maxWidth: .infinity)
          .accessibilityIdentifier("frame"))
    },
    "text_fixed_size_max_width_infinity_overflows_for_long_text": {
      AnyView(
        Text("Hello, world! Hello, world!").accessibilityIdentifier("text")
          .fixedSize()
          .frame(maxWidth: .infinity)
          .accessibilityIdentifier("frame"))
    },
    "text_min_zero_max_infinity_frame_accepts_proposal": {
      AnyView(
        Text("Hello, world! Hello, world!")
          .frame(minWidth: 0, maxWidth: .infinity)
          .accessibilityIdentifier("frame"))
    },
    // F 105
    "colour_fixed_size_is_10_by_10": {
      AnyView(Color.red.accessibilityIdentifier("red").fixedSize().accessibilityIdentifier("fixed"))
    },
  ]
}
