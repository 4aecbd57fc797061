import Foundation

/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users (iOS 17).
///
/// ```swift
/// ContentUnavailableView {
///     Label("No Mail", systemImage: "tray.fill")
/// } description: {
///     Text("New mails you receive will appear here.")
/// } actions: {
///     Button("Refresh") { refresh() }
/// }
/// ```
///
/// The view is flexible: it takes all the space it is offered and centres its content in it, as
/// in the [overview](https://developer.apple.com/documentation/swiftui/contentunavailableview)'s
/// `overlay` over an empty list. The content is a centred column: the label's icon, large and in
/// the secondary style, above its title in Title 2 bold; the description below in Callout,
/// secondary and centred; then the actions.
///
/// Fidelity: partial — the arrangement and the fonts follow iOS 17's drawing; the 48-pt symbol,
/// the 8-pt gap between icon and title, the 4-pt gap to the description, the 16-pt gap to the
/// actions and the 16-pt side margins come from no measurement [uncertain].
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// Creates an interface, consisting of a label and additional content, that you display when
  /// the content of your app is unavailable to users.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The label, the description and the actions, centred in the space offered.
  public var body: some View {
    VStack(spacing: ContentUnavailableMetrics.actionsGap) {
      VStack(spacing: ContentUnavailableMetrics.descriptionGap) {
        label
          .labelStyle(ContentUnavailableLabelStyle())
          .font(.title2.bold())
        description
          .font(.callout)
          .foregroundStyle(.secondary)
      }
      .multilineTextAlignment(.center)
      actions
    }
    .padding(.horizontal, ContentUnavailableMetrics.sideMargin)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == TrellisCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Creates an interface with a system image label and a title from a localized string, and an
  /// optional description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { TrellisCore.Label(title, systemImage: name) }, description: { description })
  }

  /// Creates an interface with an image label from the asset catalog and a title from a
  /// localized string, and an optional description.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { TrellisCore.Label(title, image: name) }, description: { description })
  }

  /// Creates an interface with a system image label and a title from a string, and an optional
  /// description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { TrellisCore.Label(title, systemImage: name) }, description: { description })
  }

  /// Creates an interface with an image label from the asset catalog and a title from a string,
  /// and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { TrellisCore.Label(title, image: name) }, description: { description })
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// Creates a `ContentUnavailableView` instance that conveys a search state: "No Results" (or
  /// "No Results for “query”" inside a `searchable` view whose text is not empty) and "Check
  /// the spelling or try a new search."
  ///
  /// ```swift
  /// List(results) { Text($0.name) }
  ///     .overlay { if results.isEmpty { ContentUnavailableView.search } }
  ///     .searchable(text: $query)
  /// ```
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: nil) }, description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }

  /// Creates a `ContentUnavailableView` instance that conveys a search state for the search
  /// text query `text`.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

/// A structure that represents the body of a static placeholder search view.
///
/// You don't create this type directly: SwiftUI creates it when you build a search
/// ``ContentUnavailableView``.
public struct SearchUnavailableContent {
  /// A view that represents the label of a static placeholder search view: a magnifying glass
  /// and "No Results", or "No Results for “query”".
  nonisolated public struct Label: View {
    /// The query given to `search(text:)`; `nil` reads the text of the `searchable` around.
    let text: String?
    @Environment(\.searchText) private var searchText

    /// The magnifying glass and the title naming the query, if there is one.
    public var body: some View {
      let query = text ?? searchText ?? ""
      let title = query.isEmpty ? "No Results" : "No Results for \u{201C}\(query)\u{201D}"
      TrellisCore.Label(title, systemImage: "magnifyingglass")
    }
  }

  /// A view that represents the description of a static `ContentUnavailableView.search` view.
  nonisolated public struct Description: View {
    /// "Check the spelling or try a new search."
    public var body: some View {
      Text("Check the spelling or try a new search.")
    }
  }

  /// A view that represents the actions of a static `ContentUnavailableView.search` view: none.
  nonisolated public struct Actions: View {
    /// No actions.
    public var body: some View {
      EmptyView()
    }
  }
}

/// The label of a content-unavailable view: the icon, large and secondary, above the title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: ContentUnavailableMetrics.iconGap) {
      configuration.icon
        .font(.system(size: ContentUnavailableMetrics.symbolSize))
        .foregroundStyle(.secondary)
      configuration.title
    }
  }
}

/// The lengths of a content-unavailable view on iOS; none is measured [uncertain].
enum ContentUnavailableMetrics {
  /// The point size of the label's symbol.
  static let symbolSize: CGFloat = 48
  /// The space between the symbol and the title.
  static let iconGap: CGFloat = 8
  /// The space between the title and the description.
  static let descriptionGap: CGFloat = 4
  /// The space between the description and the actions.
  static let actionsGap: CGFloat = 16
  /// The margin kept at each side of the content.
  static let sideMargin: CGFloat = 16
}
