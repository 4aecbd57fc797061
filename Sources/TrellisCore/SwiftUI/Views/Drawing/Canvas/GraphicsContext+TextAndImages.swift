import Foundation

extension GraphicsContext {
  /// A text view resolved in a context's environment, ready to measure and draw.
  public struct ResolvedText {
    let request: TextLayoutRequest
    let colors: [Color.Resolved]
    let measurer: any TextMeasuring

    /// The shading the text is drawn with when a run sets no colour: the foreground style.
    public var shading: Shading = .foreground

    /// The size of the text laid out in `size`: wrapped to its width, cut to its height.
    public func measure(in size: CGSize) -> CGSize { measurement(in: size).size }

    /// The distance from the top of the text laid out in `size` to its first baseline.
    public func firstBaseline(in size: CGSize) -> CGFloat { measurement(in: size).firstBaseline }

    /// The distance from the top of the text laid out in `size` to its last baseline.
    public func lastBaseline(in size: CGSize) -> CGFloat { measurement(in: size).lastBaseline }

    func measurement(in size: CGSize) -> TextMeasurement {
      var request = request
      request.width = size.width.isFinite ? size.width : nil
      request.height = size.height.isFinite ? size.height : nil
      return measurer.measure(request)
    }
  }

  /// `text` resolved in the context's environment: its fonts, colours and paragraph style.
  public func resolve(_ text: Text) -> ResolvedText {
    let (request, colors) = text.layoutRequest(in: environment)
    return ResolvedText(request: request, colors: colors, measurer: environment.textMeasurer)
  }

  /// Draws `text` at its ideal size, its `anchor` point at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    drawText(text, in: CGRect(origin: origin, size: size))
  }

  /// Draws `text` wrapped in `rect`, from its top leading corner.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    let size = text.measure(in: rect.size)
    drawText(text, in: CGRect(origin: rect.origin, size: size))
  }

  /// Draws `text`, resolved in the context's environment, its `anchor` point at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text`, resolved in the context's environment, wrapped in `rect`.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text), in: rect)
  }

  private func drawText(_ text: ResolvedText, in frame: CGRect) {
    var request = text.request
    request.width = frame.width
    request.height = frame.height
    var colors = text.colors
    // Runs in the foreground colour take the text's shading when it is a colour.
    if case .style(let style) = text.shading.kind, case .color(let color) = style.resolvedPaint(in: environment) {
      let foreground = Color.primary.resolve(in: environment)
      colors = colors.map { $0 == foreground ? color : $0 }
    }
    recordItem(.text(request, frame: frame, colors: colors))
  }

  /// An image resolved in a context's environment, ready to measure and draw.
  public struct ResolvedImage {
    enum Content {
      case file(ImageFile, style: DisplayList.ImageStyle)
      case symbol(name: String, color: Color.Resolved)
      case none
    }

    let content: Content

    /// The image's size, in points.
    public let size: CGSize

    /// The distance from the image's top to its baseline: its height.
    public var baseline: CGFloat { size.height }

    /// The shading a template image or a symbol is drawn with: the foreground style.
    public var shading: Shading?
  }

  /// `image` resolved in the context's environment: a file's size, or a symbol's at the font's
  /// size. A custom symbol, or an image that cannot be found, is reported and draws nothing.
  public func resolve(_ image: Image) -> ResolvedImage {
    let foreground = Text.Run(string: "").color(in: environment)
    func fileImage(_ file: ImageFile?, intent: Image.TemplateRenderingMode?) -> ResolvedImage {
      guard let file else { return ResolvedImage(content: .none, size: .zero) }
      let isTemplate = (image.renderingMode ?? intent ?? .original) == .template
      let style = DisplayList.ImageStyle(
        tint: isTemplate ? foreground : nil, interpolation: image.interpolation, isAntialiased: image.isAntialiased,
        capInsets: EdgeInsets(), resizingMode: .stretch, rasterizesVector: true)
      return ResolvedImage(content: .file(file, style: style), size: file.size)
    }
    switch image.source {
    case .system(let name, _):
      let font = (environment.font ?? .body).resolved(in: environment)
      guard
        let size = environment.textMeasurer.symbolSize(
          named: name, font: font, scale: environment.imageScale, displayScale: environment.displayScale)
      else {
        RuntimeIssues.report("No symbol named '\(name)' found in system symbol set")
        return ResolvedImage(content: .none, size: .zero)
      }
      return ResolvedImage(content: .symbol(name: name, color: foreground), size: size)
    case .file(let file, _, let intent, _):
      return fileImage(file, intent: intent)
    case .named(let name, let bundle):
      switch Image.lookUp(name, bundle: bundle, environment: environment) {
      case .file(let file, let intent, _): return fileImage(file, intent: intent)
      case .customSymbol:
        RuntimeIssues.report("GraphicsContext: the custom symbol '\(name)' is not drawn in a Canvas.")
        return ResolvedImage(content: .none, size: .zero)
      }
    case .redacted:
      // Only `AsyncImage`'s own placeholder is made of this source, and it has no size of its
      // own to draw at: it fills what it is offered.
      return ResolvedImage(content: .none, size: .zero)
    }
  }

  /// Draws `image` at its size, its `anchor` point at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
    draw(image, in: CGRect(origin: origin, size: image.size))
  }

  /// Draws `image` stretched to `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    if !style.isAntialiased {
      RuntimeIssues.reportOnce("Trellis draws every shape antialiased; `antialiased: false` is not applied.")
    }
    switch image.content {
    case .file(let file, let imageStyle): recordItem(.image(file, frame: rect, style: imageStyle))
    case .symbol(let name, var color):
      if case .style(let shading)? = image.shading?.kind,
        case .color(let resolved) = shading.resolvedPaint(in: environment)
      {
        color = resolved
      }
      recordItem(.symbol(name: name, frame: rect, color: color))
    case .none: return
    }
  }

  /// Draws `image`, resolved in the context's environment, its `anchor` point at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws `image`, resolved in the context's environment, stretched to `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }
}
