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
    .interaction(.text(model.text))
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
    preference(key: SearchFieldKey.self, value: SearchFieldModel(text: text, prompt: prompt))
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

  /// Marks this view as searchable with programmatic presentation of the search field (iOS 17);
  /// Trellis shows the field, not the search's presented state.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// Marks this view as searchable with programmatic presentation, with a prompt from a
  /// localized string (iOS 17).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Configures the search suggestions for this view; they show while someone searches, which
  /// never happens in a Trellis host.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    self
  }
}
