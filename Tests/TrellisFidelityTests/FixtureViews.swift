import TrellisCore
import TrellisCoreTestSupport

/// The SwiftUI code of each layout fixture, by fixture name. Each view compiles unchanged
/// against SwiftUI; identifiers name the frames the fixture expects.
///
/// The views are split by area (`FixtureViews+Stacks.swift`, …); `all` merges them.
@MainActor
enum FixtureViews {
  nonisolated static let all: [String: @Sendable () -> AnyView] = {
    var all = example
    for area in [stacks, spacers, frames, padding, zstack, aspect, geometry, misc, lists] {
      all.merge(area) { _, _ in fatalError("two fixture views share a name") }
    }
    return all
  }()

  nonisolated static let example: [String: @Sendable () -> AnyView] = [
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
