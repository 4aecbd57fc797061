import TrellisCore
import TrellisCoreTestSupport

extension FixtureViews {
  nonisolated static let aspect: [String: @Sendable () -> AnyView] = [
    // C 49
    "aspect_ratio_fit_and_fill_in_frames": {
      AnyView(
        ZStack {
          Color.red.accessibilityIdentifier("red")
            .aspectRatio(0.5, contentMode: .fit)
            .frame(width: 100, height: 50)
            .accessibilityIdentifier("redFrame")
          Color.green.accessibilityIdentifier("green")
            .aspectRatio(0.5, contentMode: .fill)
            .frame(width: 50, height: 100)
            .accessibilityIdentifier("greenFrame")
        }
        .accessibilityIdentifier("zstack")
        .frame(width: 100, height: 100))
    },
    // C 51
    "aspect_ratio_nil_uses_ideal_size": {
      AnyView(
        ZStack {
          Color.red.accessibilityIdentifier("red")
            .aspectRatio(contentMode: .fit)
            .frame(width: 100, height: 50)
            .accessibilityIdentifier("redFrame")
          Color.green.accessibilityIdentifier("green")
            .aspectRatio(contentMode: .fill)
            .frame(width: 50, height: 100)
            .accessibilityIdentifier("greenFrame")
        }
        .accessibilityIdentifier("zstack")
        .frame(width: 200, height: 200))
    },
    // E 99
    "aspect_ratio_1_fit_in_wide_frame": {
      AnyView(
        Rectangle().fill(Color.black).accessibilityIdentifier("rect")
          .aspectRatio(1, contentMode: .fit)
          .frame(width: 200, height: 100)
          .accessibilityIdentifier("frame"))
    },
    "aspect_ratio_wide_fit_in_square_frame": {
      AnyView(
        Rectangle().fill(Color.black).accessibilityIdentifier("rect")
          .aspectRatio(1.5, contentMode: .fit)
          .frame(width: 100, height: 100)
          .accessibilityIdentifier("frame"))
    },
    "aspect_ratio_wide_fill_in_square_frame": {
      AnyView(
        Rectangle().fill(Color.black).accessibilityIdentifier("rect")
          .aspectRatio(1.5, contentMode: .fill)
          .frame(width: 100, height: 100)
          .accessibilityIdentifier("frame"))
    },
    "aspect_ratio_tall_fit_in_square_frame": {
      AnyView(
        Rectangle().fill(Color.black).accessibilityIdentifier("rect")
          .aspectRatio(0.5, contentMode: .fit)
          .frame(width: 100, height: 100)
          .accessibilityIdentifier("frame"))
    },
    "aspect_ratio_tall_fill_in_square_frame": {
      AnyView(
        Rectangle().fill(Color.black).accessibilityIdentifier("rect")
          .aspectRatio(0.5, contentMode: .fill)
          .frame(width: 100, height: 100)
          .accessibilityIdentifier("frame"))
    },
  ]
}
