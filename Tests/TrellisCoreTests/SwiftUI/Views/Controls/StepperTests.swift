import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Stepper: the label at the leading edge, the 94 × 32 "−"/"+" control at the trailing edge
/// (docs/iOSControls.md §5 Stepper); increments clamp to the range; bad input never traps.
@MainActor
@Suite("Controls: Stepper")
struct StepperTests {
  /// The centres of the "−" and "+" halves of a stepper in a 390-wide row.
  private let minus = CGPoint(x: 319.5, y: 16)
  private let plus = CGPoint(x: 366.5, y: 16)

  @Test("A stepper fills the width: label at the leading edge, the 94 × 32 control at the trailing edge")
  func structure() {
    let host = row(
      Stepper(value: .constant(3), in: 0...10) { Text("Count").accessibilityIdentifier("label") }
        .accessibilityIdentifier("stepper"))
    #expect(host.frame(of: "stepper") == rect(0, 0, 390, 32))
    #expect(host.frame(of: "label") == rect(0, 6, 43, 21))
    #expect(host.frame(named: "RoundedRectangle") == rect(296, 0, 94, 32))
  }

  @Test("The control is two halves of 47 with the glyphs centred and a divider between them")
  func halves() {
    let host = row(Stepper("Count", value: .constant(3), in: 0...10))
    #expect(host.frames(named: "frame(width: 47") == [rect(296, 0, 47, 32), rect(343, 0, 47, 32)])
    #expect(host.frames(named: "Image").map(\.midX) == [319.5, 366.5])
    #expect(host.frame(named: "Rectangle") == rect(343, 7, 1, 18))
  }

  @Test("The control is tertiarySystemFill with the glyphs in the label colour")
  func colours() {
    let drawing = row(Stepper("Count", value: .constant(3), in: 0...10)).drawing
    #expect(drawing.contains("fill #7676801F (296, 0, 94, 32)"))
    #expect(drawing.contains("symbol minus (311, 8, 17, 17) #000000FF"))
    #expect(drawing.contains("symbol plus (358, 8, 17, 17) #000000FF"))
  }

  @Test(
    "At a bound, that half's glyph is dimmed to tertiaryLabel and takes no tap",
    arguments: [(0, "minus"), (10, "plus")] as [(Int, String)])
  func boundDimsItsHalf(value: Int, symbol: String) {
    let host = row(Stepper("Count", value: .constant(value), in: 0...10))
    #expect(host.drawing.contains("symbol \(symbol) (\(symbol == "minus" ? 311 : 358), 8, 17, 17) #3C3C434D"))
    #expect(host.interaction(at: symbol == "minus" ? minus : plus)?.valueBinding != nil)
  }

  @Test(
    "Tapping + and − steps the value and clamps it to the range",
    arguments: [
      (3, 1, true, 4), (3, 1, false, 2), (9, 5, true, 10), (1, 5, false, 0), (10, 5, false, 5),
    ] as [(Int, Int, Bool, Int)])
  func stepsAndClamps(start: Int, step: Int, increment: Bool, expected: Int) throws {
    let value = Box(start)
    let host = row(Stepper("Count", value: value.binding, in: 0...10, step: step))
    #expect(try #require(host.interaction(at: increment ? plus : minus)).tap())
    #expect(value.value == expected)
  }

  @Test("A tap on the stepper presses its +: it adds the step, not 1 (issue 35)", arguments: [1, 5, 10])
  func tapOnTheStepperAddsTheStep(step: Int) {
    let value = Box(0)
    let host = row(Stepper("Count", value: value.binding, in: 0...100, step: step).accessibilityIdentifier("s"))
    #expect(host.tap("s"))
    #expect(value.value == step)
  }

  @Test("Without a range, the value steps freely")
  func unbounded() throws {
    let value = Box(-3.5)
    let host = row(Stepper("Level", value: value.binding, step: 0.5))
    #expect(try #require(host.interaction(at: minus)).tap())
    #expect(value.value == -4)
  }

  @Test("An inverted range is reported and swapped, without trapping")
  func invertedRangeIsSwapped() throws {
    let value = Box(12)
    let host = row(Stepper("Count", value: value.binding, in: invertedRange(10, 1)))
    #expect(host.runtimeIssues == ["Stepper range 10...1 is inverted; using 1...10."])
    #expect(try #require(host.interaction(at: minus)).tap())
    #expect(value.value == 10)
  }

  @Test("A step of 0 is reported and the buttons leave the value alone")
  func zeroStep() throws {
    let value = Box(5)
    let host = row(Stepper("Count", value: value.binding, in: 0...10, step: 0))
    #expect(host.runtimeIssues == ["Stepper step is 0; its buttons do nothing."])
    #expect(try #require(host.interaction(at: plus)).tap())
    #expect(value.value == 5)
  }

  @Test("A negative step is reported and applied as given, clamped")
  func negativeStep() throws {
    let value = Box(5)
    let host = row(Stepper("Count", value: value.binding, in: 0...10, step: -2))
    #expect(host.runtimeIssues == ["Stepper step -2 is negative; \"+\" moves the value down."])
    #expect(try #require(host.interaction(at: plus)).tap())
    #expect(value.value == 3)
  }

  @Test(
    "The stepper's interaction sets the value, rounded for integers and clamped to the range",
    arguments: [(3.6, 4), (-7, 0), (42, 10)] as [(Double, Int)])
  func setValue(set: Double, expected: Int) throws {
    let value = Box(5)
    let host = row(Stepper("Count", value: value.binding, in: 0...10).accessibilityIdentifier("stepper"))
    let (binding, range) = try #require(host.result.interaction(of: "stepper")?.valueBinding)
    #expect(range == 0...10)
    #expect(binding.wrappedValue == 5)
    binding.wrappedValue = set
    #expect(value.value == expected)
  }

  @Test("A stepper of actions runs them: + and −, or a positive or negative value set on it")
  func actions() throws {
    let log = Box<[String]>([])
    let host = row(
      Stepper("Page", onIncrement: { log.value.append("+") }, onDecrement: { log.value.append("−") })
        .accessibilityIdentifier("stepper"))
    #expect(try #require(host.interaction(at: plus)).tap())
    #expect(try #require(host.interaction(at: minus)).tap())
    let (binding, range) = try #require(host.result.interaction(of: "stepper")?.valueBinding)
    #expect(range == -1...1)
    binding.wrappedValue = 1
    binding.wrappedValue = -1
    #expect(log.value == ["+", "−", "+", "−"])
  }

  @Test("A nil action dims its half")
  func nilActionDims() {
    let drawing = row(Stepper("Page", onIncrement: {}, onDecrement: nil)).drawing
    #expect(drawing.contains("symbol minus (311, 8, 17, 17) #3C3C434D"))
    #expect(drawing.contains("symbol plus (358, 8, 17, 17) #000000FF"))
  }

  @Test("Tapping a half brackets the change with onEditingChanged")
  func editingChanged() throws {
    let events = Box<[Bool]>([])
    let host = row(
      Stepper(value: .constant(1), in: 0...3, onEditingChanged: { events.value.append($0) }) { Text("N") })
    #expect(try #require(host.interaction(at: plus)).tap())
    #expect(events.value == [true, false])
  }

  @Test("A Date steps by its stride")
  func dateValue() throws {
    let start = Date(timeIntervalSince1970: 0)
    let date = Box(start)
    let host = row(Stepper("Alarm", value: date.binding, step: 3600).accessibilityIdentifier("stepper"))
    #expect(try #require(host.interaction(at: plus)).tap())
    #expect(date.value == start.addingTimeInterval(3600))
  }

  @Test("A disabled stepper dims both glyphs and takes no interaction")
  func disabled() {
    let host = row(Stepper("Count", value: .constant(3), in: 0...10).disabled(true).accessibilityIdentifier("s"))
    #expect(host.drawing.contains("symbol minus (311, 8, 17, 17) #3C3C434D"))
    #expect(host.drawing.contains("symbol plus (358, 8, 17, 17) #3C3C434D"))
    #expect(host.result.interaction(of: "s") == nil)
    #expect(host.interaction(at: plus) == nil)
  }
}
