import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Link and the openURL action.
@MainActor
@Suite("Controls: link")
struct LinkTests {
  private let terms = URL(string: "https://www.example.com/TOS.html")!

  /// Collects the URLs an `OpenURLAction` is asked to open.
  final class OpenedURLs {
    var urls: [URL] = []
    var action: OpenURLAction {
      OpenURLAction { url in
        self.urls.append(url)
        return .handled
      }
    }
  }

  @Test("A link is drawn as a borderless button: tinted text")
  func drawnTinted() {
    let host = controlHost(Link("Terms", destination: terms).accessibilityIdentifier("link"))
    #expect(host.frame(of: "link") == rect(174, 412, 43, 21))
    #expect(host.drawnLines == ["text \"Terms\" (174, 412, 43, 21) #007AFFFF"])
  }

  @Test("A tint set on the link's text wins over the link's: the label is drawn in the tint where it is")
  func tintInsideLabel() {
    let host = controlHost(Link(destination: terms) { Text("Terms").tint(.red) })
    #expect(host.drawnLines == ["text \"Terms\" (174, 412, 43, 21) #FF3B30FF"])
  }

  @Test("Tapping a link asks the environment's openURL to open its destination")
  func tapOpensURL() {
    let opened = OpenedURLs()
    let host = controlHost(
      Link(destination: terms) { Text("Terms") }.accessibilityIdentifier("link").environment(\.openURL, opened.action))
    #expect(host.tap(identifier: "link"))
    #expect(opened.urls == [terms])
  }

  @Test("A disabled link opens nothing")
  func disabledLink() {
    let opened = OpenedURLs()
    let host = controlHost(
      Link("Terms", destination: terms).disabled(true).accessibilityIdentifier("link")
        .environment(\.openURL, opened.action))
    #expect(!host.tap(identifier: "link"))
    #expect(opened.urls.isEmpty)
  }

  @Test("A link follows the button style")
  func followsButtonStyle() {
    let host = controlHost(Link("Terms", destination: terms).buttonStyle(.borderedProminent))
    #expect(host.drawnLines.first?.hasPrefix("fill #007AFFFF") == true)
  }

  @Test(
    "openURL's completion reports whether the handler opened the URL",
    arguments: [
      (OpenURLAction.Result.handled, true), (.discarded, false), (.systemAction, false),
      (.systemAction(URL(string: "https://example.com")!), false),
    ])
  func completion(result: OpenURLAction.Result, accepted: Bool) {
    var reported: Bool?
    OpenURLAction { _ in result }(terms) { reported = $0 }
    #expect(reported == accepted)
  }

  @Test("The default openURL opens nothing: it leaves the URL to a system Trellis lacks")
  func defaultOpensNothing() {
    var reported: Bool?
    EnvironmentValues().openURL(terms) { reported = $0 }
    #expect(reported == false)
  }
}
