import Foundation

/// A view that displays a root view and enables you to present additional views over the root view.
///
/// The stack shows the screen at the top of its path — the root when the path is empty — under
/// a navigation bar (docs/iOSControls.md §8): the title its views set with `navigationTitle(_:)`,
/// large at the root and inherited by pushed screens unless `navigationBarTitleDisplayMode(_:)`
/// says otherwise, a back button on pushed screens, the toolbar items of `toolbar(content:)`,
/// and the search field of `searchable(text:placement:prompt:)`. The bars add to the safe area
/// the screen sees: its content is laid out below them, and a background that ignores the safe
/// area runs under them.
///
/// ```swift
/// NavigationStack {
///     List(parks) { park in NavigationLink(park.name, value: park) }
///         .navigationTitle("Parks")
///         .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
/// }
/// ```
///
/// A pushed screen is presented: its `dismiss` environment action pops it, with the screens
/// above it, and its `isPresented` is `true`.
///
/// Screens under the top keep their state and are not drawn. A path value no
/// `navigationDestination(for:)` takes is reported with SwiftUI's message, and the screen
/// below it stays on top.
///
/// Fidelity: partial — bar heights, title fonts and positions, the back button and the item
/// insets are docs/iOSControls.md §8 (ASNAP, FLT); the bar is drawn as at the scroll edge,
/// transparent, as iOS 15 and later draw it over content that has not scrolled.
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
  let path: NavigationPathAccess?
  let root: Root

  /// Resolves the stack: its screens, the top one shown under its bars.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    NavigationStackResolution(inputs: inputs, path: view.path, root: AnyView(view.root)).resolve()
  }
}

extension NavigationStack where Data == NavigationPath {
  /// Creates a navigation stack that manages its own navigation state.
  public init(@ViewBuilder root: () -> Root) {
    path = nil
    self.root = root()
  }

  /// Creates a navigation stack with heterogeneous navigation state that you can control.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.path = .binding(path)
    self.root = root()
  }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
  /// Creates a navigation stack with homogeneous navigation state that you can control.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.path = .binding(path)
    self.root = root()
  }
}
