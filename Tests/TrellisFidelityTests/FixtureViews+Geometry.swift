import TrellisCore
import TrellisCoreTestSupport

extension FixtureViews {
  nonisolated static let geometry: [String: @Sendable () -> AnyView] = [
    // C 73
    "geometry_reader_stacks_children_top_leading": {
      AnyView(
        GeometryReader { geometry in
          Color.blue
            .frame(width: geometry.size.width / 2, height: geometry.size.height / 2)
            .accessibilityIdentifier("blue")
          Color.red
            .frame(width: geometry.size.width / 3, height: geometry.size.height / 3)
            .accessibilityIdentifier("red")
        }
        .accessibilityIdentifier("reader"))
    },
    // F 107
    "geometry_reader_fixed_size_is_zero": {
      AnyView(
        GeometryReader { _ in
          Color.red
        }
        .accessibilityIdentifier("reader")
        .fixedSize()
        .accessibilityIdentifier("fixed"))
    },
  ]
}
