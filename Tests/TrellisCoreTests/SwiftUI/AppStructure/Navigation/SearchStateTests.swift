import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// `isSearching` and `dismissSearch` inside a `searchable` view.
@MainActor
@Suite("Navigation: search state")
struct SearchStateTests {
  struct Results: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
      VStack {
        Text(isSearching ? "searching" : "idle")
        Button("Done") { dismissSearch() }.accessibilityIdentifier("done")
      }
    }
  }

  struct Screen: View {
    @State var query = ""
    var body: some View {
      NavigationStack {
        Results().navigationTitle("Fruit").searchable(text: $query)
      }
    }
  }

  @Test("isSearching is false until someone types into the search field")
  func idleAtFirst() {
    let host = phoneHost(Screen())
    #expect(host.frame(named: "Text \"idle\"") != nil)
    #expect(host.frame(named: "Text \"searching\"") == nil)
  }

  @Test("Typing into the search field makes isSearching true inside the searchable view")
  func typingStartsSearch() {
    let host = phoneHost(Screen())
    #expect(host.enterText("kiwi", into: "SearchField"))
    #expect(host.frame(named: "Text \"searching\"") != nil)
  }

  @Test("dismissSearch clears the text and ends the search")
  func dismissEndsSearch() {
    let host = phoneHost(Screen())
    #expect(host.enterText("kiwi", into: "SearchField"))
    #expect(host.tap("done"))
    #expect(host.frame(named: "Text \"idle\"") != nil)
    #expect(host.frame(named: "Text \"Search\"", in: "SearchField") != nil)
  }

  @Test("isSearching follows the isPresented binding of iOS 17's searchable")
  func isPresentedDrivesSearching() {
    let host = phoneHost(
      NavigationStack { Results().searchable(text: .constant(""), isPresented: .constant(true)) })
    #expect(host.frame(named: "Text \"searching\"") != nil)
  }

  @Test("Outside a searchable view isSearching is false and dismissSearch does nothing")
  func outsideSearchable() {
    let host = phoneHost(Results())
    #expect(host.frame(named: "Text \"idle\"") != nil)
    #expect(host.tap("done"))
  }
}
