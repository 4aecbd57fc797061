import Foundation

/// A reference to a localizable string: its key, its table and bundle, and the locale to show it
/// in. Foundation's type on Apple's platforms; here SwiftUI's texts and `String(localized:)` look
/// it up through ``LocalizationCatalog``, as `Text("key", tableName:bundle:)` does.
///
/// ```swift
/// let title: LocalizedStringResource = "recipes_title"
/// Text(title)
/// ```
///
/// Fidelity: partial — the key, table and bundle are honoured; `locale` is the environment's when
/// shown in a `Text`, and `String(localized:)` uses the resource's own.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation, CustomStringConvertible
{
  /// Where a resource's table is.
  public enum BundleDescription: Hashable, Sendable {
    /// The app's main bundle.
    case main
    /// The bundle at a URL.
    case atURL(URL)

    var bundle: Bundle? {
      switch self {
      case .main: nil
      case .atURL(let url): Bundle(url: url)
      }
    }
  }

  let localizedKey: LocalizedStringKey
  /// The key, as the table lists it.
  public var key: String { localizedKey.tableKey }
  /// The table: `Localizable` when `nil`.
  public var table: String?
  /// The locale `String(localized:)` looks the key up in.
  public var locale: Locale
  /// The bundle of the table.
  public var bundle: BundleDescription

  /// A resource for `key` in `table` of `bundle`.
  public init(
    _ key: String, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
    comment: StaticString? = nil
  ) {
    localizedKey = LocalizedStringKey(key)
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  /// A resource for a string literal, in the main bundle's `Localizable` table.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// A resource for an interpolated string: each value takes its specifier's place in the key.
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    localizedKey = LocalizedStringKey(stringInterpolation: stringInterpolation)
    table = nil
    locale = .current
    bundle = .main
  }

  /// The key.
  public var description: String { key }

  /// The resource's text in `locale`: the translation, with its values in place, or the key.
  func resolved(in locale: Locale) -> String {
    let format = LocalizationCatalog.translation(
      of: localizedKey.tableKey, table: table, bundle: bundle.bundle, locale: locale,
      pluralCount: localizedKey.pluralCount)
    let key = format.map { localizedKey.translated(to: $0) } ?? localizedKey
    return Text(key).plainText
  }
}

extension Text {
  /// A text showing `resource`, looked up in the environment's locale when it is resolved.
  public init(_ resource: LocalizedStringResource) {
    self.init(resource.localizedKey, tableName: resource.table, bundle: resource.bundle.bundle)
  }
}

extension String {
  /// The text of `resource` in its locale.
  public init(localized resource: LocalizedStringResource) {
    self = resource.resolved(in: resource.locale)
  }
}
