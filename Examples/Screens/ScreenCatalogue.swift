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
    ScreenExample(
      name: "login", caption: "Sign-in: text fields, a secure field, a toggle, a prominent button enabled by the input",
      make: { AnyView(LoginScreen()) }),
    ScreenExample(
      name: "sign-up", caption: "A sign-up form: sections of fields, a picker, a date picker, a toggle and a footer",
      make: { AnyView(SignUpForm()) }),
    ScreenExample(
      name: "settings", caption: "Settings: an inset-grouped list of labelled rows with navigation links and toggles",
      make: { AnyView(SettingsScreen()) }),
    ScreenExample(
      name: "calculator", caption: "A calculator keypad: a grid of circular buttons built from stacks",
      make: { AnyView(CalculatorScreen()) }),
    ScreenExample(
      name: "player", caption: "A music player: artwork, a slider, transport buttons",
      make: { AnyView(PlayerScreen()) }),
    ScreenExample(
      name: "order-tracking", caption: "Order tracking: labels, a progress view, a timeline of steps in a group box",
      make: { AnyView(OrderTrackingScreen()) }),
    ScreenExample(
      name: "weather", caption: "Weather on a gradient: an hourly strip and a ten-day forecast",
      make: { AnyView(WeatherScreen()) }),
    ScreenExample(
      name: "onboarding", caption: "Onboarding: pages in a paged tab view with index dots",
      make: { AnyView(OnboardingScreen()) }),
    ScreenExample(
      name: "cart", caption: "A shopping cart: a list of items with steppers, deletable rows and a total in currency",
      make: { AnyView(CartScreen()) }),
    ScreenExample(
      name: "chat", caption: "A chat: message bubbles in a lazy stack, a composer inset at the bottom",
      make: { AnyView(ChatScreen()) }),
    ScreenExample(
      name: "contacts", caption: "Contacts: sections by letter, navigation links to detail",
      make: { AnyView(ContactsScreen()) }),
    ScreenExample(
      name: "todo",
      caption: "A to-do list: rows bound with ForEach($items), delete and move, an edit button, an alert with a field",
      make: { AnyView(TodoScreen()) }),
    ScreenExample(
      name: "swiftdata-items",
      caption: "Xcode's SwiftData template: @Query items in a split view's list, delete, edit and add",
      make: { AnyView(SwiftDataItemsScreen()) }),
    ScreenExample(
      name: "stopwatch", caption: "A stopwatch: monospaced digits, round buttons and a list of laps",
      make: { AnyView(StopwatchScreen()) }),
    ScreenExample(
      name: "news-feed", caption: "A news feed: a plain list of articles with thumbnails and metadata",
      make: { AnyView(NewsFeedScreen()) }),
    ScreenExample(
      name: "tab-app", caption: "A tabbed app: four tabs with items, badges and a navigation stack in each",
      make: { AnyView(TabAppScreen()) }),
    ScreenExample(
      name: "payment", caption: "Payment: a form with a card field, a picker, a toggle and a pay button",
      make: { AnyView(PaymentScreen()) }),
    ScreenExample(
      name: "photo-grid", caption: "A photo grid: an adaptive lazy grid of squares in a scroll view",
      make: { AnyView(PhotoGridScreen()) }),
    ScreenExample(
      name: "notification-settings", caption: "Notification settings: a form of toggles, pickers and footers",
      make: { AnyView(NotificationSettingsScreen()) }),
    ScreenExample(
      name: "recipe", caption: "A recipe: a header image, ingredients and steps in a scroll view with labels",
      make: { AnyView(RecipeScreen()) }),
    ScreenExample(
      name: "bank-dashboard", caption: "A bank dashboard: a balance card and a list of transactions in currency",
      make: { AnyView(BankDashboardScreen()) }),
    ScreenExample(
      name: "event-rsvp", caption: "An event RSVP: a form with labelled details, a segmented picker and a stepper",
      make: { AnyView(EventRSVPScreen()) }),
    ScreenExample(
      name: "empty-state", caption: "An empty state: a content-unavailable message over an empty list",
      make: { AnyView(EmptyStateScreen()) }),
    ScreenExample(
      name: "composer", caption: "A message composer: fields, a text editor and toolbar buttons",
      make: { AnyView(ComposerScreen()) }),
    ScreenExample(
      name: "survey", caption: "A survey: a form of pickers, a slider and a text editor",
      make: { AnyView(SurveyScreen()) }),
    ScreenExample(
      name: "charts-dashboard",
      caption: "A Swift Charts dashboard: bars of a week with a goal rule, lines of two series over dates, a donut",
      make: { AnyView(ChartsDashboardScreen()) }),
    ScreenExample(
      name: "store-map", caption: "A MapKit map: markers of stores, an annotation and a route, under an inline title",
      make: { AnyView(StoreMapScreen()) }),
  ]

  /// The screen named `name`, if the catalogue has one.
  public static func named(_ name: String) -> ScreenExample? {
    all.first { $0.name == name }
  }
}
