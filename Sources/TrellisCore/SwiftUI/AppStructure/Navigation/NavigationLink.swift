import Foundation

/// A view that controls a navigation presentation.
///
/// Tapping the link pushes onto the navigation stack around it: a value link appends its value
/// to the stack's path (the stack's own state when it has no path binding), and the screen is
/// made by the `navigationDestination(for:)` of the value's type; a destination link pushes its
/// view. A value no destination takes is reported with SwiftUI's message and nothing is pushed.
///
/// ```swift
/// NavigationLink("Details", value: item)
/// NavigationLink {
///     SettingsView()
/// } label: {
///     Label("Settings", systemImage: "gear")
/// }
/// ```
///
/// Outside a list the link looks like a button — its label in the tint — as in SwiftUI; in a
/// list row the row shows the disclosure chevron (see `NavigationLinkRowMarker`).
///
/// Fidelity: partial — pushing follows Apple's documentation of `NavigationStack`; the row
/// chevron is docs/iOSControls.md §5 Picker `.navigationLink` (SPZA).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let target: Target
  @Environment(\.navigationContext) private var context
  @Environment(\.listRowDisclosure) private var disclosure
  @Environment(\.interfaceDesign) private var design

  enum Target {
    case value(AnyHashable?)
    case destination(Destination)
    case presented(Destination, isActive: Binding<Bool>)
  }

  /// The link: a button outside lists, a row with a chevron in them.
  public var body: some View {
    let push = pushAction
    return Group {
      switch disclosure {
      case nil:
        Button(action: push ?? {}) { label }.disabled(push == nil)
      case .drawnByLink?:
        HStack(spacing: DisclosureIndicator.spacing(design)) {
          label.frame(maxWidth: .infinity, alignment: .leading)
          DisclosureIndicator()
        }
        .interaction(.tap(push ?? {}))
      case .drawnByList?:
        label.interaction(.tap(push ?? {}))
      }
    }
    .modifier(PresentedLinkDestination(target: target))
    .layoutValue(key: NavigationLinkRowMarker.self, value: true)
  }

  /// What a tap does, or `nil` when the link can push nothing.
  private var pushAction: (() -> Void)? {
    switch target {
    case .value(let value?):
      guard let context else { return nil }
      return { context.pushValue(value) }
    case .value(nil):
      return nil
    case .destination(let destination):
      guard let context else { return nil }
      return { context.pushView(AnyView(destination)) }
    case .presented(_, let isActive):
      return { isActive.wrappedValue = true }
    }
  }
}

/// Pushes the destination of a link made with `isActive:` while its binding is `true`.
nonisolated private struct PresentedLinkDestination<Destination: View>: ViewModifier {
  let target: NavigationLink<EmptyView, Destination>.Target

  init<L: View>(target: NavigationLink<L, Destination>.Target) {
    switch target {
    case .value(let value): self.target = .value(value)
    case .destination(let destination): self.target = .destination(destination)
    case .presented(let destination, let isActive): self.target = .presented(destination, isActive: isActive)
    }
  }

  func body(content: Content) -> some View {
    if case .presented(let destination, let isActive) = target {
      content.navigationDestination(isPresented: isActive) { destination }
    } else {
      content
    }
  }
}

extension NavigationLink {
  /// Creates a navigation link that presents the destination view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .destination(destination())
  }

  /// Creates a navigation link that presents the destination view: the older form.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .destination(destination)
  }

  /// Creates a navigation link that presents the destination view when `isActive` is `true`:
  /// the deprecated form of `navigationDestination(isPresented:)`.
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .presented(destination, isActive: isActive)
  }

  /// Prevents the link from presenting in a split view's detail column; accepted, a Trellis
  /// host presents it where it would.
  public func isDetailLink(_ isDetailLink: Bool) -> some View {
    self
  }
}

extension NavigationLink where Label == Text {
  /// Creates a navigation link that presents a destination view, with a text label from a
  /// localized string.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a navigation link that presents a destination view, with a text label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a navigation link that presents a destination view, with a text label from a
  /// localized string: the older form.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a navigation link that presents a destination view, with a text label: the older
  /// form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a navigation link that presents the view corresponding to a value.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a navigation link that presents the view corresponding to a value, with a text
  /// label from a localized string.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// Creates a navigation link that presents the view corresponding to a value, with a text label.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}
