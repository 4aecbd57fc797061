import Foundation
import Testing

@testable import TrellisCore

/// The validation pass every backend draws through: bad values in a display list replaced or
/// left out, each reported once, the rest unchanged.
@MainActor
@Suite("Rendering: display list validation")
struct DisplayListValidationTests {
  nonisolated static let red = Color.Resolved(red: 1, green: 0, blue: 0)
  nonisolated static let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
  nonisolated static let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)

  nonisolated static func fill(_ path: Path = square, _ paint: DisplayList.Paint = .color(red)) -> DisplayList.Item {
    .fill(path, paint: paint, bounds: bounds, evenOdd: false)
  }

  nonisolated static func stroke(_ style: StrokeStyle) -> DisplayList.Item {
    .stroke(square, paint: .color(red), bounds: bounds, style: style)
  }

  /// The list validated at `deviceScale`, and the messages it reported.
  nonisolated static func validate(_ items: [DisplayList.Item], deviceScale: CGFloat = 1) -> ([DisplayList.Item], [String]) {
    let log = RuntimeIssueLog()
    let list = RuntimeIssues.reporting(to: log) {
      DisplayList(size: CGSize(width: 10, height: 10), items: items).validated(deviceScale: deviceScale)
    }
    return (list.items, log.messages)
  }

  /// A display item with a bad value, what validation makes of it (`nil`: left out), and the message.
  struct Case: Sendable, CustomStringConvertible {
    let description: String
    let bad: DisplayList.Item
    let valid: DisplayList.Item?
    let message: String
  }

  nonisolated static let cases: [Case] = [
    Case(
      description: "a path with a NaN coordinate",
      bad: fill(
        Path {
          $0.move(to: .zero); $0.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
        }), valid: nil,
      message: "Trellis skipped drawing a fill: its path has a NaN or infinite coordinate."),
    Case(
      description: "a colour with a NaN component",
      bad: fill(square, .color(Color.Resolved(red: .nan, green: 0.5, blue: 2, opacity: 1))),
      valid: fill(square, .color(Color.Resolved(red: 0, green: 0.5, blue: 1, opacity: 1))),
      message: "Invalid colour [nan, 0.5, 2.0, 1.0]: a NaN component is drawn as 0."),
    Case(
      description: "a gradient stop at NaN",
      bad: fill(
        square,
        .linearGradient(
          [.init(color: red, location: .nan), .init(color: red, location: 2)], start: .leading, end: .trailing)),
      valid: fill(square, .linearGradient([.init(color: red, location: 1)], start: .leading, end: .trailing)),
      message: "Invalid gradient stop location (nan); the stop is left out."),
    Case(
      description: "a gradient centre at ∞",
      bad: fill(
        square, .radialGradient([], center: UnitPoint(x: .infinity, y: 0), startRadius: 0, endRadius: 1)),
      valid: nil, message: "Trellis skipped drawing a fill: its gradient's centre is not finite."),
    Case(
      description: "a line width of NaN", bad: stroke(StrokeStyle(lineWidth: .nan)), valid: nil,
      message: "Trellis skipped drawing a stroke: its line width nan is not finite."),
    Case(
      description: "a negative line width", bad: stroke(StrokeStyle(lineWidth: -1)), valid: nil,
      message: "Trellis skipped drawing a stroke: its line width -1.0 is negative."),
    Case(
      description: "a dash pattern of zeros", bad: stroke(StrokeStyle(lineWidth: 2, dash: [0, 0], dashPhase: 3)),
      valid: stroke(StrokeStyle(lineWidth: 2)),
      message:
        "Invalid dash pattern [0.0, 0.0]: dash lengths must be finite, not negative, and not all 0; drawing a solid line."
    ),
    Case(
      description: "a dash phase of ∞", bad: stroke(StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: .infinity)),
      valid: stroke(StrokeStyle(lineWidth: 2, dash: [4, 2])), message: "Invalid dash phase (inf); using 0."),
    Case(
      description: "a miter limit of NaN", bad: stroke(StrokeStyle(lineWidth: 2, miterLimit: .nan)),
      valid: stroke(StrokeStyle(lineWidth: 2, miterLimit: 10)), message: "Invalid miter limit (nan); using 10."),
    Case(
      description: "an opacity of NaN", bad: .group([fill()], effect: .opacity(.nan)),
      valid: .group([fill()], effect: .opacity(1)), message: "Invalid opacity (nan); drawing the view opaque."),
    Case(
      description: "a rotation by NaN", bad: .group([fill()], effect: .rotation(.radians(.nan), anchor: .zero)),
      valid: .group([fill()], effect: .transform(.identity)),
      message: "Invalid rotation (nan radians around \(CGPoint.zero)); drawing the view unrotated."),
    Case(
      description: "a shadow radius of ∞",
      bad: .group([fill()], effect: .shadow(color: red, radius: .infinity, offset: .zero)),
      valid: .group([fill()], effect: .transform(.identity)),
      message: "Invalid shadow (radius inf, offset 0.0, 0.0); drawing the view without it."),
    Case(
      description: "a negative blur radius",
      bad: .group([fill()], effect: .blur(radius: -2, opaque: false, bounds: bounds)),
      valid: .group([fill()], effect: .blur(radius: 0, opaque: false, bounds: bounds)),
      message: "Invalid blur radius (-2.0): a radius cannot be negative; drawing the view unblurred."),
    Case(
      description: "a transform past the coordinate limit",
      bad: .group([fill()], effect: .transform(CGAffineTransform(scaleX: 1e7, y: 1e7))), valid: nil,
      message:
        "Transform [10000000.0, 0.0, 0.0, 10000000.0, 0.0, 0.0] magnifies the view beyond what can be drawn; the view is left out."
    ),
    Case(
      description: "a text frame at NaN",
      bad: .text(
        TextLayoutRequest(runs: [TextRun(string: "x", font: .body)], width: 10, height: 10, displayScale: 1),
        frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), colors: []), valid: nil,
      message:
        "Trellis skipped drawing text: its frame \(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) is not finite."),
  ]

  @Test(
    "A bad value is replaced or its item left out, with SwiftUI-style message; the good item beside it is kept",
    arguments: cases)
  func badValueIsValidated(_ testCase: Case) {
    let (items, messages) = Self.validate([Self.fill(), testCase.bad])
    #expect(items == [Self.fill()] + (testCase.valid.map { [$0] } ?? []))
    #expect(messages == [testCase.message])
  }

  @Test("A coordinate beyond a million pixels is clamped to a million pixels, silently: 500,000 points at 2×")
  func hugeCoordinateIsClamped() {
    let (items, messages) = Self.validate(
      [
        Self.fill(
          Path {
            $0.move(to: CGPoint(x: -1e300, y: 3)); $0.addLine(to: CGPoint(x: 1e300, y: 4))
          })
      ],
      deviceScale: 2)
    #expect(
      items == [
        Self.fill(
          Path {
            $0.move(to: CGPoint(x: -500_000, y: 3)); $0.addLine(to: CGPoint(x: 500_000, y: 4))
          })
      ])
    #expect(messages.isEmpty)
  }

  @Test("The same bad value in two items is reported once in one pass")
  func messageIsReportedOnce() {
    let bad = Self.fill(Self.square, .color(Color.Resolved(red: .nan, green: 0, blue: 0, opacity: 1)))
    let (items, messages) = Self.validate([bad, .group([bad], effect: .compositingGroup)])
    #expect(items.count == 2)
    #expect(messages == ["Invalid colour [nan, 0.0, 0.0, 1.0]: a NaN component is drawn as 0."])
  }
}
