import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// ProgressView: a 20 × 20 spinner without a value (37 × 37 large), a full-width 4-point bar
/// with one (docs/iOSControls.md §6 ProgressView); values clamped with SwiftUI's message.
@MainActor
@Suite("Controls: ProgressView")
struct ProgressViewTests {
  private func canvas<V: View>(_ view: V) -> LayoutHost { LayoutHost(view, proposal: .unspecified) }

  @Test("An indeterminate progress view is a 20 × 20 spinner, whatever the width offered")
  func spinnerSize() {
    #expect(canvas(ProgressView()).result.size == CGSize(width: 20, height: 20))
    #expect(row(ProgressView().accessibilityIdentifier("p")).frame(of: "p") == rect(0, 0, 20, 20))
  }

  @Test(
    "The spinner's side follows the control size",
    arguments: [(ControlSize.mini, 14), (.small, 14), (.regular, 20), (.large, 37), (.extraLarge, 37)]
      as [(ControlSize, CGFloat)])
  func spinnerControlSize(controlSize: ControlSize, side: CGFloat) {
    #expect(canvas(ProgressView().controlSize(controlSize)).result.size == CGSize(width: side, height: side))
  }

  @Test("The spinner is eight ticks in the secondary colour, fading towards 12 o'clock's left")
  func spinnerTicks() {
    let drawing = canvas(ProgressView()).drawing
    let fills = drawing.split(separator: "\n").filter { $0.contains("fill") }
    #expect(fills.count == 8)
    #expect(fills.first?.contains("#3C3C4331") == true)
    #expect(fills.last?.contains("#3C3C4399") == true)
  }

  @Test("tint(_:) colours the spinner")
  func spinnerTint() {
    #expect(canvas(ProgressView().tint(.orange)).drawing.contains("fill #FF9500FF"))
  }

  @Test("A determinate progress view is a full-width bar 4 points tall")
  func barSize() {
    let host = row(ProgressView(value: 0.5).accessibilityIdentifier("p"))
    #expect(host.frame(of: "p") == rect(0, 0, 390, 4))
    #expect(host.drawing.contains("fill #78788033 (0, 0, 390, 4)"))
    #expect(host.drawing.contains("fill #007AFFFF (0, 0, 195, 4)"))
  }

  @Test(
    "The bar is filled to value / total",
    arguments: [(0.0, 1.0, 0), (3, 4, 292.5), (10, 10, 390)] as [(Double, Double, CGFloat)])
  func fillFraction(value: Double, total: Double, width: CGFloat) {
    let host = row(ProgressView(value: value, total: total))
    #expect(host.frames(named: "Capsule").last?.width == width)
  }

  @Test("The label sits above the bar, the current value label below in the caption font, 4 apart")
  func linearLabels() {
    let host = row(
      ProgressView(value: 0.5) {
        Text("Upload").accessibilityIdentifier("label")
      } currentValueLabel: {
        Text("50%").accessibilityIdentifier("current")
      })
    #expect(host.frame(of: "label") == rect(0, 0, 51, 21))
    #expect(host.frame(named: "ValueTrackLayout") == rect(0, 25, 390, 4))
    // Caption: 12-point characters 6 wide, a 12-point SF line 14.32 tall, 15 on the grid.
    #expect(host.frame(of: "current") == rect(0, 33, 18, 15))
    #expect(host.drawing.contains("text \"50%\" (0, 33, 18, 15) #3C3C4399"))
  }

  @Test("A circular progress view's label sits under the spinner, centred, in the secondary colour")
  func circularLabel() {
    let host = canvas(ProgressView { Text("Loading").accessibilityIdentifier("label") })
    // Stack spacing between the spinner and a line of body text (docs/LayoutRules.md §1.4).
    let spacing: CGFloat = 7.1005859375
    #expect(host.frame(named: "frame(width: 20") == rect(20, 0, 20, 20))
    #expect(host.result.unroundedFrame(of: "label") == rect(0, 20 + spacing, 60, 21))
    #expect(host.drawing.contains("text \"Loading\" (0, 27, 60, 21) #3C3C4399"))
  }

  @Test(
    "A value above the total or below 0 is clamped, with SwiftUI's message",
    arguments: [(2.0, 390), (-1.0, 0)] as [(Double, CGFloat)])
  func outOfBoundsIsClamped(value: Double, width: CGFloat) {
    let host = row(ProgressView(value: value))
    #expect(host.frames(named: "Capsule").last?.width == width)
    #expect(
      host.runtimeIssues == [
        "ProgressView initialized with an out-of-bounds progress value. The value will be clamped to the range of `0...total`."
      ])
  }

  @Test(
    "A NaN value, or a total that is not positive, shows no progress and is reported",
    arguments: [(Double.nan, 1.0), (0.5, 0), (0.5, -1), (0.5, .infinity)] as [(Double, Double)])
  func badInputShowsNoProgress(value: Double, total: Double) {
    let host = row(ProgressView(value: value, total: total))
    #expect(host.frames(named: "Capsule").last?.width == 0)
    #expect(host.runtimeIssues.count == 1)
  }

  @Test("A nil value makes a progress view indeterminate: the spinner")
  func nilValueIsIndeterminate() {
    #expect(canvas(ProgressView(value: nil as Double?)).result.size == CGSize(width: 20, height: 20))
  }

  @Test("The circular style is the spinner even with a value; the linear style is a bar even without")
  func explicitStyles() {
    #expect(canvas(ProgressView(value: 0.5).progressViewStyle(.circular)).result.size == CGSize(width: 20, height: 20))
    let bar = row(ProgressView().progressViewStyle(.linear))
    #expect(bar.result.size == CGSize(width: 390, height: 4))
    #expect(bar.frames(named: "Capsule").count == 1)
  }

  private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text(configuration.fractionCompleted.map { "\(Int($0 * 100)) %" } ?? "…")
    }
  }

  @Test("A custom style gets the fraction completed")
  func customStyle() {
    #expect(row(ProgressView(value: 3, total: 4).progressViewStyle(PercentStyle())).drawing.contains("\"75 %\""))
    #expect(row(ProgressView().progressViewStyle(PercentStyle())).drawing.contains("\"…\""))
  }

  private struct FramedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      ProgressView(configuration).padding(4)
    }
  }

  @Test("ProgressView(configuration) in a style draws with the next style out")
  func configurationUsesTheNextStyle() {
    let host = row(ProgressView(value: 0.5).progressViewStyle(FramedStyle()))
    #expect(host.result.size == CGSize(width: 390, height: 12))
    #expect(host.frame(named: "ValueTrackLayout") == rect(4, 4, 382, 4))
  }

  @Test("A Foundation Progress shows its fraction, or the spinner when indeterminate")
  func foundationProgress() {
    let progress = Progress(totalUnitCount: 4)
    progress.completedUnitCount = 1
    #expect(row(ProgressView(progress)).frames(named: "Capsule").last?.width == 97.5)
    #expect(canvas(ProgressView(Progress(totalUnitCount: -1))).result.size == CGSize(width: 20, height: 20))
  }

  @Test("A timer interval that has ended shows a full bar counting up and an empty one counting down")
  func timerInterval() {
    let past = Date(timeIntervalSinceNow: -100)...Date(timeIntervalSinceNow: -50)
    #expect(row(ProgressView(timerInterval: past, countsDown: false)).frames(named: "Capsule").last?.width == 390)
    let down = row(ProgressView(timerInterval: past))
    #expect(down.frames(named: "Capsule").last?.width == 0)
    #expect(down.drawing.contains("text \"0:00\""))
  }
}
