import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// ContentUnavailableView: a flexible view centring the label, description and actions.
@MainActor
@Suite("Controls: content unavailable view")
struct ContentUnavailableViewTests {
  private func mail() -> some View {
    ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("Nothing here"))
      .accessibilityIdentifier("unavailable")
  }

  @Test("The view takes all the space it is offered")
  func fillsProposal() {
    let host = controlHost(mail())
    #expect(host.frame(of: "unavailable") == rect(0, 0, 390, 844))
  }

  @Test("The symbol sits above the title, the description below it, all centred")
  func column() throws {
    let host = controlHost(mail())
    let symbol = try #require(host.frame(named: "Image systemName: \"tray.fill\""))
    let title = try #require(host.frame(named: "Text \"No Mail\""))
    let description = try #require(host.frame(named: "Text \"Nothing here\""))
    // 48 + 8 + 27 + 4 + 20 = 107 tall, centred in 844: the symbol's top at 368.5.
    #expect(symbol == rect(171, 368.5, 48, 48))
    #expect(title == rect(156.5, 424.5, 77, 27))
    #expect(description == rect(147, 455.5, 96, 20))
  }

  @Test("The actions sit 16 below the description")
  func actionsBelow() throws {
    let host = controlHost(
      ContentUnavailableView {
        Label("No Mail", systemImage: "tray.fill")
      } description: {
        Text("Nothing here")
      } actions: {
        Button("Refresh") {}.accessibilityIdentifier("refresh")
      })
    let description = try #require(host.frame(named: "Text \"Nothing here\""))
    let refresh = try #require(host.frame(of: "refresh"))
    #expect(refresh.minY == description.maxY + 16)
    #expect(refresh.midX == 195)
  }

  @Test("search names no query outside a searchable view, and says to check the spelling")
  func searchWithoutQuery() {
    let host = controlHost(ContentUnavailableView.search)
    #expect(host.frame(named: "Text \"No Results\"") != nil)
    #expect(host.frame(named: "Image systemName: \"magnifyingglass\"") != nil)
    #expect(host.frame(named: "Text \"Check the spelling or try a new search.\"") != nil)
  }

  @Test("search(text:) names the query in curly quotes")
  func searchWithText() {
    let host = controlHost(ContentUnavailableView.search(text: "kiwi"))
    #expect(host.frame(named: "Text \"No Results for \u{201C}kiwi\u{201D}\"") != nil)
  }

  @Test("search reads the query of the searchable view around it")
  func searchReadsSearchable() {
    let host = phoneHost(NavigationStack { ContentUnavailableView.search.searchable(text: .constant("fig")) })
    #expect(host.frame(named: "Text \"No Results for \u{201C}fig\u{201D}\"") != nil)
  }
}
