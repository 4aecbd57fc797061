import Foundation

/// Reports, as the screen is resolved, that its title menu is not drawn.
nonisolated public struct _ToolbarTitleMenuModifier: PrimitiveViewModifier {
  /// Reports the menu once per layout, then resolves the view.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    RuntimeIssues.reportOnce(
      "toolbarTitleMenu: the title's menu indicator is not drawn (its look on iOS is not measured); "
        + "the title shows without it.")
    body(inputs)
  }
}

nonisolated extension View {
  /// Configures the toolbar title with content that appears in a menu when the title is tapped.
  ///
  /// ```swift
  /// DocumentView()
  ///     .navigationTitle("Report")
  ///     .toolbarTitleMenu {
  ///         Button("Rename") { rename() }
  ///         Button("Duplicate") { duplicate() }
  ///     }
  /// ```
  ///
  /// Fidelity: unverified — iOS marks a title that has a menu with an indicator whose size and
  /// place are not measured; Trellis draws the title without it and reports a runtime issue.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    modifier(_ToolbarTitleMenuModifier())
  }
}
