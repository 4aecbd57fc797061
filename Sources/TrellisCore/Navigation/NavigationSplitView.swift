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
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
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

private struct SplitColumnTargetKey: EnvironmentKey {
  static var defaultValue: SplitColumnTarget? { nil }
}

extension EnvironmentValues {
  /// Set for the navigation stack of a split view's leading column.
  var splitColumnTarget: SplitColumnTarget? {
    get { self[SplitColumnTargetKey.self] }
    set { self[SplitColumnTargetKey.self] = newValue }
  }
}

/// Resolves a navigation split view.
struct NavigationSplitViewResolution {
  let inputs: _ViewInputs
  let visibility: NavigationSplitViewVisibility
  let sidebar: AnyView
  let content: AnyView?
  let detail: AnyView

  func resolve() {
    let resolver = inputs.resolver
    guard inputs.environment.horizontalSizeClass != .compact else {
      // Collapsed: a stack whose root is the sidebar; its links push.
      var stackInputs = inputs
      stackInputs.identity = inputs.identity.appending(.content, 0)
      NavigationStack<NavigationPath, AnyView>._makeViewList(
        view: NavigationStack { sidebar }, inputs: stackInputs)
      return
    }
    let graph = resolver.graph
    let state = graph.storage(at: inputs.identity.appending(type: SplitViewState.self)) {
      StateStorage(value: SplitViewState()) { [weak graph] in graph?.valueChanged() }
    }
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
      var made: [NodeID] = []
      let preferences = resolver.collectingPreferences {
        made = resolver.makeNodes(AnyView(SplitColumn(root: root, hasSeparator: !isLast)), inputs: columnInputs)
      }
      widths.append(preferences[SplitColumnWidthKey.self]?.resolved)
      nodes.append(contentsOf: made)
    }
    resolver.appendContainer(
      NavigationSplitViewBehavior(
        columnCount: columns.count, visibility: visibility.kind, style: inputs.environment.navigationSplitViewStyle,
        widths: widths),
      inputs: inputs, childInputs: childInputs
    ) { _ in
      for node in nodes { resolver.adopt(node) }
    }
  }
}

/// One column of a split view: a navigation stack, with a hairline along its trailing edge.
struct SplitColumn: View {
  let root: AnyView
  let hasSeparator: Bool

  var body: some View {
    NavigationStack { root }
      .overlay(alignment: .trailing) {
        if hasSeparator {
          VerticalHairline().ignoresSafeArea()
        }
      }
  }
}

/// A vertical line one pixel wide in the separator colour, as tall as it is offered.
struct VerticalHairline: View {
  @Environment(\.pixelLength) private var pixelLength

  var body: some View {
    Rectangle().fill(Color.separator).frame(width: pixelLength)
  }
}

/// Places a split view's columns side by side: the leading ones at their widths (320 unless
/// their views ask for another), the last one taking the rest; columns the visibility hides are
/// not placed.
struct NavigationSplitViewBehavior: LayoutBehavior {
  let columnCount: Int
  let visibility: NavigationSplitViewVisibility.Kind
  let style: SplitViewStyleKind
  /// The widths the columns' views asked for.
  let widths: [CGFloat?]

  /// The default width of a leading column: UIKit's 320 (docs/iOSControls.md §1).
  static let defaultColumnWidth: CGFloat = 320

  var debugName: String { "NavigationSplitView" }

  var centresUnplacedChildren: Bool { false }

  /// The indices of the columns shown in a view of `size`.
  func shownColumns(in size: CGSize) -> [Int] {
    let all = Array(0..<columnCount)
    let detail = columnCount - 1
    switch visibility {
    case .all: return all
    case .doubleColumn: return Array(all.suffix(2))
    case .detailOnly: return [detail]
    case .automatic:
      if style == .prominentDetail || size.width <= size.height { return [detail] }
      return Array(all.suffix(2))
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 1024, height: 768))
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let subviews = Array(context.subviews)
    let requested = widths
    var x = bounds.minX
    let shown = shownColumns(in: bounds.size)
    for (position, index) in shown.enumerated() where index < subviews.count {
      let isLast = position == shown.count - 1
      let width =
        isLast
        ? Swift.max(bounds.maxX - x, 0)
        : Swift.min(
          (index < requested.count ? requested[index] : nil) ?? Self.defaultColumnWidth, Swift.max(bounds.maxX - x, 0))
      subviews[index].place(
        at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
      x += width
    }
  }
}
