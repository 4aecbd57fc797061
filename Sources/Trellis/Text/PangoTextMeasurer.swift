import CPangoCairo
import Foundation

/// Measures text with Pango and Trellis' font set: Inter with SF Pro's line metrics and
/// Apple's tracking, Noto fonts for other scripts and emoji.
///
/// A measurer is a value that can be shared across threads: it draws on a pool of
/// `TextEngine`s, one per thread at a time, and remembers every measurement it made,
/// so that laying the same text out again costs a dictionary lookup.
///
/// Every `LayoutHost` and ``ImageRenderer`` of `import Trellis` measures with it; nothing
/// needs setting up.
///
/// Fidelity: partial — SF Pro's line metrics, Apple's tracking table and SF Pro's advances for
/// ASCII (docs/TextRendering.md §9): widths land within 0.5 % of SF Pro's on average at 17
/// points, so text sizes are close to SwiftUI's, not equal; kerning is Inter's.
public struct PangoTextMeasurer: TextMeasuring {
  let engines: TextEnginePool

  /// Creates a measurer over the installed font set.
  ///
  /// - Throws: ``FontSetError`` when Inter is not installed or a font file cannot be read.
  public init() throws {
    engines = try TextEnginePool.shared.get()
  }

  init(engines: TextEnginePool) {
    self.engines = engines
  }

  /// The number of layouts Pango computed: measurements not answered from the memory of earlier ones.
  public static var pangoLayoutCount: Int { TextEnginePool.layoutCount }

  /// Measures the text with Pango, or recalls the result of the same request.
  ///
  /// Values no text engine can use are replaced first, each with a runtime issue: font sizes
  /// outside `Font/pointSizeRange`, NaN or infinite tracking, kerning and line spacing, NUL
  /// characters (see `TextLayoutRequest.sanitized()`). The answer is always finite.
  public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
    let (request, issues) = request.sanitized()
    for issue in issues { RuntimeIssues.reportOnce(issue) }
    if let known = engines.cache.lookup(request) { return known }
    let measurement = engines.withEngine { $0.measure(request) }
    engines.cache.store(measurement, for: request)
    return measurement
  }

  /// SF Pro's line metrics at the font's size.
  public func lineMetrics(for font: Font, displayScale: CGFloat) -> TextMetrics {
    SystemFontMetrics.metrics(size: font.sanitizedPointSize.size, displayScale: displayScale)
  }

  /// Pango breaks lines greedily: each line takes every word (or, in a word too long for a
  /// line, every character) that fits in the layout's width.
  public var wrapsGreedily: Bool { true }

  /// The frame of the symbol as SF Symbols sizes it, for the names in the symbol catalog: its
  /// size in em at the medium scale (`SymbolCatalog/emSize(named:inkBox:)`) times the font's
  /// size and the scale's factor, rounded up to the pixel grid.
  public func symbolSize(named name: String, font: Font, scale: Image.Scale, displayScale: CGFloat) -> CGSize? {
    let em: CGSize
    if EnclosedSymbol(name) != nil {
      em = CGSize(width: SymbolCatalog.circleSide, height: SymbolCatalog.circleSide)
    } else if let ligature = SymbolCatalog.ligature(for: name) {
      em = SymbolCatalog.emSize(named: name, inkBox: engines.inkBox(of: ligature).size)
    } else {
      return nil
    }
    let size = font.sanitizedPointSize.size * SymbolCatalog.scaleFactor(scale)
    let pixel = displayScale > 0 && displayScale.isFinite ? 1 / displayScale : 1
    return CGSize(
      width: (em.width * size).roundedUp(toMultipleOf: pixel), height: (em.height * size).roundedUp(toMultipleOf: pixel)
    )
  }
}

/// Text engines waiting for work, and the measurements they made.
///
/// A Pango font map is not safe to use from two threads at once (Pango's documentation of
/// `pango_cairo_font_map_get_default`), so each engine — font map, context and layout — is
/// used by one thread at a time: taken out of the pool, used, and put back. Engines are kept,
/// so the pool holds as many as were ever in use at once, and making a font map (which starts
/// Pango's fontconfig threads) happens once per engine, not once per render. Measuring and
/// drawing keep separate engines: drawing points an engine's context at a Cairo transform,
/// which must never change a measurement.
final class TextEnginePool: @unchecked Sendable {
  // Engines are taken out under the lock and used by one thread at a time.
  private let lock = NSLock()
  private var idle: [TextEngine] = []
  private var idleDrawing: [TextEngine] = []
  let configuration: FontConfiguration
  let cache = MeasurementCache()

  init(configuration: FontConfiguration) { self.configuration = configuration }

  /// The pool over the process's font configuration.
  static let shared: Result<TextEnginePool, FontSetError> = FontConfiguration.shared.map(TextEnginePool.init)

  private static let countLock = NSLock()
  /// The layouts made so far. `nonisolated(unsafe)`: read and written only under `countLock`.
  nonisolated(unsafe) private static var layouts = 0
  static var layoutCount: Int { countLock.withLock { layouts } }

  func withEngine<R>(_ body: (TextEngine) -> R) -> R {
    let engine = lock.withLock { idle.popLast() } ?? makeEngine()
    defer { lock.withLock { idle.append(engine) } }
    engine.reloadFontsIfRegistered()
    Self.countLock.withLock { Self.layouts += 1 }
    return body(engine)
  }

  /// Runs `body` with an engine for drawing, which no other thread uses meanwhile.
  func withDrawingEngine<R>(_ body: (TextEngine) throws -> R) rethrows -> R {
    let engine = lock.withLock { idleDrawing.popLast() } ?? makeEngine()
    defer { lock.withLock { idleDrawing.append(engine) } }
    engine.reloadFontsIfRegistered()
    return try body(engine)
  }

  private var made = 0
  /// The ink boxes of the symbol glyphs, in em, by ligature: measured once each.
  private var inkBoxes: [String: CGRect] = [:]

  /// The ink box of the symbol font's glyph for `ligature`, in em of the font, relative to the
  /// layout's origin; measured by an idle engine the first time and remembered. Not counted
  /// among the layouts of ``PangoTextMeasurer/pangoLayoutCount``.
  func inkBox(of ligature: String) -> CGRect {
    if let known = lock.withLock({ inkBoxes[ligature] }) { return known }
    let engine = lock.withLock { idle.popLast() } ?? makeEngine()
    defer { lock.withLock { idle.append(engine) } }
    let box = engine.symbolInkBox(ligature)
    lock.withLock { inkBoxes[ligature] = box }
    return box
  }

  /// The number of engines (font maps) made so far, measuring and drawing: as many as were busy at once.
  var engineCount: Int { lock.withLock { made } }

  private func makeEngine() -> TextEngine {
    lock.withLock { made += 1 }
    return TextEngine(configuration: configuration)
  }
}

/// Every measurement made, by request, up to a number of bytes, so that a long-running process
/// does not grow without end: the oldest measurements are forgotten first. A request is counted
/// as its text's bytes plus a fixed overhead, and a text larger than an eighth of the budget is
/// not kept at all.
final class MeasurementCache: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [TextLayoutRequest: TextMeasurement] = [:]
  /// The requests in the order they were stored; `head` is the oldest still stored.
  private var order: [TextLayoutRequest] = []
  private var head = 0
  private(set) var byteCount = 0
  /// The most bytes of text the cache keeps.
  let byteBudget: Int

  init(byteBudget: Int = 16 << 20) { self.byteBudget = byteBudget }

  /// What one request costs in the cache: its text and the entry around it.
  static func cost(of request: TextLayoutRequest) -> Int {
    request.runs.reduce(256) { $0 + $1.string.utf8.count + 64 }
  }

  /// The number of measurements kept.
  var count: Int { lock.withLock { entries.count } }

  func lookup(_ request: TextLayoutRequest) -> TextMeasurement? {
    lock.withLock { entries[request] }
  }

  func store(_ measurement: TextMeasurement, for request: TextLayoutRequest) {
    let cost = Self.cost(of: request)
    guard cost <= byteBudget / 8 else { return }
    lock.withLock {
      guard entries.updateValue(measurement, forKey: request) == nil else { return }
      order.append(request)
      byteCount += cost
      while byteCount > byteBudget, head < order.count {
        let oldest = order[head]
        head += 1
        entries[oldest] = nil
        byteCount -= Self.cost(of: oldest)
      }
      // Drop the forgotten requests' slots once they are half of the queue.
      if head > 1024, head * 2 > order.count {
        order.removeFirst(head)
        head = 0
      }
    }
  }

  /// Forgets every measurement.
  func removeAll() {
    lock.withLock {
      entries.removeAll()
      order.removeAll()
      head = 0
      byteCount = 0
    }
  }
}
