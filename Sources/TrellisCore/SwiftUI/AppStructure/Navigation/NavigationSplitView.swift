import Foundation

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// In a regular width (iPad) the columns sit side by side, each with its own navigation bar:
/// the sidebar 320 wide (docs/iOSControls.md §1, §8), the content column as wide, the detail the
/// rest, a hairline between them. Which columns show follows `columnVisibility` and the style:
/// by default the leading columns show beside the detail in landscape and the detail alone in
/// portrait, as UIKit's split view does. A value link in the sidebar shows its destination in
/// the next column. In a compact width (iPhone, a narrow split-screen iPad) the split view
/// collapses into a navigation stack whose root is the sidebar.
///
/// ```swift
/// NavigationSplitView {
///     List(folders) { NavigationLink($0.name, value: $0) }
///         .navigationDestination(for: Folder.self) { FolderView(folder: $0) }
/// } detail: {
///     Text("Select a folder")
/// }
/// ```
///
/// Fidelity: partial — the 320-pt sidebar is UIKit's documented default; the content column's
/// width, the hairline and the column choice by orientation are [uncertain] (§8
/// "NavigationSplitView": no measurements).
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  /// Creates a two-column navigation split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
    columnVisibility = nil
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  /// Creates a two-column navigation split view that enables programmatic control of the
  /// sidebar's visibility.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.columnVisibility = columnVisibility
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }

  /// Creates a two-column navigation split view that enables programmatic control of the
  /// sidebar's visibility and of the column shown when collapsed (iOS 17); collapsed, Trellis
  /// shows the sidebar.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
  }

  /// Creates a three-column navigation split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    columnVisibility = nil
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Creates a three-column navigation split view that enables programmatic control of leading
  /// columns' visibility.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.columnVisibility = columnVisibility
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Resolves the columns: side by side in a regular width, a navigation stack in a compact one.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    NavigationSplitViewResolution(
      inputs: inputs, visibility: view.columnVisibility?.wrappedValue ?? .automatic, sidebar: AnyView(view.sidebar),
      content: view.content.map { AnyView($0) }, detail: AnyView(view.detail)
    ).resolve()
  }
}
