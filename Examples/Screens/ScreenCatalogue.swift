import Trellis

/// One realistic app screen of the catalogue: ordinary SwiftUI code, written as an app would
/// write it, with only `import Trellis` in place of `import SwiftUI`.
public struct ScreenExample: Sendable {
  /// A file-name-friendly name, also the test's and the gallery's anchor.
  public let name: String
  /// What the screen shows and which parts of SwiftUI it leans on.
  public let caption: String
  /// Makes the screen with its initial state; each call gives a new, independent screen.
  public let make: @Sendable () -> AnyView
}

/// The realistic screens: sign-in, settings, lists, grids, tabs, sheets and alerts, each the kind
/// of screen a public SwiftUI app has, compiled unchanged against Trellis.
public enum Screens {
  /// Every screen, in the order the gallery shows them.
  public static let all: [ScreenExample] = [
    ScreenExample(
      name: "counter-model", caption: "An @Observable model shared through the environment, @Bindable stepper",
      make: { AnyView(CounterModelScreen()) }),
    ScreenExample(
      name: "delete-account", caption: "A destructive confirmation with a confirmation dialog",
      make: { AnyView(DeleteAccountScreen()) }),
    ScreenExample(
      name: "network-error", caption: "An error state with a retry button and an alert",
      make: { AnyView(NetworkErrorScreen()) }),
    ScreenExample(
      name: "place-detail", caption: "A place's detail with a sheet of opening hours",
      make: { AnyView(PlaceDetailScreen()) }),
    ScreenExample(
      name: "fitness", caption: "Fitness rings drawn with trimmed circles in a scroll view",
      make: { AnyView(FitnessScreen()) }),
    ScreenExample(
      name: "product-detail", caption: "A product page: image placeholder, price, stepper, add-to-cart",
      make: { AnyView(ProductDetailScreen()) }),
    ScreenExample(
      name: "profile", caption: "A profile with avatar, statistics and a bio in a scroll view",
      make: { AnyView(ProfileScreen()) }),
  ]

  /// The screen named `name`, if the catalogue has one.
  public static func named(_ name: String) -> ScreenExample? {
    all.first { $0.name == name }
  }
}
