import Foundation
import Trellis
import TrellisPreviewRuntime

/// One preview to render: the preview, the variant, the taps to replay and what to bring back.
public struct PreviewRenderRequest: Sendable, Hashable {
  /// The preview's identifier, as `trellis previews list` prints it.
  public var preview: String
  /// The variant, its names checked.
  public var variant: PreviewVariant
  /// The clicks to replay before drawing, in window points.
  public var taps: [PreviewTap]
  /// The picture's format.
  public var format: PictureFormat
  /// Whether to draw the picture at all: `trellis dump` and `explain` only lay out.
  public var draws: Bool
  /// A proposal and scale replacing the preview's layout trait; `nil` keeps it.
  public var window: PreviewWindow?
  /// Whether to bring back every view's frame, explanation and diagnostics (the live inspector).
  public var inspects: Bool
  /// Whether to bring back the layout report: the frame tree as text, the scale.
  public var reports: Bool
  /// Whether the report explains the layout: every proposal and answer.
  public var explains: Bool

  /// A request for `preview` at `variant` after `taps`.
  public init(
    preview: String, variant: PreviewVariant, taps: [PreviewTap] = [], format: PictureFormat = .png,
    draws: Bool = true, window: PreviewWindow? = nil, inspects: Bool = false, reports: Bool = false,
    explains: Bool = false
  ) {
    self.preview = preview
    self.variant = variant
    self.taps = taps
    self.format = format
    self.draws = draws
    self.window = window
    self.inspects = inspects
    self.reports = reports
    self.explains = explains
  }
}

/// Why a render has no picture.
public enum PreviewRenderFailure: Error, Sendable, Equatable {
  /// The package has not built yet (or never built): no runner to render with.
  case notBuilt(String)
  /// No preview has that identifier.
  case unknownPreview(String, known: [String])
  /// The runner failed on it: the preview trapped, hung or threw.
  case failed(String)
}

/// One rendered preview, read back from the runner: the picture, the layout JSON and what else
/// the request asked for.
public struct PreviewRender: Sendable, Equatable {
  /// The preview's identifier.
  public var preview: String
  /// The variant.
  public var variant: PreviewVariant
  /// The picture's format.
  public var format: PictureFormat
  /// The picture; empty when the request did not draw.
  public var picture: Data
  /// The layout JSON written beside a rendered picture: size, diagnostics, frame tree.
  public var layout: String
  /// Every view with its frame, source view, explanation and diagnostics, when asked.
  public var inspection: PreviewInspection?
  /// The frame tree as text, the scale and perhaps the explanation, when asked.
  public var report: PreviewLayoutReport?
  /// The render's runtime issues.
  public var runtimeIssues: [String]
  /// How long the render took, in seconds.
  public var seconds: Double
}
