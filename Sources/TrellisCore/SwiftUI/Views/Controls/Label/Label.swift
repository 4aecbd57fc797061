import Foundation

/// A standard label for user interface items, consisting of an icon with a title.
///
/// The label is drawn by the label style of the environment, `.automatic` unless
/// `labelStyle(_:)` sets another. Outside lists and toolbars `.automatic` is `.titleAndIcon`:
/// the icon, then the title, in an `HStack` with the standard 8-pt spacing
/// (docs/iOSControls.md §6 "Label, Link, Menu").
///
/// ```swift
/// Label("Lightning", systemImage: "bolt.fill")
/// Label {
///     Text("Favorites")
/// } icon: {
///     Image(systemName: "star")
/// }
/// ```
///
/// Fidelity: partial — `HStack { icon; title }` is OpenSwiftUI's `TitleAndIconLabelStyle`; in
/// real iOS 16–18 frame dumps of `Label("Hello SwiftUI", systemImage: "house")` the title starts
/// 32 after the icon's leading edge: the 24-wide symbol, then 8
/// (https://github.com/getsentry/sentry-cocoa/blob/main/Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift);
/// SPZA's 12.3 between the inks agrees. The label styles of lists and toolbars are those
/// containers'.
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// Creates a label with a custom title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The label drawn by the innermost style set around it, which is taken off the environment
  /// for the body: `Label(configuration)` inside that style then uses the next style out.
  public var body: some View {
    StyledControl(
      configuration: LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
    )
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a system icon image and a title generated from a localized string.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with a system icon image and a title generated from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with an icon image and a title generated from a localized string.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// Creates a label with an icon image and a title generated from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// Creates a label representing the configuration of a style: it is drawn by the next label
  /// style out, or the automatic one.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}
