import Foundation

/// Where the runs of a localized text came from: the key, its table and its bundle. A text keeps
/// it on each run it made from the key, so that styles set on the text later (`.bold()`) and
/// texts joined with `+` keep their place when the key is translated at resolve time.
///
/// A class, so that a run that has none — every run of an app without string tables, which
/// ``LocalizationCatalog/mayTranslate(bundle:)`` tells — grows by one word, not by a key's
/// storage; it is immutable, and compared by value.
final class LocalizedOrigin: Equatable, @unchecked Sendable {
  let key: LocalizedStringKey
  let tableName: String?
  let bundle: Bundle?

  init(key: LocalizedStringKey, tableName: String?, bundle: Bundle?) {
    self.key = key
    self.tableName = tableName
    self.bundle = bundle
  }

  static func == (lhs: LocalizedOrigin, rhs: LocalizedOrigin) -> Bool {
    lhs === rhs
      || (lhs.key == rhs.key && lhs.tableName == rhs.tableName && lhs.bundle?.bundleURL == rhs.bundle?.bundleURL)
  }
}

extension Text {
  /// The text's runs in `environment`'s locale: each group of runs made from one localized key
  /// replaced by the runs of its translation, with the styles every run of the group shares (those
  /// set on the text, not by the key's Markdown) set on the new runs.
  func localizedRuns(in environment: EnvironmentValues) -> [Run] {
    guard runs.contains(where: { $0.origin != nil }) else { return runs }
    var result: [Run] = []
    var index = runs.startIndex
    while index < runs.endIndex {
      guard let origin = runs[index].origin else {
        result.append(runs[index])
        index += 1
        continue
      }
      var end = index + 1
      while end < runs.endIndex, runs[end].origin == origin { end += 1 }
      let group = runs[index..<end]
      index = end
      guard !LocalizationCatalog.tables(for: origin.bundle).isEmpty,
        let format = LocalizationCatalog.translation(
          of: origin.key.tableKey, table: origin.tableName, bundle: origin.bundle, locale: environment.locale,
          pluralCount: origin.key.pluralCount)
      else {
        result += group
        continue
      }
      result += origin.key.translated(to: format).runs().map { Self.sharedStyle(of: group, on: $0) }
    }
    return result
  }

  /// `run` with each style that all of `group` set to one value.
  private static func sharedStyle(of group: ArraySlice<Run>, on run: Run) -> Run {
    var run = run
    func shared<T: Equatable>(_ field: KeyPath<Run, T?>) -> T? {
      guard let first = group.first?[keyPath: field] else { return nil }
      return group.allSatisfy { $0[keyPath: field] == first } ? first : nil
    }
    run.font = run.font ?? shared(\.font)
    run.weight = run.weight ?? shared(\.weight)
    run.isBold = run.isBold ?? shared(\.isBold)
    run.isItalic = run.isItalic ?? shared(\.isItalic)
    run.design = run.design ?? shared(\.design)
    run.width = run.width ?? shared(\.width)
    run.tracking = run.tracking ?? shared(\.tracking)
    run.kerning = run.kerning ?? shared(\.kerning)
    run.baselineOffset = run.baselineOffset ?? shared(\.baselineOffset)
    run.underline = run.underline ?? shared(\.underline)
    run.strikethrough = run.strikethrough ?? shared(\.strikethrough)
    run.foregroundColor = run.foregroundColor ?? shared(\.foregroundColor)
    run.link = run.link ?? shared(\.link)
    if group.allSatisfy(\.isMonospaced) { run.isMonospaced = true }
    if group.allSatisfy(\.isMonospacedDigit) { run.isMonospacedDigit = true }
    return run
  }
}
