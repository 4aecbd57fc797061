import Foundation

/// The HTML report of a `verify` run: each changed, missing or failed render with the
/// reference, the new picture and the difference side by side, then the renders that matched.
///
/// The report folder holds `index.html`, the pictures it shows (`new/`, `reference/`, `diff/`)
/// and `results-K-of-N.json`, the comparisons of the shard: a CI matrix gathers the report
/// folders of its shards into one and runs `trellis previews report` there to merge them.
public enum PreviewReport {
  /// Writes the comparisons of `shard` as JSON and the page from every shard's results in `folder`.
  public static func write(
    _ comparisons: [PreviewComparison], shard: PreviewShard, output: URL, references: URL, to folder: URL
  ) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    for comparison in comparisons where comparison.status != .matched {
      for (source, name) in [(output, "new"), (references, "reference")] {
        let from = source.appendingPathComponent(comparison.imagePath)
        let to = folder.appendingPathComponent(name).appendingPathComponent(comparison.imagePath)
        guard fileManager.fileExists(atPath: from.path) else { continue }
        try fileManager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? fileManager.removeItem(at: to)
        try fileManager.copyItem(at: from, to: to)
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(comparisons).write(
      to: folder.appendingPathComponent("results-\(shard.index)-of-\(shard.count).json"), options: .atomic)
    try merge(folder: folder)
  }

  /// Writes `index.html` in `folder` from all the `results-*.json` there; returns the comparisons.
  @discardableResult
  public static func merge(folder: URL) throws -> [PreviewComparison] {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("results-") && $0.hasSuffix(".json") }.sorted()
    var comparisons: [PreviewComparison] = []
    for file in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      comparisons += try JSONDecoder().decode([PreviewComparison].self, from: data)
    }
    comparisons.sort { ($0.preview, $0.variant) < ($1.preview, $1.variant) }
    try Data(html(comparisons).utf8).write(to: folder.appendingPathComponent("index.html"), options: .atomic)
    return comparisons
  }

  /// The page.
  static func html(_ comparisons: [PreviewComparison]) -> String {
    let problems = comparisons.filter { $0.status != .matched }
    let matched = comparisons.filter { $0.status == .matched }
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    func figure(_ folder: String, _ comparison: PreviewComparison, _ caption: String) -> String {
      let path = folder + "/" + comparison.imagePath
      return "<figure><img src=\"\(escape(path))\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
    }
    var rows = ""
    for comparison in problems {
      rows += """
        <section class="\(comparison.status.rawValue)">
        <h2>\(escape(comparison.preview)) <small>\(escape(comparison.variant)) — \(comparison.status.rawValue)</small></h2>
        <ul>\(comparison.messages.map { "<li>\(escape($0))</li>" }.joined())</ul>
        <div class="pictures">\(figure("reference", comparison, "reference"))\(figure("new", comparison, "new"))\(
          comparison.status == .changed ? figure("diff", comparison, "difference") : "")</div>
        </section>

        """
    }
    let matchedList = matched.map { "<li>\(escape($0.preview)) <small>\(escape($0.variant))</small></li>" }.joined()
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Trellis previews: \(problems.count) of \(comparisons.count) differ</title>
      <style>
      body { font: 14px system-ui, sans-serif; margin: 2em; }
      .pictures { display: flex; gap: 1em; align-items: flex-start; }
      figure { margin: 0; } img { max-width: 30vw; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
      .changed h2 { color: #b00; } .failed h2 { color: #b00; } .missingReference h2 { color: #a60; }
      </style></head><body>
      <h1>\(problems.count) of \(comparisons.count) renders differ from their references</h1>
      \(rows)
      <h2>Matched (\(matched.count))</h2><ul>\(matchedList)</ul>
      </body></html>

      """
  }
}
