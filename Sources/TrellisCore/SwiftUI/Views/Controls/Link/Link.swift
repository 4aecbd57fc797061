import Foundation

/// A control for navigating to a URL.
///
/// A link is a button whose action calls the environment's ``EnvironmentValues/openURL``
/// action with its destination, so it is drawn by the button style: the tinted text of a
/// borderless button by default (docs/iOSControls.md §6 "Label, Link, Menu").
///
/// ```swift
/// Link("View Our Terms of Service", destination: URL(string: "https://www.example.com/TOS.html")!)
/// ```
///
/// Fidelity: partial — drawn as a borderless button, which the spec assumes without a
/// measurement; tapping it calls `openURL` with the destination.
nonisolated public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A button that opens the destination.
  public var body: some View {
    let openURL = self.openURL
    let destination = self.destination
    return Button(action: { openURL(destination) }, label: { label })
  }
}

extension Link where Label == Text {
  /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
