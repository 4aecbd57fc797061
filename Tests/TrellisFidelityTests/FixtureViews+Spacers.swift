import TrellisCore
import TrellisCoreTestSupport

extension FixtureViews {
  nonisolated static let spacers: [String: @Sendable () -> AnyView] = [
    // C 19
    "hstack_two_spacers_split_evenly": {
      AnyView(
        HStack {
          Color.red.frame(width: 40, height: 50).accessibilityIdentifier("red")
          Spacer().accessibilityIdentifier("spacer1")
          Color.blue.frame(width: 40, height: 50).accessibilityIdentifier("blue")
          Spacer().accessibilityIdentifier("spacer2")
          Color.green.frame(width: 40, height: 50).accessibilityIdentifier("green")
        }
        .accessibilityIdentifier("hstack")
        .frame(width: 250, height: 80)
        .accessibilityIdentifier("frame"))
    },
    // C 21
    "hstack_spacer_min_length_respected": {
      AnyView(
        HStack {
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
          Spacer(minLength: 50).accessibilityIdentifier("spacer")
          Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("hstack")
        .frame(width: 180, height: 80)
        .accessibilityIdentifier("frame"))
    },
    // C 23
    "hstack_leading_spacer_pushes_colours_trailing": {
      AnyView(
        HStack {
          Spacer().accessibilityIdentifier("spacer")
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
          Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("hstack")
        .frame(width: 200, height: 80))
    },
    // C 25
    "hstack_spacers_either_side_centre_colours": {
      AnyView(
        HStack {
          Spacer().accessibilityIdentifier("spacer1")
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
          Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
          Spacer().accessibilityIdentifier("spacer2")
        }
        .accessibilityIdentifier("hstack")
        .frame(width: 200, height: 80))
    },
    // C 27
    "hstack_spacer_min_length_zero_collapses": {
      AnyView(
        HStack {
          Color.red.frame(width: 80, height: 50).accessibilityIdentifier("red")
          Spacer(minLength: 0).accessibilityIdentifier("spacer")
          Color.blue.frame(width: 80, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("hstack")
        .frame(width: 160, height: 80)
        .accessibilityIdentifier("frame"))
    },
    // C 29
    "hstack_with_spacer_takes_proposed_width": {
      AnyView(
        HStack {
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
          Spacer().accessibilityIdentifier("spacer")
          Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("hstack")
        .background(Color.gray.accessibilityIdentifier("gray")))
    },
    // C 31
    "vstack_of_spacer_rows_splits_evenly": {
      AnyView(
        VStack(spacing: 20) {
          HStack {
            Color.red.frame(width: 30, height: 30).accessibilityIdentifier("red")
            Spacer(minLength: 20).accessibilityIdentifier("spacer1")
            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("blue")
            Spacer(minLength: 10).accessibilityIdentifier("spacer2")
            Color.green.frame(width: 30, height: 30).accessibilityIdentifier("green")
          }
          .accessibilityIdentifier("row1")
          HStack {
            Spacer().accessibilityIdentifier("spacer3")
            Color.yellow.frame(width: 60, height: 30).accessibilityIdentifier("yellow")
            Spacer().accessibilityIdentifier("spacer4")
          }
          .accessibilityIdentifier("row2")
          HStack {
            Color.orange.frame(width: 40, height: 30).accessibilityIdentifier("orange")
            Spacer().accessibilityIdentifier("spacer5")
            Color.purple.frame(width: 40, height: 30).accessibilityIdentifier("purple")
          }
          .accessibilityIdentifier("row3")
        }
        .accessibilityIdentifier("vstack")
        .frame(width: 200, height: 180)
        .accessibilityIdentifier("frame"))
    },
    // D 89
    "spacer_in_vstack_expands_vertically": {
      AnyView(
        VStack {
          Spacer().accessibilityIdentifier("spacer")
        }
        .accessibilityIdentifier("vstack"))
    },
    // D 89, F 103
    "spacer_in_zstack_expands_both_axes": {
      AnyView(
        ZStack {
          Spacer().accessibilityIdentifier("spacer")
        }
        .accessibilityIdentifier("zstack"))
    },
    // F 103
    "spacer_alone_at_root_fills_host": {
      AnyView(Spacer().accessibilityIdentifier("spacer"))
    },
    // F 103
    "spacer_fixed_size_is_8_by_8": {
      AnyView(
        Spacer().accessibilityIdentifier("spacer")
          .fixedSize()
          .accessibilityIdentifier("fixed"))
    },
    // F 109
    "hstack_framed_spacer_keeps_zero_spacing": {
      AnyView(
        HStack {
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
          Spacer().frame(width: 20)
          Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("hstack")
        .frame(height: 50))
    },
    // F 109
    "hstack_padded_spacer_gets_default_spacing": {
      AnyView(
        HStack {
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
          Spacer().padding(.horizontal, 4)
          Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("hstack")
        .frame(height: 50))
    },
    // F 111
    "hstack_fixed_child_then_spacer_gets_rest": {
      AnyView(
        HStack {
          Color.red.frame(width: 60, height: 20).accessibilityIdentifier("fixed")
          Spacer().accessibilityIdentifier("spacer")
        }
        .accessibilityIdentifier("hstack"))
    },
  ]
}
