import Foundation

/// The columns of a `LazyVGrid` (or rows of a `LazyHGrid`) for a length: SwiftUI's two-step
/// sharing, as objc.io reverse-engineered it (https://www.objc.io/blog/2020/11/23/grid-layout/).
///
/// 1. The spacing after every item but the last, and the fixed items' sizes, are taken off the
///    length.
/// 2. The other items, in order, are each offered what is left divided by the number left: a
///    flexible item takes that clamped to its minimum and maximum, an adaptive item takes it
///    whole; what an item takes is taken off.
/// 3. An adaptive item then holds as many tracks of at least its minimum as fit (at least one),
///    sharing its size evenly with its spacing between them, each no larger than its maximum.
///
/// The grid is as long as the tracks need — longer than offered when minimums do not fit — and
/// lays its cells out by the tracks for that length: a second pass, which can come out longer
/// still (objc.io's quiz #2).
///
/// Fidelity: verified — objc.io's three quizzes, and the flexible and adaptive worked examples of
/// https://www.mo4tech.com/predict-lazyvgrid-layout-flexible-article.html, are pinned by
/// LazyGridTests; the default spacing of 8 is documented.
struct GridTracks {
  /// One track: where it starts along the axis, its size, and how cells align in it.
  struct Track: Equatable {
    var offset: CGFloat
    var size: CGFloat
    var alignment: Alignment
  }

  var tracks: [Track]
  /// From the first track's start to the last one's end.
  var length: CGFloat

  /// The default spacing between items, and the default alignment of a cell.
  static let defaultSpacing: CGFloat = 8

  /// The tracks of `items` in `length`.
  init(items: [ValidGridItem], length: CGFloat) {
    let spacings = items.map { $0.spacing }
    var remaining = length - spacings.dropLast().reduce(0, +)
    for item in items {
      if case .fixed(let size) = item.size { remaining -= size }
    }
    var count = items.filter { if case .fixed = $0.size { false } else { true } }.count
    var sizes = [CGFloat](repeating: 0, count: items.count)
    for (index, item) in items.enumerated() {
      switch item.size {
      case .fixed(let size):
        sizes[index] = size
      case .flexible(let minimum, let maximum):
        let offered = count > 0 ? remaining / CGFloat(count) : 0
        sizes[index] = Swift.min(Swift.max(offered, minimum), maximum)
        remaining -= sizes[index]
        count -= 1
      case .adaptive:
        let offered = count > 0 ? remaining / CGFloat(count) : 0
        sizes[index] = Swift.max(offered, 0)
        remaining -= sizes[index]
        count -= 1
      }
    }
    var tracks: [Track] = []
    var cursor: CGFloat = 0
    for (index, item) in items.enumerated() {
      if index > 0 { cursor += spacings[index - 1] }
      guard case .adaptive(let minimum, let maximum) = item.size else {
        tracks.append(Track(offset: cursor, size: sizes[index], alignment: item.alignment))
        cursor += sizes[index]
        continue
      }
      // As many tracks of at least `minimum` as fit, `spacing` apart.
      let size = sizes[index]
      let fit = ((size + item.spacing) / (minimum + item.spacing)).rounded(.down)
      let n = Swift.max(1, Int(Swift.min(fit, CGFloat(Self.adaptiveTrackLimit))))
      let each = Swift.min(Swift.max((size - CGFloat(n - 1) * item.spacing) / CGFloat(n), minimum), maximum)
      for sub in 0..<n {
        if sub > 0 { cursor += item.spacing }
        tracks.append(Track(offset: cursor, size: each, alignment: item.alignment))
        cursor += each
      }
    }
    self.tracks = tracks
    self.length = cursor
  }

  /// The most tracks one adaptive item makes, however small its minimum: a bound on the work
  /// a degenerate item (`.adaptive(minimum: 0)`) can cause.
  static let adaptiveTrackLimit = 10_000
}

/// A grid item with its values checked: finite, not negative, minimum no larger than maximum.
struct ValidGridItem {
  enum Size {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat, maximum: CGFloat)
    case adaptive(minimum: CGFloat, maximum: CGFloat)
  }

  var size: Size
  var spacing: CGFloat
  var alignment: Alignment

  /// `item`, with bad values reported and replaced: a NaN, infinite or negative size or spacing
  /// by 0 (the default spacing for spacing), a maximum below the minimum by the minimum, and an
  /// adaptive minimum below 1 by 1 (smaller would make unboundedly many tracks).
  init(_ item: GridItem, in container: String) {
    func checked(_ value: CGFloat, _ what: String, fallback: CGFloat = 0) -> CGFloat {
      guard value.isFinite, value >= 0 else {
        RuntimeIssues.report("\(container): invalid GridItem \(what) (\(value)); using \(formatLength(fallback)).")
        return fallback
      }
      return value
    }
    func range(_ minimum: CGFloat, _ maximum: CGFloat, floor: CGFloat) -> (CGFloat, CGFloat) {
      var low = checked(minimum, "minimum", fallback: floor)
      if low < floor {
        RuntimeIssues.report(
          "\(container): GridItem minimum \(formatLength(low)) is too small; using \(formatLength(floor)).")
        low = floor
      }
      var high = maximum
      if high.isNaN || high < 0 {
        RuntimeIssues.report("\(container): invalid GridItem maximum (\(maximum)); using infinity.")
        high = .infinity
      }
      if high < low {
        RuntimeIssues.report(
          "\(container): contradictory GridItem size (minimum \(formatLength(low)) > maximum \(formatLength(high))); "
            + "using \(formatLength(low)) for both.")
        high = low
      }
      return (low, high)
    }
    switch item.size {
    case .fixed(let size):
      self.size = .fixed(checked(size, "size"))
    case .flexible(let minimum, let maximum):
      let (low, high) = range(minimum, maximum, floor: 0)
      self.size = .flexible(minimum: low, maximum: high)
    case .adaptive(let minimum, let maximum):
      let (low, high) = range(minimum, maximum, floor: 1)
      self.size = .adaptive(minimum: low, maximum: high)
    }
    spacing =
      item.spacing.map { checked($0, "spacing", fallback: GridTracks.defaultSpacing) } ?? GridTracks.defaultSpacing
    alignment = item.alignment ?? .center
  }
}
