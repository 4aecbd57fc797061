import CPangoCairo
import Foundation

/// Lays text out with Pango: one font map, context and layout, used by one thread at a time.
///
/// The layout is unhinted, at 72 dots per inch and with fractional glyph positions, so that a
/// point is a point and measurements are the same at every display scale
/// (docs/TextRendering.md §6, pitfalls 5 and 6). Each run gets Inter in its size and
/// weight, Apple's tracking for the size, and SF Pro's line height.
///
/// The engine owns one reference to each of `fontMap`, `context` and `layout` (made by their
/// `_new` functions) and gives each back once, in `deinit`.
final class TextEngine {
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  let layout: OpaquePointer
  private let fontOptions: OpaquePointer

  private static let pangoScale = CGFloat(PANGO_SCALE)

  /// The factor the configured layout's lengths were divided by (see ``overflowScale(for:)``):
  /// Pango's lengths times it are points.
  private(set) var lengthScale: CGFloat = 1

  init(configuration: FontConfiguration) {
    fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
    pango_fc_font_map_set_config(trellis_fc_font_map(fontMap), configuration.config)
    pango_cairo_font_map_set_resolution(trellis_cairo_font_map(fontMap), 72)
    context = pango_font_map_create_context(fontMap)
    fontOptions = cairo_font_options_create()
    cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, fontOptions)
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    layout = pango_layout_new(context)
  }

  /// The ``FontRegistry`` generation the font map has loaded.
  private var fontGeneration = FontRegistry.generation

  /// Makes the font map see fonts registered since it last looked.
  func reloadFontsIfRegistered() {
    let generation = FontRegistry.generation
    guard generation != fontGeneration else { return }
    fontGeneration = generation
    pango_fc_font_map_config_changed(trellis_fc_font_map(fontMap))
    pango_layout_context_changed(layout)
  }

  deinit {
    trellis_g_object_unref(UnsafeMutableRawPointer(layout))
    trellis_g_object_unref(UnsafeMutableRawPointer(context))
    trellis_g_object_unref(UnsafeMutableRawPointer(fontMap))
    cairo_font_options_destroy(fontOptions)
  }

  // MARK: Measuring

  /// The largest length, in points, Trellis lets Pango hold: half of what its 32-bit units
  /// (1/1024 point) reach, so that sums of lengths cannot overflow either.
  static let largestPangoLength: CGFloat = CGFloat(1 << 20)

  /// A power of two to divide every length of `request` by, so that no length Pango computes —
  /// a line's width, the layout's height — can overflow its 32-bit units: 1 for any text that
  /// fits in a million points, more for lines hundreds of thousands of characters long or
  /// with huge tracking. Measurements are multiplied back; drawing scales the Cairo context.
  ///
  /// The bound is generous: every character taken as 1.25 em wide plus its tracking, and as
  /// many lines as wrapping could possibly make.
  static func overflowScale(for request: TextLayoutRequest) -> CGFloat {
    var width: CGFloat = 0
    var characters: CGFloat = 0
    var breaks: CGFloat = 1
    var largest: CGFloat = 0
    for run in request.runs {
      let count = CGFloat(run.string.unicodeScalars.count)
      characters += count
      largest = Swift.max(largest, run.font.pointSize)
      width += count * (1.25 * run.font.pointSize + abs(run.tracking + run.kerning))
      breaks += CGFloat(run.string.utf8.lazy.filter { $0 == 0x20 || $0 == 0x0A }.count)
    }
    var lines = breaks
    if let proposed = request.width, proposed.isFinite {
      lines += Swift.min(characters, width / Swift.max(proposed, 1))
      width = Swift.min(width, proposed + 1.25 * largest + Self.spacingAllowance(request))
    }
    // Reserved lines are added in points, outside Pango: they do not count here.
    let height = lines * (SystemFontMetrics.lineHeight(largest) + abs(request.lineSpacing))
    let extent = Swift.max(width, height)
    var scale: CGFloat = 1
    while extent / scale > largestPangoLength { scale *= 2 }
    return scale
  }

  private static func spacingAllowance(_ request: TextLayoutRequest) -> CGFloat {
    request.runs.map { abs($0.tracking + $0.kerning) }.max() ?? 0
  }

  /// Measures `request` (sanitized: see `TextLayoutRequest.sanitized()`) for its proposed width and height.
  func measure(_ request: TextLayoutRequest) -> TextMeasurement {
    guard !request.runs.allSatisfy(\.string.isEmpty) else {
      return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
    }
    Self.reportUnknownFamilies(in: request)
    configure(for: request, scale: Self.overflowScale(for: request))
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let lines = lineBoxes()
    let pixel = 1 / DisplayScale.usable(request.displayScale)
    let k = lengthScale
    var height = Swift.max(CGFloat(logical.height), 0) / Self.pangoScale * k
    let reserved = request.reservedLineCount
    if reserved > lines.count, let font = request.runs.first?.font {
      let lineHeight = SystemFontMetrics.lineHeight(font.pointSize)
      height = Swift.max(height, CGFloat(reserved) * lineHeight + CGFloat(reserved - 1) * request.lineSpacing)
    }
    var width = Swift.max(CGFloat(logical.width), 0) / Self.pangoScale * k
    // An elided line fills the proposed width exactly; never let rounding push it past.
    if let proposed = request.width, proposed.isFinite, pango_layout_is_ellipsized(layout) != 0 {
      width = Swift.min(width, Swift.max(proposed, 0))
    }
    // SF Pro puts the baseline at 1950/2444 of the line box; Pango would split Inter's own
    // negative leading evenly and put it 0.14 points lower at 17 points.
    let baselineFraction = SystemFontMetrics.ascender / (SystemFontMetrics.ascender + SystemFontMetrics.descender)
    let first = lines.first ?? (0, 0)
    let last = lines.last ?? (0, 0)
    return TextMeasurement(
      size: CGSize(width: width.roundedUp(toMultipleOf: pixel), height: height.roundedUp(toMultipleOf: pixel)),
      firstBaseline: first.top + first.height * baselineFraction,
      lastBaseline: last.top + last.height * baselineFraction,
      lineCount: lines.count, isTruncated: pango_layout_is_ellipsized(layout) != 0 || !showsWholeText())
  }

  /// Whether the layout's lines reach the end of its text.
  ///
  /// A height limit that falls between paragraphs drops the later paragraphs without eliding
  /// the last line shown, and Pango does not count that as ellipsized: "First line\nSecond
  /// line" in one line's height shows "First line", whole. It is truncated all the same; a
  /// measurement that claimed otherwise would answer every taller proposal with one line (a
  /// text editor measured at height 0 by its stack showed one line of three; project issue 32).
  private func showsWholeText() -> Bool {
    guard let text = pango_layout_get_text(layout) else { return true }
    let length = strlen(text)
    let count = pango_layout_get_line_count(layout)
    guard count > 0, let line = pango_layout_get_line_readonly(layout, count - 1) else { return length == 0 }
    let end = Int(line.pointee.start_index) + Int(line.pointee.length)
    // A final newline ends the last paragraph; nothing is lost when only it is left.
    guard end < length else { return true }
    return end == length - 1 && text[length - 1] == 0x0A
  }

  /// The top and height of each line's logical box, in points.
  func lineBoxes() -> [(top: CGFloat, height: CGFloat)] {
    var boxes: [(top: CGFloat, height: CGFloat)] = []
    guard let iterator = pango_layout_get_iter(layout) else { return boxes }
    defer { pango_layout_iter_free(iterator) }
    let unit = lengthScale / Self.pangoScale
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      boxes.append((CGFloat(logical.y) * unit, CGFloat(logical.height) * unit))
    } while pango_layout_iter_next_line(iterator) != 0
    return boxes
  }

  /// Reports custom font families the set does not have; their text is set in Inter.
  private static func reportUnknownFamilies(in request: TextLayoutRequest) {
    for family in Set(request.runs.compactMap(\.font.family)) {
      if let message = FontFamilies.issue(for: family) { RuntimeIssues.reportOnce(message) }
    }
  }

  /// Sets the layout's text, attributes, width, truncation and line spacing for `request`.
  ///
  /// Lines wrap at word boundaries, and between characters inside a word that does not fit
  /// (`PANGO_WRAP_WORD_CHAR`). The number of lines is bounded by a maximum height covering
  /// both the line limit and the proposed height, so that the limit counts lines across
  /// paragraphs, as SwiftUI's does, and the last line shown is elided.
  /// When drawing, `colors` gives each run its colour.
  /// Every length is divided by `scale` (``overflowScale(for:)``), which ``lengthScale`` keeps.
  func configure(for request: TextLayoutRequest, colors: [Color.Resolved] = [], scale: CGFloat = 1) {
    lengthScale = scale
    let shown = request.runs.map(Self.shownString)
    let text = shown.joined()
    pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))
    let attributes = pango_attr_list_new()
    var start: UInt32 = 0
    for (index, run) in request.runs.enumerated() {
      let end = start + UInt32(clamping: shown[index].utf8.count)
      var runAttributes = self.attributes(for: run, scale: scale)
      if index < colors.count { runAttributes += Self.colorAttributes(colors[index]) }
      for attribute in runAttributes {
        attribute.pointee.start_index = start
        attribute.pointee.end_index = end
        pango_attr_list_insert(attributes, attribute)
      }
      start = end
    }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    if let first = request.runs.first {
      let description = Self.fontDescription(for: first.font, scale: scale)
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }

    let width = request.width.flatMap { $0.isFinite ? Swift.max($0, 0) / scale : nil }
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    pango_layout_set_spacing(layout, Self.pango(request.lineSpacing / scale))

    let lineHeight = SystemFontMetrics.lineHeight(request.runs.map(\.font.pointSize).max() ?? 17)
    var maximumHeight: CGFloat = .infinity
    if let limit = request.lineLimit {
      let lines = CGFloat(Swift.max(limit, 1))
      maximumHeight = lines * lineHeight + (lines - 1) * request.lineSpacing
    }
    if let height = request.height, height.isFinite {
      maximumHeight = Swift.min(maximumHeight, Swift.max(height, lineHeight))
    }
    if maximumHeight.isFinite {
      // Elision needs a width; without one, lines are only as long as their paragraphs.
      pango_layout_set_width(layout, Self.pango(width ?? Self.largestPangoLength))
      // A hundredth of a point of slack, so that n lines of height h fit in n·h.
      pango_layout_set_height(layout, Self.pango(maximumHeight / scale + 0.01))
      pango_layout_set_ellipsize(layout, Self.ellipsizeMode(request.truncationMode))
    } else {
      pango_layout_set_width(layout, width.map(Self.pango) ?? -1)
      pango_layout_set_height(layout, -1)
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    }
  }

  private static func colorAttributes(_ color: Color.Resolved) -> [UnsafeMutablePointer<PangoAttribute>] {
    // NaN is 0; anything else is clamped to 0...1.
    func channel(_ value: Double) -> UInt16 { value > 0 ? UInt16((Swift.min(value, 1) * 65535).rounded()) : 0 }
    return [
      pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)),
      pango_attr_foreground_alpha_new(channel(color.opacity)),
    ]
  }

  private static func ellipsizeMode(_ mode: Text.TruncationMode) -> PangoEllipsizeMode {
    switch mode {
    case .head: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .tail: PANGO_ELLIPSIZE_END
    }
  }

  /// The Pango attributes of a run: font, SF line height, the letter spacing that gives SF
  /// Pro's widths (``systemLetterSpacing(for:)``) plus the run's own tracking and kerning.
  private func attributes(for run: TextRun, scale: CGFloat) -> [UnsafeMutablePointer<PangoAttribute>] {
    let size = run.font.pointSize
    let lineHeight = SystemFontMetrics.lineHeight(size) + run.font.leading.lineHeightDelta
    if run.symbol != nil {
      // An inline symbol: the symbol font's ligature at the run's size, unspaced (Pango turns
      // ligatures off in spaced text). Its line box is one Pango unit tall, at the glyph's
      // middle, so that the symbol font's own ascent and descent never make the line taller
      // than the text's.
      let description = Self.symbolFontDescription(size: size / scale)
      defer { pango_font_description_free(description) }
      return [
        pango_attr_font_desc_new(description),
        pango_attr_line_height_new_absolute(1),
        pango_attr_rise_new(Self.pango(run.baselineOffset / scale)),
      ] + Self.decorationAttributes(for: run)
    }
    let description = Self.fontDescription(for: run.font, scale: scale)
    defer { pango_font_description_free(description) }
    let spacing = systemLetterSpacing(for: run) + run.tracking + run.kerning + Self.widthSpacing(for: run.font)
    var attributes: [UnsafeMutablePointer<PangoAttribute>] = [
      pango_attr_font_desc_new(description),
      pango_attr_letter_spacing_new(Self.pango(spacing / scale)),
      pango_attr_line_height_new_absolute(Self.pango(lineHeight / scale)),
    ]
    if run.baselineOffset != 0 { attributes.append(pango_attr_rise_new(Self.pango(run.baselineOffset / scale))) }
    attributes += Self.decorationAttributes(for: run)
    // Pango draws small capitals from the font's `smcp` and `c2sc` features, or makes them
    // from capitals at a smaller size where the font has none (Pango 1.50).
    switch (run.font.hasLowercaseSmallCaps, run.font.hasUppercaseSmallCaps) {
    case (true, true): attributes.append(pango_attr_variant_new(PANGO_VARIANT_ALL_SMALL_CAPS))
    case (true, false): attributes.append(pango_attr_variant_new(PANGO_VARIANT_SMALL_CAPS))
    case (false, true): attributes.append(pango_attr_variant_new(PANGO_VARIANT_UNICASE))
    case (false, false): break
    }
    var features: [String] = []
    if run.font.hasMonospacedDigits { features.append("tnum") }
    if !usesKerning { features.append("kern 0") }
    if !features.isEmpty {
      attributes.append(pango_attr_font_features_new(features.joined(separator: ",")))
    }
    return attributes
  }

  /// The characters Pango lays out for a run: an inline symbol's Material Icons ligature (its
  /// name, which the symbol font draws as one glyph), or the run's own characters. A symbol the
  /// catalog has no glyph for (an unknown name; a letter or number in a shape, which only
  /// `Image` draws) shows nothing — never another glyph in its place — as SwiftUI shows nothing
  /// for a name it does not know.
  static func shownString(_ run: TextRun) -> String {
    guard let symbol = run.symbol else { return run.string }
    return SymbolCatalog.ligature(for: symbol) ?? ""
  }

  /// The font description of inline symbols at `size` points.
  static func symbolFontDescription(size: CGFloat) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, FontSet.symbolFamily)
    pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
    return description
  }

  /// The extra space after each character that sets a run in a wider or narrower width:
  /// Inter has one width, so the advances of SF Pro's width cuts are reached by spacing its
  /// glyphs, an average character (0.55 em) widened by the width's horizontal scale.
  static func widthSpacing(for font: Font) -> CGFloat {
    let scale = font.width.horizontalScale
    guard scale != 1 else { return 0 }
    return (scale - 1) * 0.55 * font.pointSize
  }

  /// Underline and strikethrough attributes, in the lines' colours. Pango draws every line
  /// solid; a dotted or dashed pattern is reported once.
  static func decorationAttributes(for run: TextRun) -> [UnsafeMutablePointer<PangoAttribute>] {
    func channel(_ value: Double) -> UInt16 { value > 0 ? UInt16((Swift.min(value, 1) * 65535).rounded()) : 0 }
    var attributes: [UnsafeMutablePointer<PangoAttribute>] = []
    if [run.underline, run.strikethrough].contains(where: { $0.map { $0.pattern != .solid } ?? false }) {
      RuntimeIssues.reportOnce(
        "Text underlines and strikethrough lines are drawn solid; their dot and dash patterns are not.")
    }
    if let line = run.underline {
      attributes.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
      attributes.append(
        pango_attr_underline_color_new(channel(line.color.red), channel(line.color.green), channel(line.color.blue)))
    }
    if let line = run.strikethrough {
      attributes.append(pango_attr_strikethrough_new(1))
      attributes.append(
        pango_attr_strikethrough_color_new(channel(line.color.red), channel(line.color.green), channel(line.color.blue))
      )
    }
    return attributes
  }

  /// Whether runs are kerned: always, except when calibration tests compare advance sums with
  /// SF's published advances, which carry no kerning (docs/TextRendering.md §9).
  var usesKerning = true

  /// The letter spacing of a run in the system font: for SF Pro's stand-in (Inter, default and
  /// rounded designs), Apple's tracking plus the per-character calibration of the run's face;
  /// for the serif and monospaced designs, Apple's tracking; for a custom family, none.
  func systemLetterSpacing(for run: TextRun) -> CGFloat {
    let face = FontFamilies.face(for: run.font)
    guard let design = face.design else { return 0 }
    let size = run.font.pointSize
    switch design {
    case .serif, .monospaced:
      return SystemFontMetrics.tracking(size)
    case .default, .rounded:
      return calibration(weight: face.weight.value, italic: face.isItalic).letterSpacing(for: run.string, size: size)
    }
  }

  // MARK: Calibration

  private static let calibrationLock = NSLock()
  /// `nonisolated(unsafe)`: read and written only under `calibrationLock`.
  nonisolated(unsafe) private static var calibrations: [Int: AdvanceCalibration] = [:]

  /// The calibration of Inter's face at `weight` and slant: measured once per process, by the
  /// first engine that needs it, and shared.
  func calibration(weight: Int, italic: Bool) -> AdvanceCalibration {
    let key = weight * 2 + (italic ? 1 : 0)
    if let known = Self.calibrationLock.withLock({ Self.calibrations[key] }) { return known }
    let calibration = AdvanceCalibration(
      weight: weight, face: interAdvances(weight: weight, italic: italic),
      regular: interAdvances(weight: 400, italic: false), bold: interAdvances(weight: 700, italic: false))
    Self.calibrationLock.withLock { Self.calibrations[key] = calibration }
    return calibration
  }

  /// The advances, in em, of Inter's characters U+0020–U+007E at `weight`, as Pango lays them
  /// out (with the weight's horizontal scale), measured at 1000 points on a context and layout
  /// of their own, with no Cairo transform: the same whichever engine measures them first.
  private func interAdvances(weight: Int, italic: Bool) -> [CGFloat] {
    let probeContext = pango_font_map_create_context(fontMap)!
    defer { trellis_g_object_unref(UnsafeMutableRawPointer(probeContext)) }
    pango_cairo_context_set_font_options(probeContext, fontOptions)
    pango_cairo_context_set_resolution(probeContext, 72)
    pango_context_set_round_glyph_positions(probeContext, 0)
    let probe = pango_layout_new(probeContext)!
    defer { trellis_g_object_unref(UnsafeMutableRawPointer(probe)) }
    let description = pango_font_description_new()!
    defer { pango_font_description_free(description) }
    let em: CGFloat = 1000
    pango_font_description_set_family(description, "Inter")
    pango_font_description_set_absolute_size(description, Double(em) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(weight, 1000)))))
    pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_layout_set_font_description(probe, description)
    return SystemFontMetrics.calibratedScalars.map { value in
      pango_layout_set_text(probe, String(UnicodeScalar(UInt8(value))), -1)
      var logical = PangoRectangle()
      pango_layout_get_extents(probe, nil, &logical)
      return CGFloat(logical.width) / Self.pangoScale / em
    }
  }

  /// A Pango font description: the family for the font's design and size, then the fallbacks;
  /// the size divided by `scale`.
  static func fontDescription(for font: Font, scale: CGFloat = 1) -> OpaquePointer {
    let description = pango_font_description_new()!
    let face = FontFamilies.face(for: font)
    let families = ([face.family] + FontSet.fallbackFamilies).joined(separator: ",")
    pango_font_description_set_family(description, families)
    pango_font_description_set_absolute_size(description, Double(font.pointSize / scale) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(face.weight.value)))
    pango_font_description_set_style(description, face.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }

  /// Points in Pango units, clamped to Int32; NaN is 0.
  static func pango(_ points: CGFloat) -> Int32 {
    let units = (points * pangoScale).rounded()
    guard !units.isNaN else { return 0 }
    return Int32(Swift.max(Swift.min(units, CGFloat(Int32.max)), CGFloat(Int32.min)))
  }

  // MARK: Drawing

  /// Points the layout at a Cairo context's transform, keeping the unhinted font options.
  func prepareForDrawing(on cairo: OpaquePointer) {
    pango_cairo_update_context(cairo, context)
    pango_cairo_context_set_font_options(context, fontOptions)
    pango_layout_context_changed(layout)
  }

  /// Aligns the lines of the configured layout within its width.
  func align(_ alignment: TextAlignment) {
    switch alignment {
    case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
  }

  /// How far to move the configured layout down so its first baseline lands where SF Pro's
  /// would: measurement reports SF's baseline, and the drawing must agree with it.
  func baselineOffsetFromSFPro() -> CGFloat {
    guard let first = lineBoxes().first else { return 0 }
    let fraction = SystemFontMetrics.ascender / (SystemFontMetrics.ascender + SystemFontMetrics.descender)
    let pangoBaseline = CGFloat(pango_layout_get_baseline(layout)) / Self.pangoScale * lengthScale
    return first.top + first.height * fraction - pangoBaseline
  }

  /// Sets the layout to draw one symbol glyph in a frame `height` points tall, its ink as tall
  /// as the frame (the frame's size follows the glyph's ink box: ``SymbolCatalog``), and returns
  /// the size of a box at the layout's origin whose centre is the ink's centre: drawing the
  /// layout at the frame's centre minus half that size centres the ink in the frame.
  func configureSymbol(_ ligature: String, pointSize height: CGFloat) -> CGSize {
    let ink = symbolInkBox(ligature)
    let size = ink.height > 0 ? height / ink.height : height
    setSymbol(ligature, size: size)
    return CGSize(width: (2 * ink.minX + ink.width) * size, height: (2 * ink.minY + ink.height) * size)
  }

  /// Sets the layout to `text` in the system font at `size` points and the OpenType `weight`
  /// (the character of a letter or number in a shape), and returns its ink box in points,
  /// relative to the layout's origin.
  func configureCharacters(_ text: String, size: CGFloat, weight: Int) -> CGRect {
    lengthScale = 1
    let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    let nearest = weights[Swift.min(Swift.max((weight - 50) / 100, 0), weights.count - 1)]
    let description = Self.fontDescription(for: .system(size: size, weight: nearest))
    defer { pango_font_description_free(description) }
    setUnboundedLine(text, font: description)
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    return CGRect(
      x: CGFloat(ink.x) / Self.pangoScale, y: CGFloat(ink.y) / Self.pangoScale,
      width: CGFloat(ink.width) / Self.pangoScale, height: CGFloat(ink.height) / Self.pangoScale)
  }

  /// The ink box of the symbol font's glyph for `ligature`, in em, relative to the layout's
  /// origin (its top left): measured at 100 points.
  func symbolInkBox(_ ligature: String) -> CGRect {
    let size: CGFloat = 100
    setSymbol(ligature, size: size)
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    let unit = Self.pangoScale * size
    return CGRect(
      x: CGFloat(ink.x) / unit, y: CGFloat(ink.y) / unit, width: CGFloat(ink.width) / unit,
      height: CGFloat(ink.height) / unit)
  }

  /// Sets the layout to one symbol glyph at `size` points.
  private func setSymbol(_ ligature: String, size: CGFloat) {
    lengthScale = 1
    let description = pango_font_description_new()!
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, FontSet.symbolFamily)
    pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
    setUnboundedLine(ligature, font: description)
  }

  /// Sets the layout to `text` in one font, with no attributes, width, height, ellipsis or line
  /// spacing left from an earlier configuration.
  private func setUnboundedLine(_ text: String, font description: OpaquePointer) {
    pango_layout_set_attributes(layout, nil)
    pango_layout_set_font_description(layout, description)
    pango_layout_set_width(layout, -1)
    pango_layout_set_height(layout, -1)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    pango_layout_set_spacing(layout, 0)
    pango_layout_set_text(layout, text, -1)
  }

  // MARK: Symbols

  /// Whether the symbol font draws `ligature` as one glyph: how the catalog is checked.
  func drawsSingleGlyph(_ ligature: String) -> Bool {
    lengthScale = 1
    let description = pango_font_description_new()!
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, FontSet.symbolFamily)
    pango_font_description_set_absolute_size(description, 24 * Double(PANGO_SCALE))
    pango_layout_set_attributes(layout, nil)
    pango_layout_set_font_description(layout, description)
    pango_layout_set_width(layout, -1)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    pango_layout_set_text(layout, ligature, -1)
    guard let line = pango_layout_get_line_readonly(layout, 0), let runs = line.pointee.runs else { return false }
    guard runs.pointee.next == nil, let data = runs.pointee.data else { return false }
    // Invariant: the data of a `PangoLayoutLine`'s runs is a `PangoLayoutRun`, which Pango
    // declares as `PangoGlyphItem` (pango-layout.h); not checkable at run time.
    let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
    return run.pointee.glyphs.pointee.num_glyphs == 1
  }
}
