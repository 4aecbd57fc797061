import TrellisCore
import TrellisCoreTestSupport

extension FixtureViews {
  nonisolated static let zstack: [String: @Sendable () -> AnyView] = [
    // C 45
    "zstack_sized_by_highest_priority_children": {
      AnyView(
        ZStack(alignment: .leading) {
          Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("blue").layoutPriority(-0.1)
          Color.red.frame(width: 60, height: 60).accessibilityIdentifier("red")
          Color.green.frame(width: 40, height: 40).accessibilityIdentifier("green").layoutPriority(1)
        }
        .accessibilityIdentifier("zstack")
        .overlay {
          Color.black.frame(width: 20, height: 20).accessibilityIdentifier("black")
        })
    },
    // C 47
    "zindex_and_rotation_do_not_change_layout": {
      AnyView(
        VStack {
          Rectangle()
            .fill(Color.yellow)
            .frame(width: 100, height: 100, alignment: .center)
            .accessibilityIdentifier("yellow")
            .zIndex(1)
          Rectangle()
            .fill(Color.red)
            .frame(width: 100, height: 100, alignment: .center)
            .accessibilityIdentifier("red")
            .rotationEffect(.degrees(45))
        }
        .accessibilityIdentifier("vstack"))
    },
  ]
}
