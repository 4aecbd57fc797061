import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// `Color.gradient`, `AnyGradient` and `Gradient` as shape styles: top-to-bottom linear
/// gradients (Apple's `AnyGradient` documentation), the colour's lighter top after the
/// lightness measurements of SwiftUI's renderer cited in `AnyGradient.swift`.
@MainActor
@Suite("Drawing: directionless gradients")
struct AnyGradientTests {
  /// The stops and end points of a 10 × 10 rectangle filled with `style`.
  private func gradient<S: ShapeStyle>(_ style: S) -> ([DisplayList.GradientStop], UnitPoint, UnitPoint)? {
    let list = LayoutHost(Rectangle().fill(style).frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
      .displayList()
    guard case .fill(_, .linearGradient(let stops, let start, let end), _, _)? = list.items.first else { return nil }
    return (stops, start, end)
  }

  @Test("A colour's gradient runs from top to bottom and ends in the colour itself")
  func colorGradientEndsInColour() throws {
    let (stops, start, end) = try #require(gradient(Color(red: 0.2, green: 0.4, blue: 0.8).gradient))
    #expect(start == .top)
    #expect(end == .bottom)
    #expect(stops.map(\.location) == [0, 1])
    #expect(stops[1].color == Color.Resolved(red: 0.2, green: 0.4, blue: 0.8))
  }

  @Test(
    "A colour's gradient starts lighter by SwiftUI's measured amount",
    arguments: [
      // (grey level, HSL lightness of SwiftUI's top, the measured point it lies on or near)
      (0.0, 0.198), (0.3, 0.451), (0.5, 0.641),
    ])
  func lighterTop(grey: Double, topLightness: Double) throws {
    let (stops, _, _) = try #require(gradient(Color(white: grey).gradient))
    let top = stops[0].color
    // A grey stays grey: its lightness is any channel.
    #expect(abs(top.red - topLightness) < 1e-9)
    #expect(top.red == top.green && top.green == top.blue)
  }

  @Test("White's gradient is white all the way")
  func whiteStaysWhite() throws {
    let (stops, _, _) = try #require(gradient(Color.white.gradient))
    #expect(stops.map(\.color) == [Color.Resolved(red: 1, green: 1, blue: 1), Color.Resolved(red: 1, green: 1, blue: 1)])
  }

  @Test("A gradient's own stops are kept, top to bottom, as AnyGradient and as Gradient")
  func explicitStops() throws {
    let stops = Gradient(colors: [.black, .white])
    for (drawn, start, end) in [try #require(gradient(AnyGradient(stops))), try #require(gradient(stops))] {
      #expect(drawn.map(\.location) == [0, 1])
      #expect(drawn.map(\.color) == [Color.Resolved(red: 0, green: 0, blue: 0), Color.Resolved(red: 1, green: 1, blue: 1)])
      #expect((start, end) == (.top, .bottom))
    }
  }

  @Test("A colour's gradient keeps the colour's opacity at both ends")
  func opacityKept() throws {
    let (stops, _, _) = try #require(gradient(Color.blue.opacity(0.5).gradient))
    #expect(stops.map(\.color.opacity) == [0.5, 0.5])
  }

  @Test("The static shorthands draw the gradient their type's initialiser draws")
  func shorthands() throws {
    let (stops, start, end) = try #require(gradient(.linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
    #expect(stops.map(\.location) == [0, 1])
    #expect((start, end) == (.leading, .trailing))
    let size = CGSize(width: 10, height: 10)
    func paint<S: ShapeStyle>(_ style: S) -> DisplayList.Item? {
      LayoutHost(Rectangle().fill(style).frame(width: 10, height: 10), size: size).displayList().items.first
    }
    #expect(
      paint(.conicGradient(colors: [.red, .blue], center: .center))
        == paint(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360))))
    #expect(
      paint(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 5))
        == paint(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 5)))
  }

  @Test("A colour's gradient given a direction runs that way")
  func directedColourGradient() throws {
    let (stops, start, end) = try #require(
      gradient(.linearGradient(Color.blue.gradient, startPoint: .leading, endPoint: .trailing)))
    #expect((start, end) == (.leading, .trailing))
    #expect(stops.count == 2)
  }

  @Test(
    "A gradient of a colour made from NaN or huge components adds nothing the colour lacks",
    arguments: [Double.nan, .infinity, 1e300])
  func badComponents(_ value: Double) throws {
    let (stops, _, _) = try #require(gradient(Color(red: value, green: 0.5, blue: 0.2).gradient))
    #expect(stops.count == 2)
    // The top is lightened only from a finite colour; otherwise it is the colour itself, which
    // the renderer draws as it draws that colour anywhere (docs/BadInput.md).
    let (top, bottom) = (stops[0].color, stops[1].color)
    if bottom.red.isFinite && bottom.green.isFinite && bottom.blue.isFinite {
      let topIsFinite = top.red.isFinite && top.green.isFinite && top.blue.isFinite
      #expect(topIsFinite)
    } else {
      #expect(top.description == bottom.description)
    }
  }
}
