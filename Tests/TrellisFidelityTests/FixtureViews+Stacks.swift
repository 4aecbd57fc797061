import TrellisCore
import TrellisCoreTestSupport

extension FixtureViews {
  nonisolated static let stacks: [String: @Sendable () -> AnyView] = [
    // C 33
    "vstack_in_frame_stacks_with_default_spacing": {
      AnyView(
        VStack {
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
          Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("vstack")
        .frame(width: 150, height: 150)
        .background { Color.black.accessibilityIdentifier("black") })
    },
    // C 35 (literal reading: C 33 without the outer frame)
    "vstack_without_frame_is_centred": {
      AnyView(
        VStack {
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
          Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("vstack")
        .background { Color.black.accessibilityIdentifier("black") })
    },
    // C 35 (OpenSwiftUI's elementFrameHVStack)
    "hvstack_without_frame_is_centred": {
      AnyView(
        VStack {
          Color.red.frame(width: 40, height: 40).accessibilityIdentifier("red")
          Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("blue")
          HStack {
            Color.green.frame(width: 40, height: 40).accessibilityIdentifier("green")
            Color.yellow.frame(width: 40, height: 40).accessibilityIdentifier("yellow")
          }
          .accessibilityIdentifier("hstack")
        }
        .accessibilityIdentifier("vstack")
        .background { Color.black.accessibilityIdentifier("black") })
    },
    // C 37
    "vstack_leading_hstack_top_alignment": {
      AnyView(
        VStack(alignment: .leading) {
          Color.red.frame(width: 30, height: 30).accessibilityIdentifier("red")
          Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("blue")
          HStack(alignment: .top) {
            Color.green.frame(width: 50, height: 50).accessibilityIdentifier("green")
            Color.yellow.frame(width: 60, height: 60).accessibilityIdentifier("yellow")
          }
          .accessibilityIdentifier("hstack")
        }
        .accessibilityIdentifier("vstack")
        .background { Color.black.accessibilityIdentifier("black") })
    },
    // C 39
    "vstack_layout_priority_child_takes_all_space": {
      AnyView(
        VStack {
          Color.red.accessibilityIdentifier("red")
          Color.blue.accessibilityIdentifier("blue").layoutPriority(1)
          HStack {
            Color.green.accessibilityIdentifier("green")
            Color.yellow.accessibilityIdentifier("yellow")
          }
          .accessibilityIdentifier("hstack")
        }
        .accessibilityIdentifier("vstack")
        .background { Color.black.accessibilityIdentifier("black") })
    },
    // C 43
    "nested_stacks_of_max_frames_size_least_flexible_first": {
      AnyView(
        VStack {
          VStack(alignment: .leading) {
            Color.red.frame(maxWidth: 50, maxHeight: 50).accessibilityIdentifier("red1")
            Color.green.frame(maxWidth: 40, maxHeight: 30).accessibilityIdentifier("green1")
            Color.blue.frame(maxWidth: 30, maxHeight: 30).accessibilityIdentifier("blue1")
          }
          .accessibilityIdentifier("innerV")
          HStack(alignment: .top) {
            Color.red.frame(maxWidth: 50, maxHeight: 50).accessibilityIdentifier("red2")
            Color.green.frame(maxWidth: 40, maxHeight: 30).accessibilityIdentifier("green2")
            Color.blue.frame(maxWidth: 30, maxHeight: 30).accessibilityIdentifier("blue2")
          }
          .accessibilityIdentifier("innerH")
        }
        .accessibilityIdentifier("outer"))
    },
    // D 77
    "hstack_zero_spacing_three_rectangles_split_evenly": {
      AnyView(
        HStack(spacing: 0) {
          Rectangle().accessibilityIdentifier("first")
          Rectangle().accessibilityIdentifier("second")
          Rectangle().accessibilityIdentifier("third")
        }
        .accessibilityIdentifier("hstack")
        .frame(width: 300, height: 100))
    },
    // D 79
    "hstack_layout_priority_groups_reserve_lower_minimums": {
      AnyView(
        HStack(spacing: 0) {
          Color.red.frame(minWidth: 50).accessibilityIdentifier("red")
          Color.green.frame(width: 30).accessibilityIdentifier("green").layoutPriority(2)
          Color.yellow.frame(minWidth: 50).accessibilityIdentifier("yellow").layoutPriority(1)
          Color.blue.accessibilityIdentifier("blue").layoutPriority(2)
          Color.orange.frame(minWidth: 100, maxWidth: 120).accessibilityIdentifier("orange")
        }
        .accessibilityIdentifier("hstack")
        .frame(width: 400, height: 200, alignment: .leading)
        .accessibilityIdentifier("frame"))
    },
    // D 93
    "hstack_higher_priority_gets_space_minus_lower_minimums": {
      AnyView(
        HStack {
          Color.red.frame(minWidth: 30).accessibilityIdentifier("red")
          Color.blue.accessibilityIdentifier("blue").layoutPriority(1)
        }
        .accessibilityIdentifier("hstack")
        .frame(width: 200, height: 50))
    },
    // D 93
    "hstack_default_layout_priority_is_zero": {
      AnyView(
        HStack {
          Color.red.accessibilityIdentifier("red")
          Color.blue.accessibilityIdentifier("blue").layoutPriority(0)
        }
        .accessibilityIdentifier("hstack")
        .frame(width: 200, height: 50))
    },
    // E 95
    "hstack_two_rectangles_split_host": {
      AnyView(
        HStack {
          Rectangle().fill(Color.black).accessibilityIdentifier("first")
          Rectangle().fill(Color.gray).accessibilityIdentifier("second")
        }
        .accessibilityIdentifier("hstack"))
    },
    // E 97
    "vstack_leading_alignment_narrow_rectangle": {
      AnyView(
        VStack(alignment: .leading) {
          Rectangle().fill(Color.black).accessibilityIdentifier("first")
          Rectangle().fill(Color.gray).frame(width: 50).accessibilityIdentifier("second")
        }
        .accessibilityIdentifier("vstack"))
    },
    "vstack_center_alignment_narrow_rectangle": {
      AnyView(
        VStack(alignment: .center) {
          Rectangle().fill(Color.black).accessibilityIdentifier("first")
          Rectangle().fill(Color.gray).frame(width: 50).accessibilityIdentifier("second")
        }
        .accessibilityIdentifier("vstack"))
    },
    "vstack_trailing_alignment_narrow_rectangle": {
      AnyView(
        VStack(alignment: .trailing) {
          Rectangle().fill(Color.black).accessibilityIdentifier("first")
          Rectangle().fill(Color.gray).frame(width: 50).accessibilityIdentifier("second")
        }
        .accessibilityIdentifier("vstack"))
    },
    "hstack_top_alignment_short_rectangle": {
      AnyView(
        HStack(alignment: .top) {
          Rectangle().fill(Color.black).accessibilityIdentifier("first")
          Rectangle().fill(Color.gray).frame(height: 50).accessibilityIdentifier("second")
        }
        .accessibilityIdentifier("hstack"))
    },
    "hstack_center_alignment_short_rectangle": {
      AnyView(
        HStack(alignment: .center) {
          Rectangle().fill(Color.black).accessibilityIdentifier("first")
          Rectangle().fill(Color.gray).frame(height: 50).accessibilityIdentifier("second")
        }
        .accessibilityIdentifier("hstack"))
    },
    "hstack_bottom_alignment_short_rectangle": {
      AnyView(
        HStack(alignment: .bottom) {
          Rectangle().fill(Color.black).accessibilityIdentifier("first")
          Rectangle().fill(Color.gray).frame(height: 50).accessibilityIdentifier("second")
        }
        .accessibilityIdentifier("hstack"))
    },
    // F 101
    "hstack_circles_take_min_of_width_and_height": {
      AnyView(
        HStack {
          Circle().accessibilityIdentifier("first")
          Circle().accessibilityIdentifier("second")
        }
        .accessibilityIdentifier("hstack"))
    },
    // F 105
    "hstack_fixed_size_uses_ideal_sizes": {
      AnyView(
        HStack {
          Color.red.accessibilityIdentifier("red")
          Color.blue.accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("hstack")
        .fixedSize())
    },
    // F 113
    "layout_priority_lost_under_frame": {
      AnyView(
        HStack {
          Color.red.accessibilityIdentifier("red").layoutPriority(1).frame(height: 50)
          Color.blue.accessibilityIdentifier("blue").frame(height: 50)
        }
        .accessibilityIdentifier("hstack"))
    },
    "layout_priority_lost_under_padding": {
      AnyView(
        HStack {
          Color.red.accessibilityIdentifier("red").layoutPriority(1).padding().accessibilityIdentifier("padded")
          Color.blue.accessibilityIdentifier("blue")
        }
        .accessibilityIdentifier("hstack")
        .frame(height: 50))
    },
    "layout_priority_outside_fixed_size_kept": {
      AnyView(
        HStack {
          Color.red.accessibilityIdentifier("red").fixedSize(horizontal: false, vertical: true).layoutPriority(1)
          Color.blue.accessibilityIdentifier("blue").frame(height: 10)
        }
        .accessibilityIdentifier("hstack"))
    },
    "layout_priority_inside_fixed_size_kept": {
      AnyView(
        HStack {
          Color.red.accessibilityIdentifier("red").layoutPriority(1).fixedSize(horizontal: false, vertical: true)
          Color.blue.accessibilityIdentifier("blue").frame(height: 10)
        }
        .accessibilityIdentifier("hstack"))
    },
  ]
}
