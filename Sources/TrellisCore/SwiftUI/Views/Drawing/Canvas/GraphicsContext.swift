import Foundation

/// An immediate mode drawing destination: what a `Canvas` hands its renderer.
///
/// Each drawing operation becomes items of the display list, in the canvas's coordinates, under
/// the context's state at the time: its transform, opacity, blend mode, filters and clip. A copy
/// of the context draws into the same canvas with state of its own, as in SwiftUI
/// ("Each context references a particular layer in a tree of transparency layers, and also
/// contains a full copy of the drawing state": Apple, `GraphicsContext`).
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
///
/// Fidelity: partial — every operation draws through the display list and the renderers every
/// view draws with; what the list cannot express is reported (inverse and even-odd clips, the
/// Porter–Duff blend modes other than `sourceAtop`, `destinationOver` and `destinationOut`,
/// filters other than blur, shadow, opacity and the colour filters, custom symbols).
public struct GraphicsContext {
  /// Where the items go: shared by the copies of a context.
  final class Recorder {
    var items: [DisplayList.Item] = []
  }

  let recorder: Recorder
  /// The canvas's origin in host coordinates.
  let origin: CGPoint
  /// The canvas's size: the bounds of its clip until one is set.
  let size: CGSize
  /// The effects that wrap each item, innermost first: filters, then opacity and blend mode are
  /// added per item; clips are here, in host coordinates.
  private var clips: [Path] = []
  private var filters: [DisplayList.Effect] = []

  /// The environment of the canvas.
  public let environment: EnvironmentValues

  /// The current transform from the context's coordinates to the canvas's.
  public var transform: CGAffineTransform = .identity

  /// The opacity of drawing operations, from 0 to 1.
  public var opacity: Double = 1

  /// The blend mode of drawing operations.
  public var blendMode: BlendMode = .normal

  init(recorder: Recorder, origin: CGPoint, size: CGSize, environment: EnvironmentValues) {
    self.recorder = recorder
    self.origin = origin
    self.size = size
    self.environment = environment
  }

  // MARK: Transforms

  /// The transform from the context's coordinates to host coordinates.
  private var hostTransform: CGAffineTransform {
    transform.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
  }

  /// Moves the origin of the coordinates by `x` and `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales the coordinates by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Rotates the coordinates by `angle` (clockwise on screen for a positive angle).
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
  }

  /// Applies `matrix` before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Clipping

  /// Options for clipping.
  public struct ClipOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clips to the outside of the shape instead of its inside.
    public static let inverse = ClipOptions(rawValue: 1 << 0)
  }

  /// Intersects the clip with `path`, in the context's coordinates.
  ///
  /// An inverse or even-odd clip cannot be expressed by the display list's clips: it is
  /// reported, and the path clips as a non-zero inside clip.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    if options.contains(.inverse) || style.isEOFilled {
      RuntimeIssues.reportOnce(
        "GraphicsContext.clip(to:): inverse and even-odd clips are drawn as non-zero clips to the path's inside.")
    }
    clips.append(path.applying(hostTransform))
  }

  /// The bounds of the clip, in the context's coordinates.
  public var clipBoundingRect: CGRect {
    var bounds = CGRect(origin: origin, size: size)
    for clip in clips { bounds = bounds.intersection(clip.boundingRect) }
    guard !bounds.isNull else { return .zero }
    return bounds.applying(hostTransform.inverted())
  }

  // MARK: Filters

  /// Adds a filter that applies to the drawing operations that follow.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    if !options.isEmpty { RuntimeIssues.reportOnce("GraphicsContext filters are applied in sRGB: linearColor is not.") }
    guard let effect = filter.effect(in: environment, bounds: CGRect(origin: origin, size: size)) else { return }
    filters.append(effect)
  }

  // MARK: Drawing

  /// Adds `item`, in the context's coordinates, under the context's state.
  func recordItem(_ item: DisplayList.Item) { record(item) }

  private func record(_ item: DisplayList.Item) {
    var wrapped = item
    let host = hostTransform
    if !host.isIdentity { wrapped = .group([wrapped], effect: .transform(host)) }
    for filter in filters { wrapped = .group([wrapped], effect: filter) }
    if opacity < 1 { wrapped = .group([wrapped], effect: .opacity(Swift.max(opacity, 0))) }
    if let mode = blendMode.mode, mode != .normal { wrapped = .group([wrapped], effect: .blendMode(mode)) }
    for clip in clips.reversed() { wrapped = .group([wrapped], effect: .clip(clip)) }
    recorder.items.append(wrapped)
  }

  /// Draws `path` filled with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    guard !path.isEmpty else { return }
    let bounds = path.boundingRect
    record(
      .fill(path, paint: shading.paint(in: environment, bounds: bounds), bounds: bounds, evenOdd: style.isEOFilled))
  }

  /// Draws `path` stroked with `shading` and `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    guard !path.isEmpty else { return }
    let bounds = path.boundingRect
    record(.stroke(path, paint: shading.paint(in: environment, bounds: bounds), bounds: bounds, style: style))
  }

  /// Draws `path` stroked with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Draws a new layer, made by `content`, into the context: the layer's drawing is composited
  /// as one picture, and this context's opacity, blend mode, filters and clip apply to it as a
  /// whole.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = GraphicsContext(recorder: Recorder(), origin: origin, size: size, environment: environment)
    layer.transform = transform
    try content(&layer)
    guard !layer.recorder.items.isEmpty else { return }
    // The layer's items are in host coordinates already: undo the transform `record` adds.
    var context = self
    context.transform = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    context.record(.group(layer.recorder.items, effect: .compositingGroup))
  }
}

extension GraphicsContext {
  /// How a blend mode of the context is drawn.
  public struct BlendMode: RawRepresentable, Equatable, Sendable {
    /// The raw value.
    public let rawValue: Int32
    /// Creates a blend mode from its raw value.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    private static let drawable: [TrellisCore.BlendMode] = [
      .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
      .difference, .exclusion, .hue, .saturation, .color, .luminosity, .sourceAtop, .destinationOver,
      .destinationOut, .plusDarker, .plusLighter,
    ]

    /// The view blend mode this draws as, or `nil` for the Porter–Duff modes the display list
    /// has no operator for.
    var mode: TrellisCore.BlendMode? {
      let index = Int(rawValue)
      guard index >= 0, index < Self.drawable.count else {
        RuntimeIssues.reportOnce("GraphicsContext.BlendMode \(rawValue) is drawn as .normal.")
        return nil
      }
      return Self.drawable[index]
    }

    private init(_ mode: TrellisCore.BlendMode) { rawValue = Int32(Self.drawable.firstIndex(of: mode) ?? 0) }

    /// Draws over what is there.
    public static let normal = BlendMode(.normal)
    /// Multiplies the colours.
    public static let multiply = BlendMode(.multiply)
    /// Multiplies the inverse colours.
    public static let screen = BlendMode(.screen)
    /// Multiplies or screens, depending on the backdrop.
    public static let overlay = BlendMode(.overlay)
    /// Keeps the darker colour.
    public static let darken = BlendMode(.darken)
    /// Keeps the lighter colour.
    public static let lighten = BlendMode(.lighten)
    /// Brightens the backdrop.
    public static let colorDodge = BlendMode(.colorDodge)
    /// Darkens the backdrop.
    public static let colorBurn = BlendMode(.colorBurn)
    /// Darkens or lightens, depending on the source.
    public static let softLight = BlendMode(.softLight)
    /// Multiplies or screens, depending on the source.
    public static let hardLight = BlendMode(.hardLight)
    /// Subtracts the darker colour from the lighter.
    public static let difference = BlendMode(.difference)
    /// Like difference, with less contrast.
    public static let exclusion = BlendMode(.exclusion)
    /// The source's hue with the backdrop's saturation and luminosity.
    public static let hue = BlendMode(.hue)
    /// The source's saturation with the backdrop's hue and luminosity.
    public static let saturation = BlendMode(.saturation)
    /// The source's hue and saturation with the backdrop's luminosity.
    public static let color = BlendMode(.color)
    /// The source's luminosity with the backdrop's hue and saturation.
    public static let luminosity = BlendMode(.luminosity)
    /// The source over the backdrop, only where the backdrop is.
    public static let sourceAtop = BlendMode(.sourceAtop)
    /// The backdrop over the source.
    public static let destinationOver = BlendMode(.destinationOver)
    /// The backdrop where the source is not.
    public static let destinationOut = BlendMode(.destinationOut)
    /// The sum of the colours, less one.
    public static let plusDarker = BlendMode(.plusDarker)
    /// The sum of the colours.
    public static let plusLighter = BlendMode(.plusLighter)
    /// Clears what the source covers (drawn as `.normal`, reported).
    public static let clear = BlendMode(rawValue: 100)
    /// The source replaces the backdrop (drawn as `.normal`, reported).
    public static let copy = BlendMode(rawValue: 101)
    /// The source where the backdrop is (drawn as `.normal`, reported).
    public static let sourceIn = BlendMode(rawValue: 102)
    /// The source where the backdrop is not (drawn as `.normal`, reported).
    public static let sourceOut = BlendMode(rawValue: 103)
    /// The backdrop where the source is (drawn as `.normal`, reported).
    public static let destinationIn = BlendMode(rawValue: 104)
    /// The backdrop where the source is, the source elsewhere (drawn as `.normal`, reported).
    public static let destinationAtop = BlendMode(rawValue: 105)
    /// Either but not both (drawn as `.normal`, reported).
    public static let xor = BlendMode(rawValue: 106)
  }
}
