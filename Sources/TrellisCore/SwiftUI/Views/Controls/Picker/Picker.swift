import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// Each option is a view of the content, tagged with the value it stands for — with
/// `tag(_:)`, or implicitly with its `ForEach` element's id. The picker's style draws it:
/// `.menu` by default on iOS, a tinted button showing the selected option and
/// `chevron.up.chevron.down` (docs/iOSControls.md §5 Picker).
///
/// ```swift
/// Picker("Flavor", selection: $selectedFlavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// Picker("Topping", selection: $topping) {
///     ForEach(Topping.allCases) { Text($0.name) }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Every option stays in the view tree, drawn or hidden as the style decides, and a tap on an
/// option selects it: `host.tap("vanilla")` for an option tagged
/// `.accessibilityIdentifier("vanilla")`. An option matches the selection when its tag has
/// the selection's type or, for an `Optional` selection, the wrapped type
/// (`tag(_:includeOptional:)`). A selection that matches no option selects nothing and is
/// reported with SwiftUI's message.
///
/// Fidelity: partial — the menu row in a list, the 32-tall segmented control and the wheel's
/// size are measured or Flutter's measurements (docs/iOSControls.md §5 Picker) and pinned by
/// PickerTests; the standalone menu button's look, the inline style's rows and the wheel's
/// curvature are not measured; tags written inside an app's own views' bodies are not seen.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content
  @Environment(\.pickerStyle) private var style

  /// Creates a picker that displays a custom label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// Creates a picker that displays a custom label given as a view (an older form SwiftUI
  /// keeps).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { label })
  }

  /// The picker as its style draws it, each selectable option marked with a tap that selects
  /// it.
  public var body: some View {
    let configuration = Self.configuration(label: AnyView(label), content: content, selection: selection)
    return (style ?? DefaultPickerStyle()).erasedBody(configuration)
  }

  /// The label and the options, each compared with the selection.
  static func configuration(
    label: AnyView, content: Content, selection: Binding<SelectionValue>
  ) -> PickerStyleConfiguration {
    let current = selection.wrappedValue
    var found = false
    let options = PickerOptions.options(of: content).map { option in
      let value = option.tag?.value(as: SelectionValue.self)
      // The first option with the selection's tag is the selected one.
      let isSelected = !found && value == current && value != nil
      if isSelected { found = true }
      var view = option.view
      if let value {
        view = AnyView(view.interaction(.tap { selection.wrappedValue = value }))
      }
      return PickerStyleConfiguration.Option(id: AnyHashable(option.path), content: view, isSelected: isSelected)
    }
    if !found {
      RuntimeIssues.report(
        "Picker: the selection \"\(current)\" is invalid and does not have an associated tag, this will give undefined results."
      )
    }
    return PickerStyleConfiguration(label: label, options: options)
  }
}

extension Picker where Label == Text {
  /// Creates a picker that generates its label from a localized string key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// Creates a picker that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == TrellisCore.Label<Text, Image> {
  /// Creates a picker that generates its label from a localized string key and a system image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { TrellisCore.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a picker that generates its label from a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { TrellisCore.Label(title, systemImage: systemImage) }
  }
}
