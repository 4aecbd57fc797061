import Foundation

/// A view that controls a sharing presentation.
///
/// Drawn as a button whose default label is `Label("Share", systemImage: "square.and.arrow.up")`,
/// in the tint like any borderless button. Tapping it would present the share sheet, which a
/// still picture does not show; the tap does nothing else.
///
/// ```swift
/// ShareLink(item: URL(string: "https://developer.apple.com/xcode/swiftui/")!)
/// ```
///
/// Trellis has no `Transferable`: items are URLs or strings, and the type parameters
/// `PreviewImage` and `PreviewIcon` are always `Never`.
///
/// Fidelity: unverified — the label is SwiftUI's documented default; its look as a borderless
/// button is assumed, not measured.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View {
  let items: Data
  let subject: Text?
  let message: Text?
  let label: Label

  /// The label as a button; the share sheet it would present is not drawn.
  public var body: some View {
    Button(action: {}, label: { label })
  }
}

/// The default label of a ``ShareLink``: "Share" with the `square.and.arrow.up` symbol.
nonisolated public struct DefaultShareLinkLabel: View {
  /// The "Share" label.
  public var body: some View {
    Label("Share", systemImage: "square.and.arrow.up")
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  /// Creates an instance that presents the share interface for a URL.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
    self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel())
  }

  /// Creates an instance that presents the share interface for a string.
  public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
    self.init(items: CollectionOfOne(item), subject: subject, message: message, label: DefaultShareLinkLabel())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  /// Creates an instance, with a custom label, that presents the share interface for a URL.
  public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
  where Data == CollectionOfOne<URL> {
    self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
  }

  /// Creates an instance, with a custom label, that presents the share interface for a string.
  public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
  where Data == CollectionOfOne<String> {
    self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text {
  /// Creates an instance, titled with a localized string key, that presents the share interface
  /// for a URL.
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    self.init(items: CollectionOfOne(item), subject: subject, message: message, label: Text(titleKey))
  }

  /// Creates an instance, titled with a localized string key, that presents the share interface
  /// for a string.
  public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(items: CollectionOfOne(item), subject: subject, message: message, label: Text(titleKey))
  }

  /// Creates an instance, titled with a string, that presents the share interface for a URL.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    self.init(items: CollectionOfOne(item), subject: subject, message: message, label: Text(title))
  }

  /// Creates an instance, titled with a string, that presents the share interface for a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(items: CollectionOfOne(item), subject: subject, message: message, label: Text(title))
  }
}
