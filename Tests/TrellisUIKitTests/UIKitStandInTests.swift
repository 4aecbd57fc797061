import Foundation
import Testing
import Trellis

/// The UIKit objects SwiftUI code calls, which a host keeps instead of acting on.
@MainActor
@Suite("UIKit stand-ins")
struct UIKitStandInTests {
  @Test("A pasteboard written from many threads keeps one of the strings, whole")
  func pasteboardFromThreads() async {
    let board = UIPasteboard.general
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 { group.addTask { board.string = "copy \(index)" } }
    }
    #expect(board.string?.hasPrefix("copy ") == true)
    #expect(board.numberOfItems == 1)
    board.url = URL(string: "https://example.com")
    #expect(board.string == nil)
    #expect(board.hasURLs)
  }

  @Test("Feedback generators count what they play, from many threads at once")
  func feedbackFromThreads() async {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    let notification = UINotificationFeedbackGenerator()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          impact.impactOccurred()
          notification.notificationOccurred(.success)
        }
      }
    }
    #expect(impact.feedbackCount == 100)
    #expect(notification.playedTypes.count == 100)
    #expect(notification.playedTypes.allSatisfy { $0 == .success })
  }

  @Test("UIApplication records the URLs it is asked to open, in order")
  func openURL() async {
    let url = URL(string: "tel:123")!
    let before = UIApplication.shared.openedURLs.count
    let opened = await UIApplication.shared.open(url)
    #expect(opened)
    #expect(UIApplication.shared.openedURLs.count == before + 1)
    #expect(UIApplication.shared.openedURLs.last == url)
    #expect(UIApplication.shared.canOpenURL(url))
  }

  private struct MapView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  @Test(
    "A UIViewRepresentable is a placeholder of the size it is offered, with a runtime issue",
    arguments: [CGSize(width: 390, height: 844), CGSize(width: 200, height: 120)])
  func representablePlaceholder(size: CGSize) {
    let host = LayoutHost(MapView().accessibilityIdentifier("map"), size: size)
    #expect(host.frame(of: "map") == CGRect(origin: .zero, size: size))
    #expect(host.runtimeIssues.contains { $0.contains("'MapView' is drawn as a placeholder") })
  }
}
