import Foundation

/// SF Pro's metrics, which Trellis gives Inter so that text boxes match iOS's.
///
/// Vertical metrics are SF Pro's (unitsPerEm 2048, ascender 1950, descender −494, cap height
/// 1443): a 17-point line is 20.287 points, as UIKit's `lineHeight`. Horizontally, Inter is
/// calibrated to SF Pro (docs/TextRendering.md §9): each weight of Inter is scaled
/// horizontally (``horizontalScale(weight:)``), Apple's tracking table gives the tracking, and
/// the printable ASCII characters get SF's own advances (``AdvanceCalibration``).
enum SystemFontMetrics {
  static let unitsPerEm: CGFloat = 2048
  static let ascender: CGFloat = 1950
  static let descender: CGFloat = 494
  static let capHeight: CGFloat = 1443

  /// The height of one line at `size` points.
  static func lineHeight(_ size: CGFloat) -> CGFloat { (ascender + descender) / unitsPerEm * size }

  /// The line metrics of SF Pro at `size` points.
  static func metrics(size: CGFloat, displayScale: CGFloat) -> TextMetrics {
    TextMetrics(
      ascender: ascender / unitsPerEm * size, descender: descender / unitsPerEm * size, leading: 0,
      capHeight: capHeight / unitsPerEm * size, pixelLength: 1 / DisplayScale.usable(displayScale))
  }

  /// Apple's tracking for SF Pro at `size` points, in points: the size's value in thousandths of
  /// an em from Apple's table, interpolated between listed sizes and held beyond its ends.
  static func tracking(_ size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    let table = trackingTable
    let thousandths: CGFloat
    if size <= table[0].size {
      thousandths = table[0].value
    } else if let upper = table.firstIndex(where: { $0.size >= size }) {
      let (low, high) = (table[upper - 1], table[upper])
      thousandths = low.value + (high.value - low.value) * (size - low.size) / (high.size - low.size)
    } else {
      thousandths = table[table.count - 1].value
    }
    return thousandths / 1000 * size
  }

  /// Apple's SF Pro tracking by point size, in thousandths of an em (Human Interface
  /// Guidelines, "Typography"). The values at 10, 12, 13, 17 and 28 points are cross-checked in
  /// docs/TextRendering.md; the rest are from the same table.
  private static let trackingTable: [(size: CGFloat, value: CGFloat)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
    (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10),
    (38, 8), (39, 8), (40, 6), (41, 4), (42, 4), (43, 3), (44, 2), (45, 1), (46, 0), (47, 0), (48, -1),
    (49, -2), (50, -2), (52, -4), (54, -5), (56, -6), (58, -7), (60, -8), (64, -10), (68, -11), (72, -13),
    (76, -14), (80, -15),
  ]

  // MARK: Widths

  /// How much wider each weight of Inter is drawn, so that its glyphs are as wide as SF Pro's of
  /// the same weight: a least-squares fit of "Inter × scale + Apple's tracking" to the SF widths
  /// of docs/TextRendering.md §9, at regular (1.001) and bold (1.034), interpolated between them
  /// and held beyond. Applied to Inter's faces by the private fontconfig configuration, so that
  /// measuring and drawing see the same glyphs.
  static func horizontalScale(weight: Int) -> CGFloat {
    let position = CGFloat(min(max(weight, 400), 700) - 400) / 300
    return regularScale + (boldScale - regularScale) * position
  }

  static let regularScale: CGFloat = 1.001
  static let boldScale: CGFloat = 1.034

  /// The sizes over which SF Pro's optical size moves from Text to Display: since iOS 14 SF Pro
  /// is one variable font whose design "varies smoothly between 17 and 28 points" instead of
  /// switching at 20 (WWDC20 session 10175, "The details of UI typography").
  static let opticalSizeRange: ClosedRange<CGFloat> = 17...28

  /// How much narrower SF Pro Display sets text than SF Pro Text's advances scaled to the same
  /// size, from 28 points on. Fitted on the real renders found (docs/TextRendering.md §9):
  /// "Hello SwiftUI" at 20 points, 112.67 wide where SF Text's advances give 115.62 (a point
  /// 3/11 of the way to Display), `.title` "Loading...", `.largeTitle` "Hello!" and 33-point
  /// bold "Home Assistant" (issue 33's measurements of iOS 16–18 snapshot renders).
  static let displayWidthFactor: CGFloat = 0.89

  /// How much narrower than SF Pro Text's advances the optical size at `size` points sets
  /// text: 1 up to 17 points, ``displayWidthFactor`` from 28, linear between.
  static func opticalWidthFactor(_ size: CGFloat) -> CGFloat {
    guard size.isFinite, size > opticalSizeRange.lowerBound else { return 1 }
    let progress = min(
      1, (size - opticalSizeRange.lowerBound) / (opticalSizeRange.upperBound - opticalSizeRange.lowerBound))
    return 1 - (1 - displayWidthFactor) * progress
  }

  /// SF Pro Text's untracked advances (the iOS cut, `.SFUI`) for the characters U+0020–U+007E,
  /// in 1/2048 em: regular and bold. Derived from a public per-character table harvested on
  /// iOS 26.1 (docs/TextRendering.md §5 and §9): its 12-point regular advances (tracking 0) and
  /// its 17-point bold advances with the 17-point tracking (−52/2048 em) taken off.
  static let sfRegularAdvances: [CGFloat] = [
    576, 637, 978, 1290, 1290, 1895, 1457, 608, 782, 782, 966, 1290, 608, 966, 608, 624,
    1290, 950, 1236, 1284, 1318, 1266, 1304, 1166, 1308, 1304, 608, 608, 1290, 1290, 1290, 1050,
    1880, 1380, 1346, 1466, 1488, 1220, 1172, 1529, 1520, 548, 1102, 1349, 1163, 1790, 1520, 1580,
    1301, 1580, 1338, 1305, 1298, 1510, 1380, 1982, 1390, 1342, 1355, 782, 624, 782, 1290, 1195,
    1024, 1130, 1258, 1146, 1258, 1170, 741, 1248, 1205, 506, 505, 1112, 518, 1782, 1195, 1210,
    1250, 1248, 780, 1072, 744, 1195, 1110, 1586, 1074, 1112, 1104, 782, 530, 782, 1290,
  ]

  /// See ``sfRegularAdvances``.
  static let sfBoldAdvances: [CGFloat] = [
    528, 729.5, 1165, 1375, 1375, 2121, 1524.5, 712, 878, 878, 992, 1375, 712, 992, 712, 685,
    1402, 1048, 1317, 1370, 1407, 1358.5, 1400, 1238, 1421, 1400, 712, 712, 1375, 1375, 1375, 1141,
    1898.5, 1500, 1420, 1518, 1530.5, 1273.5, 1223.5, 1557, 1604, 652, 1231, 1452.5, 1218, 1856.5, 1573, 1610.5,
    1379.5, 1610.5, 1422, 1382.5, 1352, 1557, 1477, 2067, 1494, 1450, 1383.5, 878, 685, 878, 1375, 1284.5,
    1024, 1207.5, 1334, 1203, 1334, 1230.5, 835.5, 1321.5, 1294.5, 588, 587.5, 1231.5, 604, 1909, 1284.5, 1269,
    1325, 1326, 891, 1160, 845, 1284.5, 1193.5, 1735, 1189, 1223, 1160, 878, 613, 878, 1375,
  ]

  /// The first and last characters the SF advance tables cover.
  static let calibratedScalars: ClosedRange<UInt32> = 0x20...0x7E
}

/// What SF Pro's advances are for one face of Inter, character by character: the correction
/// Trellis adds, as letter spacing, to a run of text in the system font.
///
/// For a printable ASCII character c of a face at weight w, SF's advance is taken as Inter's own
/// (unscaled) advance times the ratio SF/Inter of that character at regular and at bold,
/// interpolated by weight between 400 and 700 and held beyond: so light, heavy and italic faces
/// keep their own proportions, and regular and bold get SF's advances exactly. Above 17 points
/// the advance is multiplied by ``SystemFontMetrics/opticalWidthFactor(_:)``. Every other character
/// keeps Inter's scaled advance: the scale-and-tracking model.
struct AdvanceCalibration: Sendable {
  /// For each character U+0020–U+007E: SF's advance and the face's advance as laid out, in em.
  let sfAdvances: [CGFloat]
  let faceAdvances: [CGFloat]

  /// Builds the calibration of a face from its advances and those of Inter's regular and bold,
  /// all in em as laid out (each already multiplied by its weight's horizontal scale).
  init(weight: Int, face: [CGFloat], regular: [CGFloat], bold: [CGFloat]) {
    let position = CGFloat(min(max(weight, 400), 700) - 400) / 300
    let scale = SystemFontMetrics.horizontalScale(weight: weight)
    let regularScale = SystemFontMetrics.horizontalScale(weight: 400)
    let boldScale = SystemFontMetrics.horizontalScale(weight: 700)
    let unitsPerEm = SystemFontMetrics.unitsPerEm
    sfAdvances = face.indices.map { index in
      func ratio(_ sf: CGFloat, _ inter: CGFloat) -> CGFloat { inter > 0 ? sf / unitsPerEm / inter : 1 }
      let regularRatio = ratio(SystemFontMetrics.sfRegularAdvances[index], regular[index] / regularScale)
      let boldRatio = ratio(SystemFontMetrics.sfBoldAdvances[index], bold[index] / boldScale)
      return (regularRatio + (boldRatio - regularRatio) * position) * face[index] / scale
    }
    faceAdvances = face
  }

  /// The letter spacing, in points, that makes a run of `string` at `size` points as wide as
  /// SF Pro sets it: Apple's tracking after every character (as CoreText adds it), plus each
  /// ASCII character's difference from SF's advance, spread evenly over the gaps between
  /// characters, where Pango puts letter spacing. Runs with no gap get the tracking alone.
  func letterSpacing(for string: String, size: CGFloat) -> CGFloat {
    let tracking = SystemFontMetrics.tracking(size)
    let factor = SystemFontMetrics.opticalWidthFactor(size)
    let (correction, gaps, lines) = corrections(in: string, factor: factor)
    guard gaps > 0, size.isFinite else { return tracking }
    return tracking + (correction * size + tracking * CGFloat(lines)) / CGFloat(gaps)
  }

  /// The sum of the ASCII characters' corrections, in em; the number of gaps between characters
  /// (grapheme clusters) of the same paragraph; and the number of paragraphs that hold text.
  private func corrections(in string: String, factor: CGFloat) -> (CGFloat, Int, Int) {
    var correction: CGFloat = 0
    var gaps = 0
    var lines = 0
    var length = 0
    func endParagraph() {
      if length > 0 {
        gaps += length - 1
        lines += 1
      }
      length = 0
    }
    let first = Int(SystemFontMetrics.calibratedScalars.lowerBound)
    let last = Int(SystemFontMetrics.calibratedScalars.upperBound)
    // ASCII, the common case, byte by byte (a CR LF pair ends one paragraph: its LF finds it
    // empty); anything else by grapheme cluster.
    let ascii = string.utf8.allSatisfy { byte in
      let code = Int(byte)
      guard code < 0x80 else { return false }
      if code == 0x0A || code == 0x0D {
        endParagraph()
      } else {
        length += 1
        if code >= first, code <= last { correction += sfAdvances[code - first] * factor - faceAdvances[code - first] }
      }
      return true
    }
    if ascii {
      endParagraph()
      return (correction, gaps, lines)
    }
    (correction, gaps, lines, length) = (0, 0, 0, 0)
    for character in string {
      if character.isNewline {
        endParagraph()
        continue
      }
      length += 1
      guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
        Int(scalar.value) >= first, Int(scalar.value) <= last
      else { continue }
      let index = Int(scalar.value) - first
      correction += sfAdvances[index] * factor - faceAdvances[index]
    }
    endParagraph()
    return (correction, gaps, lines)
  }
}
