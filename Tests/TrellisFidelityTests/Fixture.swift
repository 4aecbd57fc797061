import Foundation
import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// A ground-truth case from docs/LayoutRules.md §2, as data: where it comes from, what to lay
/// out, and what real SwiftUI gives.
struct Fixture: Decodable, CustomTestStringConvertible, Sendable {
  /// The file name without extension; names the view in `FixtureViews` for layout fixtures.
  var name: String
  /// The case number(s) in docs/LayoutRules.md §2, e.g. "C 17".
  var cases: String
  /// Where the expected numbers come from.
  var source: String
  /// `verified` (numbers from the source), `derived` (numbers worked out by hand from the rules
  /// the source pins), or `unverifiable` (no public number; the reason says what was relied on).
  var status: Status
  /// Why a case is derived or unverifiable.
  var reason: String?
  /// What kind of check the fixture is.
  var kind: Kind
  /// Host size for layout fixtures; 200 × 200 by default, as OpenSwiftUI's snapshot tests.
  var host: Host?
  /// Expected frames by accessibility identifier: [x, y, width, height], before pixel rounding.
  var frames: [String: [Double]]?
  /// Inputs and outputs of unit fixtures, by name.
  var values: [String: Double?]?
  /// Expected runtime messages.
  var runtimeIssues: [String]?

  enum Status: String, Decodable, Sendable { case verified, derived, unverifiable }

  enum Kind: String, Decodable, Sendable {
    /// Lay out `FixtureViews.all[name]` in the host and compare frames.
    case layout
    /// Normalisation of `_FlexFrameLayout.init`: values holds min/ideal/max in and out.
    case flexFrameInit
    /// `ViewSpacing`/`Spacing` distance arithmetic.
    case spacing
    /// Stack flexibility ordering.
    case flexibility
    /// `ProposedViewSize` arithmetic.
    case proposal
  }

  struct Host: Decodable, Sendable {
    var width: Double
    var height: Double
    var scale: Double?
  }

  var testDescription: String { "\(cases): \(name)" }

  /// Decodes fixtures. JSON has no literal for infinity or NaN, so `values` may spell them as
  /// the strings "inf", "-inf" and "nan" (cases A 6 and B 10).
  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return decoder
  }

  /// Every fixture under `Fixtures/`, sorted by name.
  nonisolated static let all: [Fixture] = {
    guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    return files.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "json" }
      .map { url in
        do {
          return try decoder.decode(Fixture.self, from: Data(contentsOf: url))
        } catch {
          fatalError("Fixture \(url.lastPathComponent) does not decode: \(error)")
        }
      }
      .sorted { $0.name < $1.name }
  }()

  /// A value of a unit fixture; a JSON `null` means `nil`, a missing key is an error.
  func value(_ key: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGFloat? {
    guard let entry = values?[key] else {
      Issue.record("fixture \(name) has no value \(key)", sourceLocation: sourceLocation)
      return nil
    }
    return entry.map { CGFloat($0) }
  }
}
