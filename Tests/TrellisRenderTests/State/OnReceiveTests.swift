import Testing
import Trellis

/// `onReceive` subscribes while the view is in the tree, runs its action on each value, and
/// cancels when the view leaves.
@MainActor
@Suite("State: onReceive")
struct OnReceiveTests {
  private struct Ticker<P: Publisher>: View where P.Output == Int, P.Failure == Never {
    let publisher: P
    @State var total = 0
    var body: some View {
      Text("total \(total)").onReceive(publisher) { total += $0 }
    }
  }

  private func texts(_ host: LayoutHost) -> [String] {
    host.root?.allNodes.map(\.name).filter { $0.hasPrefix("Text") } ?? []
  }

  @Test("Each value a subject sends runs the action, and the view shows what it changed")
  func subjectValues() throws {
    let subject = PassthroughSubject<Int, Never>()
    let host = try realTextHost(Ticker(publisher: subject))
    #expect(texts(host) == ["Text \"total 0\""])
    subject.send(2)
    subject.send(5)
    #expect(texts(host) == ["Text \"total 7\""])
  }

  private struct Greeting: View {
    @State var name = "nobody"
    var body: some View {
      Text("hello \(name)").onReceive(Just("Ada")) { name = $0 }
    }
  }

  @Test("A publisher that sends on subscription, such as Just, runs the action after the first update")
  func justRunsOnce() throws {
    let host = try realTextHost(Greeting())
    #expect(texts(host) == ["Text \"hello Ada\""])
    #expect(host.runtimeIssues.isEmpty)
  }

  private struct Toggling: View {
    let publisher: AnyPublisher<Int, Never>
    @State var shows = true
    var body: some View {
      VStack {
        if shows { Ticker(publisher: publisher) }
        Text("hide").accessibilityIdentifier("hide").onTapGesture { shows = false }
      }
    }
  }

  @Test("The subscription is cancelled when the view leaves the tree")
  func cancelledWhenGone() throws {
    let subject = PassthroughSubject<Int, Never>()
    var cancelled = 0
    let publisher = subject.handleEvents(receiveCancel: { cancelled += 1 }).eraseToAnyPublisher()
    let host = try realTextHost(Toggling(publisher: publisher))
    subject.send(1)
    #expect(texts(host).first == "Text \"total 1\"")
    #expect(cancelled == 0)
    host.tap("hide")
    _ = host.root
    #expect(cancelled == 1)
  }
}

