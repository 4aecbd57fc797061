import Foundation
import Trellis

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Hashable, Sendable {
  package enum Storage: Hashable, Sendable {
    case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
  }
  package let storage: Storage
  /// Above a vertical bar's end, at a point's top: the chart's choice.
  public static let automatic = AnnotationPosition(storage: .automatic)
  /// Above the mark.
  public static let top = AnnotationPosition(storage: .top)
  /// Below the mark.
  public static let bottom = AnnotationPosition(storage: .bottom)
  /// Before the mark.
  public static let leading = AnnotationPosition(storage: .leading)
  /// After the mark.
  public static let trailing = AnnotationPosition(storage: .trailing)
  /// Over the mark, centred.
  public static let overlay = AnnotationPosition(storage: .overlay)
  /// Above and before the mark.
  public static let topLeading = AnnotationPosition(storage: .topLeading)
  /// Above and after the mark.
  public static let topTrailing = AnnotationPosition(storage: .topTrailing)
  /// Below and before the mark.
  public static let bottomLeading = AnnotationPosition(storage: .bottomLeading)
  /// Below and after the mark.
  public static let bottomTrailing = AnnotationPosition(storage: .bottomTrailing)
}
