import Testing

@testable import TrellisCore

/// `withAnimation(_:completionCriteria:_:completion:)` (iOS 17) and `Animation.spring()`, as real
/// screens call them (a public traffic-light demo app loops an animation through its completion).
@MainActor
@Suite("Animation: completions and springs")
struct AnimationCompletionTests {
  final class Log { var entries: [String] = [] }

  @Test("The completion runs after withAnimation returns, not inside it")
  func completionRunsAfterTheCall() async {
    let log = Log()
    let value = withAnimation(.easeIn(duration: 1)) {
      log.entries.append("body")
      return 7
    } completion: {
      log.entries.append("completion")
    }
    log.entries.append("returned \(value)")
    #expect(log.entries == ["body", "returned 7"])
    for _ in 0..<10 where log.entries.count < 3 { await Task.yield() }
    #expect(log.entries == ["body", "returned 7", "completion"])
  }

  @Test("`.spring()` is the spring of response 0.5 that Apple documents, not the duration spring")
  func springWithNoArgumentsIsTheResponseSpring() {
    #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
  }
}
