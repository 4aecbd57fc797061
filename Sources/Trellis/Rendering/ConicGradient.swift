import CPangoCairo
import Foundation

/// An angular gradient as a Cairo mesh pattern: Cairo 1.16 has no conic gradient, but a mesh
/// of thin triangular patches around the centre, each shading between its two edge colours,
/// draws one (this is how Cairo's own documentation builds conic gradients).
enum ConicGradient {
  static func meshPattern(
    stops: [DisplayList.GradientStop], center: (Double, Double), radius: Double, startAngle: Double, endAngle: Double
  ) -> OpaquePointer {
    let pattern = cairo_pattern_create_mesh()!
    let sweep = endAngle - startAngle
    let patches = 128
    for index in 0..<patches {
      let from = Double(index) / Double(patches)
      let to = Double(index + 1) / Double(patches)
      let angleFrom = startAngle + sweep * from
      let angleTo = startAngle + sweep * to
      let start = color(at: from, in: stops)
      let end = color(at: to, in: stops)
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, center.0, center.1)
      cairo_mesh_pattern_line_to(pattern, center.0 + radius * cos(angleFrom), center.1 + radius * sin(angleFrom))
      cairo_mesh_pattern_line_to(pattern, center.0 + radius * cos(angleTo), center.1 + radius * sin(angleTo))
      cairo_mesh_pattern_line_to(pattern, center.0, center.1)
      for (corner, color) in [(0, start), (1, start), (2, end), (3, end)] {
        cairo_mesh_pattern_set_corner_color_rgba(
          pattern, UInt32(corner), color.red, color.green, color.blue, color.opacity)
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    return pattern
  }

  /// The colour at `location` along the stops, interpolated between the two around it.
  static func color(at location: Double, in stops: [DisplayList.GradientStop]) -> Color.Resolved {
    guard let first = stops.first, let last = stops.last else {
      return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    let upper = stops.firstIndex { $0.location >= location }!
    let (low, high) = (stops[upper - 1], stops[upper])
    let t = high.location == low.location ? 0 : (location - low.location) / (high.location - low.location)
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    return Color.Resolved(
      red: mix(low.color.red, high.color.red), green: mix(low.color.green, high.color.green),
      blue: mix(low.color.blue, high.color.blue), opacity: mix(low.color.opacity, high.color.opacity))
  }
}
