import CPangoCairo
import Foundation

extension CairoCanvas {
  /// Draws a letter or number in a shape (``EnclosedSymbol``) in the square centred in `frame`:
  /// the circle or rounded square stroked, the character centred in it in the system font at
  /// the symbol's weight; or, for `.fill`, the shape filled and the character cut out of it, so
  /// what is behind shows through, as SF Symbols' filled variants do.
  func drawEnclosedSymbol(_ symbol: EnclosedSymbol, in frame: CGRect, color: Color.Resolved, weight: Int) {
    let side = Swift.min(frame.width, frame.height)
    guard side > 0, side.isFinite else { return }
    let lineWidth = side * EnclosedSymbol.lineWidth(weight: weight)
    let box = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_push_group(cairo)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.opacity)
    // The outline's centre line, inset by half the line so the stroke stays inside the box.
    let shape = symbol.isFilled ? box : box.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
    switch symbol.shape {
    case .circle:
      cairo_new_path(cairo)
      cairo_arc(cairo, Double(shape.midX), Double(shape.midY), Double(shape.width / 2), 0, 2 * Double.pi)
    case .square:
      roundedRectangle(shape, radius: side * EnclosedSymbol.cornerRadius - (symbol.isFilled ? 0 : lineWidth / 2))
    }
    if symbol.isFilled {
      cairo_fill(cairo)
      // The character is cut out of the filled shape.
      cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
    } else {
      cairo_set_line_width(cairo, Double(lineWidth))
      cairo_stroke(cairo)
    }
    engine.prepareForDrawing(on: cairo)
    let ink = engine.configureCharacters(symbol.character, size: side * symbol.characterSize, weight: weight)
    cairo_move_to(cairo, Double(box.midX - ink.midX), Double(box.midY - ink.midY))
    pango_cairo_show_layout(cairo, engine.layout)
    cairo_pop_group_to_source(cairo)
    cairo_paint(cairo)
  }

  /// Adds a rounded rectangle to the current path.
  private func roundedRectangle(_ rect: CGRect, radius: CGFloat) {
    let radius = Double(Swift.max(0, Swift.min(radius, rect.width / 2, rect.height / 2)))
    let (minX, minY, maxX, maxY) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
    cairo_new_path(cairo)
    cairo_arc(cairo, maxX - radius, minY + radius, radius, -Double.pi / 2, 0)
    cairo_arc(cairo, maxX - radius, maxY - radius, radius, 0, Double.pi / 2)
    cairo_arc(cairo, minX + radius, maxY - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(cairo, minX + radius, minY + radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cairo)
  }
}
