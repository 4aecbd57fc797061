import Foundation

/// An image cut in nine parts around its cap insets, as UIKit's resizable images are: the
/// corners keep their size, the edges stretch (or tile) along their length, and the middle
/// stretches (or tiles) both ways.
///
/// Caps larger than the image are scaled down to fit it; caps larger than the frame are scaled
/// down, corners and all, to fit the frame. A tiled part repeats at the image's own size from
/// the part's top-leading corner.
struct NineSlice {
  /// One part: where its pixels are in the image and where it is drawn.
  struct Cell {
    /// The part's pixels in the decoded image.
    var source: CGRect
    /// Where it is drawn, in points.
    var destination: CGRect
    /// Whether it repeats along x when tiled: the top, middle and bottom of the middle column.
    var tilesHorizontally: Bool
    /// Whether it repeats along y when tiled: the middle row.
    var tilesVertically: Bool
    /// The decoded image's pixels per point of the image, each way.
    var pixelsPerPoint: CGSize
  }

  /// The parts with a source and a destination of some size.
  let cells: [Cell]

  /// Slices an image of `imageSize` points, decoded at `pixelSize`, into `frame`.
  init(imageSize: CGSize, pixelSize: CGSize, frame: CGRect, capInsets: EdgeInsets) {
    guard imageSize.width > 0, imageSize.height > 0 else {
      cells = []
      return
    }
    let pixelsPerPoint = CGSize(width: pixelSize.width / imageSize.width, height: pixelSize.height / imageSize.height)
    func cap(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    /// The two caps of one axis fitted into `length`: scaled down together when they add up to more.
    func fit(_ first: CGFloat, _ second: CGFloat, in length: CGFloat) -> (CGFloat, CGFloat) {
      let total = first + second
      guard total > length, total > 0 else { return (first, second) }
      return (first * length / total, second * length / total)
    }
    let (left, right) = fit(cap(capInsets.leading), cap(capInsets.trailing), in: imageSize.width)
    let (top, bottom) = fit(cap(capInsets.top), cap(capInsets.bottom), in: imageSize.height)
    let (drawnLeft, drawnRight) = fit(left, right, in: frame.width)
    let (drawnTop, drawnBottom) = fit(top, bottom, in: frame.height)
    // Edges of the three columns and rows, in the image's points and in the frame.
    let sourceX = [0, left, imageSize.width - right, imageSize.width]
    let sourceY = [0, top, imageSize.height - bottom, imageSize.height]
    let destinationX = [frame.minX, frame.minX + drawnLeft, frame.maxX - drawnRight, frame.maxX]
    let destinationY = [frame.minY, frame.minY + drawnTop, frame.maxY - drawnBottom, frame.maxY]
    var cells: [Cell] = []
    for row in 0..<3 {
      for column in 0..<3 {
        let source = CGRect(
          x: sourceX[column] * pixelsPerPoint.width, y: sourceY[row] * pixelsPerPoint.height,
          width: (sourceX[column + 1] - sourceX[column]) * pixelsPerPoint.width,
          height: (sourceY[row + 1] - sourceY[row]) * pixelsPerPoint.height)
        let destination = CGRect(
          x: destinationX[column], y: destinationY[row], width: destinationX[column + 1] - destinationX[column],
          height: destinationY[row + 1] - destinationY[row])
        guard source.width >= 0.5, source.height >= 0.5, destination.width > 0, destination.height > 0 else {
          continue
        }
        cells.append(
          Cell(
            source: source, destination: destination, tilesHorizontally: column == 1, tilesVertically: row == 1,
            pixelsPerPoint: pixelsPerPoint))
      }
    }
    self.cells = cells
  }
}
