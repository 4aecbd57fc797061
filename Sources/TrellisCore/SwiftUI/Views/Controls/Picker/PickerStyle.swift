import Foundation

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
///
/// As in SwiftUI, the protocol has no public requirements: use the built-in styles.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
/// }
/// .pickerStyle(.segmented)
/// ```
public protocol PickerStyle {}

/// A picker style Trellis draws: each built-in style makes the picker's body from its label and
/// options.
protocol BuiltInPickerStyle: PickerStyle {
  /// The picker's view.
  associatedtype Body: View
  /// Makes the picker's view from its label and options.
  @ViewBuilder func makeBody(configuration: PickerStyleConfiguration) -> Body
}

extension BuiltInPickerStyle {
  /// The body, type-erased.
  func erasedBody(_ configuration: PickerStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// What a picker style draws: the picker's label and its options, each option marked so that a
/// tap selects it.
struct PickerStyleConfiguration {
  /// One option, ready to place.
  struct Option: Identifiable {
    /// The option's identity: where it stands in the picker's content.
    let id: AnyHashable
    /// The option's view, marked with a tap that selects it when its tag matches the selection's
    /// type.
    let content: AnyView
    /// Whether the option's tag is the current selection.
    let isSelected: Bool
  }

  /// The picker's label.
  let label: AnyView
  /// The options in order.
  let options: [Option]

  /// The selected option, if the selection matches a tag.
  var selection: Option? { options.first(where: \.isSelected) }
}

/// Where a picker sits, which changes how some styles draw it (docs/iOSControls.md §5 Picker).
enum PickerPlacement {
  /// In an ordinary view: a menu picker is a tinted button showing the selection, and an
  /// inline picker is a wheel.
  case standalone
  /// In a row of a `List` or `Form`: a menu picker shows its label and, at the trailing side,
  /// the selection and chevrons in the secondary colour; an inline picker lists its options as
  /// rows with a checkmark on the selected one.
  case listRow
}

extension EnvironmentValues {
  /// The style `pickerStyle(_:)` sets; `nil` for `.automatic`.
  @Entry var pickerStyle: (any BuiltInPickerStyle)?

  /// The style a container recommends for its pickers, which `.automatic` resolves to; `nil`
  /// for `.menu`, the iOS default in and out of lists (docs/iOSControls.md §5 Picker).
  @Entry var automaticPickerStyle: (any BuiltInPickerStyle)?

  /// Where pickers sit: a `List` or `Form` sets `.listRow` for its rows.
  @Entry var pickerPlacement: PickerPlacement = .standalone
}

nonisolated extension View {
  /// Sets the style for pickers within this view.
  ///
  /// ```swift
  /// Picker("Size", selection: $size) { … }.pickerStyle(.segmented)
  /// ```
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    transformEnvironment(\.pickerStyle) { current in
      if let style = style as? any BuiltInPickerStyle {
        current = style
      } else {
        RuntimeIssues.report(
          "pickerStyle(_:): \(S.self) is not a picker style Trellis draws; keeping the current style.")
      }
    }
  }

  /// Makes `.automatic` pickers in this view use `style`: for containers that recommend a style.
  func automaticPickerStyle<S: BuiltInPickerStyle>(_ style: S) -> some View {
    environment(\.automaticPickerStyle, style)
  }
}
