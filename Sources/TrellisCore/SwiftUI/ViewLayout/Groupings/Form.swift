import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// On iOS a form looks like an inset-grouped list (docs/iOSControls.md §7, "Defaults"): each
/// section a card of rows, a `LabeledContent`, `Toggle`, `Stepper` or `Picker` row with its
/// label at the leading side and its control or value at the trailing side, a `TextField`
/// filling its row, a `Button` row tinted and tappable across the row.
///
/// ```swift
/// Form {
///     Section("Profile") {
///         TextField("Name", text: $name)
///         Toggle("Show Online Status", isOn: $isOnline)
///     }
/// }
/// ```
///
/// Fidelity: verified — the grouped look is measured (SPZA `SignupForm.png`: inset-grouped cards,
/// 44-point rows, fields at the row's text inset) and pinned by FormTests; `.columns` on iOS is
/// [uncertain].
nonisolated public struct Form<Content: View>: View, PrimitiveView {
  let content: Content

  /// Creates a form with the provided content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Adds the form as its style draws it: a grouped list, or columns.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    switch inputs.environment.formStyle {
    case .automatic, .grouped:
      ListAssembly.make(view.content, kind: .insetGrouped, selection: nil, inputs: inputs)
    case .columns:
      ColumnsForm._makeViewList(view: ColumnsForm(content: view.content), inputs: inputs)
    }
  }
}

/// A form drawn `.columns`: its rows one below the other in a scroll view, with each section's
/// header and footer in place, 20 points from the edges [uncertain: SwiftUI's `.columns` is a
/// macOS layout; on iOS it is not measured].
nonisolated private struct ColumnsForm<Content: View>: View {
  let content: Content

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) { content }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(20)
    }
  }
}
