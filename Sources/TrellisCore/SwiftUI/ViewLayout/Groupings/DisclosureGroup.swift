import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure control.
///
/// The label sits at the leading side and a chevron in the tint at the trailing side, pointing
/// right when collapsed and down when expanded; tapping the label's row toggles the group. The
/// content shows below the label only when expanded. In a `List` the label and each view of the
/// content are rows of their own, and the whole label row is the tap target.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Debug Logging", isOn: $logs)
/// }
/// ```
///
/// Fidelity: partial — the structure (label row, trailing chevron that turns, content below)
/// follows Apple's documentation of `DisclosureGroup`; the chevron's size and the spacing are
/// [uncertain]; the turning animation is not drawn.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  @State private var isExpandedInternally = false
  @Environment(\.listContext) private var listContext

  /// Creates a disclosure group with the given label and content views, collapsed.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }

  /// Creates a disclosure group with the given label and content views, and a binding to the
  /// expansion state (expanded or collapsed).
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  /// The label row, then the content when expanded: rows in a list, a leading-aligned stack
  /// elsewhere.
  public var body: some View {
    let expanded = isExpanded ?? $isExpandedInternally
    if listContext != nil {
      DisclosureGroupLabel(label: label, isExpanded: expanded)
      if expanded.wrappedValue { content() }
    } else {
      VStack(alignment: .leading) {
        DisclosureGroupLabel(label: label, isExpanded: expanded)
        if expanded.wrappedValue { content() }
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a disclosure group, using a provided localized string key to create a text view
  /// for the label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a disclosure group, using a provided string to create a text view for the label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }

  /// Creates a disclosure group with a text label from a localized string key and a binding to
  /// the expansion state.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// Creates a disclosure group with a text label from a string and a binding to the expansion
  /// state.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

/// A disclosure group's label row: the label, and the chevron at the trailing side, turned a
/// quarter when expanded; a tap toggles the group (in a list, anywhere on the row).
nonisolated struct DisclosureGroupLabel<Label: View>: View {
  let label: Label
  let isExpanded: Binding<Bool>
  @Environment(\.tintColor) private var tint

  var body: some View {
    HStack {
      label
      Spacer()
      Image(systemName: "chevron.right")
        .font(.system(size: 17, weight: .semibold)).imageScale(.small)
        .foregroundStyle(tint)
        .rotationEffect(.degrees(isExpanded.wrappedValue ? 90 : 0))
    }
    .listRowTapAction { isExpanded.wrappedValue.toggle() }
  }
}
