import Trellis

/// The SwiftUI code of each layout fixture, by fixture name. Each view compiles unchanged
/// against SwiftUI; identifiers name the frames the fixture expects.
enum FixtureViews {
  static let all: [String: @Sendable () -> AnyView] = [
    "hstack_spacer_between_colours": {
      AnyView(
        HStack {
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
          Spacer().accessibilityIdentifier("spacer")
          Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("hstack")
        .frame(width: 200, height: 80)
        .background(Color.gray.accessibilityIdentifier("gray")))
    }
  ]
}
