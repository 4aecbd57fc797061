import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Bad input to navigation containers: reported, never a trap (docs/BadInput.md).
@MainActor
@Suite("Navigation: bad input")
struct NavigationBadInputTests {
  @Test("A value link in a stack whose path holds another type is reported and pushes nothing")
  func typedPathMismatch() {
    struct Numbers: View {
      @State var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          NavigationLink("Word", value: "word").accessibilityIdentifier("word")
            .navigationDestination(for: String.self) { Text($0) }
        }
      }
    }
    let host = phoneHost(Numbers())
    #expect(host.tap("word"))
    #expect(host.frame(of: "word") != nil)
    #expect(
      host.runtimeIssues.contains(
        "A NavigationLink is presenting a value of type “String” but the navigation stack's path holds values of "
          + "type “Int”. The link cannot be activated."))
  }

  @Test("NavigationPath.removeLast beyond its count empties the path and is reported")
  func removeTooMany() {
    var path = NavigationPath([1, 2])
    path.removeLast(5)
    #expect(path.isEmpty)
    path.append("x")
    #expect(path.count == 1)
  }

  @Test("A destination that presents itself without end stops after 256 screens, reported")
  func runawayPresentation() {
    struct Endless: View {
      let depth: Int
      var body: some View {
        Text("Screen \(depth)").navigationDestination(isPresented: .constant(true)) { Endless(depth: depth + 1) }
      }
    }
    let host = phoneHost(NavigationStack { Endless(depth: 0) })
    #expect(host.runtimeIssues.contains { $0.hasPrefix("NavigationStack: more than 256 screens") })
    #expect(host.frame(named: "Text \"Screen 255\"") != nil)
  }

  @Test("A column width that is NaN or infinite is reported and taken as 320")
  func badColumnWidth() throws {
    let host = phoneHost(
      NavigationSplitView {
        Text("Side").navigationSplitViewColumnWidth(.nan)
      } detail: {
        Text("Detail")
      },
      device: .iPad)
    let columns = try #require(host.result.root?.frames(named: "NavigationStack"))
    #expect(close(columns.first?.width, 320))
    #expect(host.runtimeIssues.contains("Invalid column width (nan); using 320.0."))
  }
}
