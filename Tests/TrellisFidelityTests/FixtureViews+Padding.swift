import TrellisCore
import TrellisCoreTestSupport

extension FixtureViews {
  nonisolated static let padding: [String: @Sendable () -> AnyView] = [
    // C 53
    "padding_default_is_16_on_every_edge": {
      AnyView(
        Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue")
          .padding()
          .background(Color.red.accessibilityIdentifier("red")))
    },
    // C 55
    "padding_zero_adds_nothing": {
      AnyView(
        Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue")
          .padding(0)
          .background(Color.red.accessibilityIdentifier("red")))
    },
    // C 57
    "padding_bottom_only": {
      AnyView(
        Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue")
          .padding(.bottom, 30)
          .background(Color.red.accessibilityIdentifier("red")))
    },
    // C 59
    "padding_trailing_only": {
      AnyView(
        Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue")
          .padding(.trailing, 30)
          .background(Color.red.accessibilityIdentifier("red")))
    },
    // C 61
    "padding_vertical_only": {
      AnyView(
        Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue")
          .padding(.vertical, 40)
          .background(Color.red.accessibilityIdentifier("red")))
    },
    // C 63
    "padding_edge_insets": {
      AnyView(
        Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue")
          .padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15))
          .background(Color.red.accessibilityIdentifier("red")))
    },
    // C 65
    "padding_nested_with_backgrounds": {
      AnyView(
        Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue")
          .padding(10)
          .background(Color.green.accessibilityIdentifier("green"))
          .padding(20)
          .background(Color.red.accessibilityIdentifier("red")))
    },
    // C 67
    "padding_in_vstack_height_only_frames_take_width": {
      AnyView(
        VStack(spacing: 0) {
          Color.blue.frame(height: 30).accessibilityIdentifier("blue")
            .padding(.bottom, 20)
            .background(Color.red.accessibilityIdentifier("red"))
          Color.green.frame(height: 30).accessibilityIdentifier("green")
            .padding(.top, 15)
            .background(Color.yellow.accessibilityIdentifier("yellow"))
        }
        .accessibilityIdentifier("vstack"))
    },
    // C 69
    "automatic_padding_is_16": {
      AnyView(
        Color.red.accessibilityIdentifier("red")
          ._automaticPadding()
          .background(Color.blue.accessibilityIdentifier("blue")))
    },
    // C 71
    "automatic_padding_ignored_only_from_outside": {
      AnyView(
        VStack {
          Color.red.accessibilityIdentifier("red")
            ._automaticPadding()
            .accessibilityIdentifier("row1")
          Color.green.accessibilityIdentifier("green")
            ._automaticPadding()
            ._ignoresAutomaticPadding(false)
            .accessibilityIdentifier("row2")
          Color.blue.accessibilityIdentifier("blue")
            ._automaticPadding()
            ._ignoresAutomaticPadding(true)
            .accessibilityIdentifier("row3")
        }
        .accessibilityIdentifier("vstack")
        .background(Color.yellow.accessibilityIdentifier("yellow")))
    },
  ]
}
