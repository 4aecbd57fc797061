import TrellisCore
import TrellisCoreTestSupport

/// A body of two views: a list of two views, or — where one view is needed — an implicit VStack.
private struct TwoSquares: View {
  var body: some View {
    Color.red.frame(width: 20, height: 20).accessibilityIdentifier("red")
    Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("blue")
  }
}

// SwiftUI's rule for modifiers on several views (docs/LayoutRules.md §1.16): among a container's
// children a modifier applies to each view of a list; where one view is needed, the list is
// first gathered in an implicit root container.
extension FixtureViews {
  nonisolated static let lists: [String: @Sendable () -> AnyView] = [
    "group_at_root_is_one_implicit_vstack": {
      AnyView(
        Group {
          Circle().accessibilityIdentifier("circle")
          Rectangle().accessibilityIdentifier("square")
        }
        .fixedSize()
        .frame(width: 30, height: 20)
        .accessibilityIdentifier("frame"))
    },
    "group_in_stack_applies_modifiers_to_each_view": {
      AnyView(
        HStack(spacing: 0) {
          Group {
            Color.red.accessibilityIdentifier("red")
            Color.blue.accessibilityIdentifier("blue")
          }
          .frame(width: 30, height: 20)
        })
    },
    "background_of_several_views_is_one_implicit_zstack": {
      AnyView(
        Color.gray.frame(width: 100, height: 100).accessibilityIdentifier("gray")
          .background {
            Group {
              Color.red.frame(width: 20, height: 20).accessibilityIdentifier("red")
              Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("blue")
            }
            .padding(5)
          })
    },
    "body_of_several_views_at_root_is_one_implicit_vstack": {
      AnyView(TwoSquares().padding(10).accessibilityIdentifier("padding"))
    },
    "body_of_several_views_in_stack_is_several_children": {
      AnyView(HStack(spacing: 0) { TwoSquares().padding(10) })
    },
  ]
}
