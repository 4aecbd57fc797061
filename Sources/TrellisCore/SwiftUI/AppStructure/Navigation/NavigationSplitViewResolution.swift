import Foundation

/// What a split view keeps between updates: the screen a link in each leading column showed in
/// the column after it.
struct SplitViewState {
  /// By column index: the screen shown in place of that column's own root.
  var shown: [Int: AnyView] = [:]
}

/// Where a navigation stack that is a split view's leading column shows what its links push:
/// in the next column.
struct SplitColumnTarget {
  let show: (AnyView) -> Void
}

extension EnvironmentValues {
  /// Set for the navigation stack of a split view's leading column.
  @Entry var splitColumnTarget: SplitColumnTarget?
}

/// Resolves a navigation split view.
struct NavigationSplitViewResolution {
  let inputs: _ViewInputs
  let visibility: NavigationSplitViewVisibility
  let sidebar: AnyView
  let content: AnyView?
  let detail: AnyView

  func resolve() {
    let context = inputs.context
    guard inputs.environment.horizontalSizeClass != .compact else {
      // Collapsed: a stack whose root is the sidebar; its links push.
      var stackInputs = inputs
      stackInputs.identity = inputs.identity.appending(.content, 0)
      NavigationStack<NavigationPath, AnyView>._makeViewList(
        view: NavigationStack { sidebar }, inputs: stackInputs)
      return
    }
    let state = context.stateStorage(at: inputs.identity.appending(type: SplitViewState.self)) { SplitViewState() }
    let columns = [sidebar] + (content.map { [$0] } ?? []) + [detail]
    let childInputs = inputs.inContainer(orientation: nil)
    var widths: [CGFloat?] = []
    var nodes: [NodeID] = []
    for (index, column) in columns.enumerated() {
      var columnInputs = childInputs.appending(.content, UInt64(index))
      let isLast = index == columns.count - 1
      columnInputs.environment.splitColumnTarget =
        isLast
        ? nil
        : SplitColumnTarget { view in
          var model = state.value
          model.shown[index + 1] = view
          state.value = model
        }
      let root = state.value.shown[index] ?? column
      if state.value.shown[index] != nil {
        // A column showing what a link pushed into it dismisses back to its own view: the
        // expanded form of popping (Apple, `DismissAction`, iOS 18).
        columnInputs.environment.dismiss = DismissAction {
          var model = state.value
          model.shown[index] = nil
          state.value = model
        }
        columnInputs.environment.isPresented = true
      }
      var made: [NodeID] = []
      let preferences = context.collectingPreferences {
        made = context.makeNodes(AnyView(SplitColumn(root: root, hasSeparator: !isLast)), inputs: columnInputs)
      }
      widths.append(preferences[SplitColumnWidthKey.self]?.resolved)
      nodes.append(contentsOf: made)
    }
    context.appendContainer(
      NavigationSplitViewBehavior(
        columnCount: columns.count, visibility: visibility.kind, style: inputs.environment.navigationSplitViewStyle,
        widths: widths),
      inputs: inputs, childInputs: childInputs
    ) { _ in
      for node in nodes { context.adopt(node) }
    }
  }
}
