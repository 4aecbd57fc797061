import Foundation

/// A container view that you can use to add hierarchy within certain views: a header, content
/// and a footer.
///
/// In a `List` or `Form` a section is a group of rows — on iOS a rounded card — with its header
/// above in the footnote font, uppercased, and its footer below (docs/iOSControls.md §7). In a
/// lazy grid its header and footer span the grid. Anywhere else it lays out its header, content
/// and footer in place, as a `Group` would.
///
/// ```swift
/// Form {
///     Section("Notifications") {
///         Toggle("Show Previews", isOn: $showPreviews)
///     }
///     Section {
///         LabeledContent("Version", value: "17.2")
///     } footer: {
///         Text("Updates install overnight.")
///     }
/// }
/// ```
///
/// Fidelity: verified — in an inset-grouped list the header's font, case, colour and inset, the
/// footer's, and their distances to the card are measured on iOS 17 and 18 (SPZV, ASNAP) and
/// pinned by SectionTests; the collapsible sidebar header's chevron is [uncertain].
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer
  var isExpanded: Binding<Bool>?

  /// Creates a section with a header, footer, and the provided section content.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
    isExpanded = nil
  }

  /// Creates a section with the provided section content, header and footer.
  @available(*, deprecated, renamed: "Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }

  /// Resolves the header, the content and the footer in place, each marked for the container
  /// that lays sections out; in a list, styled as the list's headers and footers.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let context = inputs.context
    let list = inputs.environment.listContext
    let section = context.makeIdentity()
    var spacingBefore: CGFloat?
    if let list, inputs.environment.listSectionSpacing != list.sectionSpacing {
      spacingBefore = list.appearance.sectionGap(for: inputs.environment.listSectionSpacing)
    }
    func trait(_ role: SectionItemTrait.Role) -> SectionItemTrait {
      SectionItemTrait(role: role, section: section, spacingBefore: spacingBefore)
    }
    let isExpanded = view.isExpanded?.wrappedValue ?? true
    context.appendList(inputs: inputs) { inputs in
      var headerInputs = inputs.appending(.secondary, 0)
      if let list {
        list.styleHeader(&headerInputs.environment)
      }
      context.setTrait(SectionItemTraitKey.self, trait(.header), inputs: headerInputs) { inputs in
        if list != nil, list?.appearance.kind == .sidebar, let binding = view.isExpanded {
          resolveText(SectionDisclosureHeader(label: view.header, isExpanded: binding), inputs: inputs, inList: true)
        } else {
          resolveText(view.header, inputs: inputs, inList: list != nil)
        }
      }
      if isExpanded {
        context.setTrait(SectionItemTraitKey.self, trait(.row), inputs: inputs.appending(.index, 1)) { inputs in
          Content._makeViewList(view: view.content, inputs: inputs)
        }
      }
      var footerInputs = inputs.appending(.secondary, 1)
      if let list {
        list.styleFooter(&footerInputs.environment)
      }
      context.setTrait(SectionItemTraitKey.self, trait(.footer), inputs: footerInputs) { inputs in
        resolveText(view.footer, inputs: inputs, inList: list != nil)
      }
    }
  }

  /// Resolves a header or a footer: in a list one view (several are stacked, leading-aligned),
  /// elsewhere in place.
  private static func resolveText<V: View>(_ view: V, inputs: _ViewInputs, inList: Bool) {
    guard inList else {
      V._makeViewList(view: view, inputs: inputs)
      return
    }
    let context = inputs.context
    let node = context.makeSingleView(inputs: inputs.inContainer(orientation: nil).asSingleView(in: .vStack)) {
      V._makeViewList(view: view, inputs: $0)
    }
    if let node { context.adopt(node) }
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// Creates a section with the provided section content and header.
  @available(*, deprecated, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header })
  }

  /// Creates a section with a header and content that the binding `isExpanded` shows or hides:
  /// in a sidebar list, tapping the header toggles it.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header)
    self.isExpanded = isExpanded
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// Creates a section with the provided section content and footer.
  @available(*, deprecated, renamed: "Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, footer: { footer })
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section with the provided section content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }

  /// Creates a section whose content the binding `isExpanded` shows or hides.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(content: content)
    self.isExpanded = isExpanded
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section with the provided section content, and a text header made from a
  /// localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// Creates a section with the provided section content, and a text header made from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }

  /// Creates a section with a text header and content that `isExpanded` shows or hides.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
  }

  /// Creates a section with a text header made from a string and content that `isExpanded`
  /// shows or hides.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
  }
}

/// A sidebar section's header: the header, and a chevron at the trailing side that points down
/// when the section is expanded; tapping it toggles the section.
nonisolated private struct SectionDisclosureHeader<Label: View>: View {
  let label: Label
  let isExpanded: Binding<Bool>
  @Environment(\.tintColor) private var tint

  var body: some View {
    HStack {
      label
      Spacer()
      Image(systemName: isExpanded.wrappedValue ? "chevron.down" : "chevron.right")
        .font(.system(size: 17, weight: .semibold)).imageScale(.small)
        .foregroundStyle(tint)
    }
    .interaction(.tap { isExpanded.wrappedValue.toggle() })
  }
}
