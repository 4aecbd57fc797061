import Foundation

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, navigationBarDrawer, toolbar, sidebar
  }

  let kind: Kind

  /// A type that determines the display mode of a search field.
  public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
    let always: Bool

    /// Display the search field in the navigation bar drawer, hiding it when the content scrolls.
    public static let automatic = NavigationBarDrawerDisplayMode(always: false)
    /// Always display the search field regardless of the scroll activity.
    public static let always = NavigationBarDrawerDisplayMode(always: true)
  }

  /// SwiftUI places the search field automatically: on iPhone, in the navigation bar's drawer.
  public static let automatic = SearchFieldPlacement(kind: .automatic)
  /// The search field is placed in a drawer of the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer)
  /// The search field is placed in the toolbar: on iPhone, in the navigation bar's drawer.
  public static let toolbar = SearchFieldPlacement(kind: .toolbar)
  /// The search field is placed in the sidebar of a navigation split view.
  public static let sidebar = SearchFieldPlacement(kind: .sidebar)

  /// The search field is placed in a drawer of the navigation bar, with a display mode.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(kind: .navigationBarDrawer)
  }
}

/// What a navigation bar's search field shows: the text, or the prompt when it is empty.
struct SearchFieldModel {
  let text: Binding<String>
  let prompt: Text?
  /// Whether someone is searching: typing into the field starts a search.
  let isSearching: Binding<Bool>
}

/// The search field a screen's views ask for; the first one set wins.
struct SearchFieldKey: PreferenceKey {
  static var defaultValue: SearchFieldModel? { nil }

  static func reduce(value: inout SearchFieldModel?, nextValue: () -> SearchFieldModel?) {
    if value == nil { value = nextValue() }
  }
}

/// The search field in a navigation bar: a 36-tall rounded field of tertiarySystemFill with a
/// magnifying glass and the prompt ("Search" by default) in secondaryLabel, or the text in the
/// label colour with a clear button (docs/iOSControls.md §8; FLT `search_field.dart`).
///
/// It takes text as a text field does: tagged `SearchField`, a test types into it with
/// `host.enterText(_:into: "SearchField")`.
///
/// Fidelity: unverified — the 36-pt height, the fill and the icon insets are Flutter's
/// measurements of iOS 17.5; the 52-pt band around the field is lore (docs/iOSControls.md §8).
nonisolated struct SearchField: View {
  let model: SearchFieldModel

  /// The text, whose typing starts a search, as a tap into the field does on the device.
  private var typing: Binding<String> {
    let (text, isSearching) = (model.text, model.isSearching)
    return Binding(
      get: { text.wrappedValue },
      set: {
        if !isSearching.wrappedValue { isSearching.wrappedValue = true }
        text.wrappedValue = $0
      })
  }

  var body: some View {
    let text = model.text.wrappedValue
    HStack(spacing: NavigationBarMetrics.searchTextGap) {
      Image(systemName: "magnifyingglass")
        .font(.system(size: 17))
        .foregroundStyle(.secondary)
        .frame(width: NavigationBarMetrics.searchIconSize)
      Group {
        if text.isEmpty {
          (model.prompt ?? Text("Search")).foregroundStyle(.secondary)
        } else {
          Text(text).foregroundStyle(.primary)
        }
      }
      .font(.body)
      .lineLimit(1)
      .frame(maxWidth: .infinity, alignment: .leading)
      if !text.isEmpty {
        Image(systemName: "xmark.circle.fill")
          .font(.system(size: 17))
          .foregroundStyle(.secondary)
          .interaction(.tap { model.text.wrappedValue = "" })
      }
    }
    .padding(.leading, NavigationBarMetrics.searchIconInset)
    .padding(.trailing, NavigationBarMetrics.searchIconInset)
    .frame(height: NavigationBarMetrics.searchFieldHeight)
    .background(
      RoundedRectangle(cornerRadius: NavigationBarMetrics.searchFieldCornerRadius).fill(Color.tertiarySystemFill)
    )
    .interaction(.text(typing))
    .accessibilityIdentifier("SearchField")
  }
}

nonisolated extension View {
  /// Marks this view as searchable, which configures the display of a search field.
  ///
  /// ```swift
  /// List(filtered) { Text($0.name) }
  ///     .navigationTitle("Contacts")
  ///     .searchable(text: $query, prompt: "Name")
  /// ```
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    SearchableView(content: self, text: text, isPresented: nil, prompt: prompt)
  }

  /// Marks this view as searchable, with a prompt from a localized string.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Marks this view as searchable, with a prompt from a string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Marks this view as searchable with programmatic presentation of the search field (iOS 17):
  /// `isPresented` is whether someone is searching, which ``EnvironmentValues/isSearching``
  /// reports to the views inside; typing into the field sets it, `dismissSearch` clears it.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    SearchableView(content: self, text: text, isPresented: isPresented, prompt: prompt)
  }

  /// Marks this view as searchable with programmatic presentation, with a prompt from a
  /// localized string (iOS 17).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  /// Configures the search suggestions for this view; they show while someone searches, which
  /// never happens in a Trellis host.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    self
  }
}

/// The view `searchable` makes: its content, with the search's state in the environment, and
/// the search field asked of the navigation bar.
///
/// Whether someone is searching is the `isPresented` binding of iOS 17's forms, else state
/// of the view's own: typing into the field starts a search, `dismissSearch` ends it.
nonisolated struct SearchableView<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let prompt: Text?
  @State private var isSearchingInternally = false

  var body: some View {
    let isSearching = isPresented ?? $isSearchingInternally
    let text = self.text
    content
      .environment(\.isSearching, isSearching.wrappedValue)
      .environment(\.searchText, text.wrappedValue)
      .environment(
        \.dismissSearch,
        DismissSearchAction {
          guard isSearching.wrappedValue else { return }
          text.wrappedValue = ""
          isSearching.wrappedValue = false
        }
      )
      .preference(
        key: SearchFieldKey.self, value: SearchFieldModel(text: text, prompt: prompt, isSearching: isSearching))
  }
}

/// An action that can end a search interaction.
///
/// ```swift
/// struct Results: View {
///     @Environment(\.dismissSearch) private var dismissSearch
///     var body: some View {
///         Button("Done") { dismissSearch() }
///     }
/// }
/// ```
///
/// Read it from the environment of a view inside a `searchable` view. Calling it clears the
/// search field's text and ends the search, so that ``EnvironmentValues/isSearching`` becomes
/// `false`; it does nothing when no search is going on, or outside a searchable view
/// ([`DismissSearchAction`](https://developer.apple.com/documentation/swiftui/dismisssearchaction)).
public struct DismissSearchAction {
  private let action: () -> Void

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  /// Dismisses the current search operation, if any.
  public func callAsFunction() {
    action()
  }
}

extension EnvironmentValues {
  /// A Boolean value that indicates when the user is searching: `true` inside a `searchable`
  /// view while its search field is active (someone typed into it, or the `isPresented` binding
  /// is `true`), `false` elsewhere.
  @Entry public var isSearching: Bool = false

  /// An action that ends the current search interaction of the `searchable` view around.
  @Entry public var dismissSearch: DismissSearchAction = DismissSearchAction {}

  /// The text of the search field of the `searchable` view around, for
  /// `ContentUnavailableView.search`; `nil` outside one.
  @Entry var searchText: String?
}
