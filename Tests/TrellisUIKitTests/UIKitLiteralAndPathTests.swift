import Foundation
import Testing

@testable import Trellis
@testable import TrellisCore

/// Colour literals, `UIBezierPath` with `UIRectCorner`, and the deprecated
/// `autocapitalization(_:)`.
@MainActor
@Suite("UIKit names: colour literals, bezier paths, autocapitalization")
struct UIKitLiteralAndPathTests {
  @Test("A colour literal typed as UIColor is the sRGB colour of its components")
  func uiColorLiteral() {
    let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(literal == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
  }

  @Test("Color(#colorLiteral(…)) makes a UIColor of the literal, then a Color of it")
  func colorOfLiteral() {
    let color = Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))
    let resolved = color.resolve(in: EnvironmentValues())
    #expect([resolved.red, resolved.green, resolved.blue, resolved.opacity] == [1, 0, 0, 1])
  }

  @Test("Rounding the top corners rounds those two, each a quarter circle of the radii's width")
  func roundingTopCorners() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let path = Path(
      UIBezierPath(
        roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12)
      )
      .cgPath)
    #expect(
      path
        == Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 12, topTrailing: 12), style: .circular)
    )
    #expect(path.boundingRect == rect)
    // The bottom corners are square: the path passes through them.
    #expect(path.elements.contains(.line(to: CGPoint(x: 100, y: 60))))
    #expect(path.elements.contains(.line(to: CGPoint(x: 0, y: 60))))
    #expect(!path.elements.contains(.line(to: CGPoint(x: 0, y: 0))))
  }

  @Test("allCorners rounds every corner")
  func allCorners() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let path = Path(
      UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 8, height: 8)).cgPath)
    #expect(path == Path(roundedRect: rect, cornerRadius: 8, style: .circular))
  }

  @Test("A rounded rectangle with one radius has continuous corners")
  func roundedRectCornerRadius() {
    let rect = CGRect(x: 10, y: 10, width: 80, height: 40)
    #expect(
      Path(UIBezierPath(roundedRect: rect, cornerRadius: 10).cgPath)
        == Path(roundedRect: rect, cornerRadius: 10, style: .continuous))
  }

  @Test("Segments added to a bezier path come back through cgPath")
  func segments() {
    let bezier = UIBezierPath()
    bezier.move(to: CGPoint(x: 0, y: 0))
    bezier.addLine(to: CGPoint(x: 10, y: 0))
    bezier.close()
    var expected = Path()
    expected.move(to: .zero)
    expected.addLine(to: CGPoint(x: 10, y: 0))
    expected.closeSubpath()
    #expect(Path(bezier.cgPath) == expected)
  }

  @Test("A shape drawing a UIBezierPath's cgPath fills the rounded-top rectangle")
  func shapeFromBezierPath() {
    struct TopRounded: Shape {
      func path(in rect: CGRect) -> Path {
        Path(
          UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12)
          ).cgPath)
      }
    }
    let host = LayoutHost(
      TopRounded().fill(.red).frame(width: 100, height: 60).accessibilityIdentifier("shape"),
      size: CGSize(width: 200, height: 200))
    #expect(host.frame(of: "shape") == CGRect(x: 50, y: 70, width: 100, height: 60))
  }

  struct CapitalizationReader: View {
    @Environment(\.textInputAutocapitalization) var capitalization
    let seen: (TextInputAutocapitalization?) -> Void
    var body: some View {
      seen(capitalization)
      return Color.clear.frame(width: 1, height: 1)
    }
  }

  @Test(
    "autocapitalization(_:) sets textInputAutocapitalization",
    arguments: [
      (UITextAutocapitalizationType.none, TextInputAutocapitalization.never), (.words, .words),
      (.sentences, .sentences), (.allCharacters, .characters),
    ])
  func autocapitalization(style: UITextAutocapitalizationType, expected: TextInputAutocapitalization) {
    nonisolated(unsafe) var seen: TextInputAutocapitalization?
    _ = LayoutHost(
      CapitalizationReader { seen = $0 }.autocapitalization(style), size: CGSize(width: 100, height: 100))
    #expect(seen == expected)
  }
}
