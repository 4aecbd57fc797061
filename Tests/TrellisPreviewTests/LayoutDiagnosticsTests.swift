import Foundation
import Testing
import Trellis

/// `LayoutHost.diagnostics`: the likely layout mistakes the preview tools report beside each picture.
@MainActor
@Suite struct LayoutDiagnosticsTests {
  private func kinds(_ host: LayoutHost) -> [LayoutDiagnostic.Kind] {
    host.diagnostics.map(\.kind)
  }

  @Test func aCleanLayoutHasNoDiagnostics() {
    let host = LayoutHost(Color.red.frame(width: 50, height: 50), size: CGSize(width: 100, height: 100))
    #expect(host.diagnostics.isEmpty)
  }

  /// A hairline well inside the window is on screen: the diagnostic's half-point slack must not
  /// make a view thinner than a point null (issue 33: list separators were reported).
  @Test(arguments: [1.0 / 3, 0.5, 1] as [CGFloat])
  func aHairlineInsideTheWindowIsNotOffScreen(thickness: CGFloat) {
    let host = LayoutHost(
      VStack(spacing: 0) {
        Color.clear.frame(height: 40)
        Color.gray.frame(width: 200, height: thickness)
        Color.clear.frame(height: 40)
      },
      size: CGSize(width: 390, height: 844))
    #expect(!kinds(host).contains(.offScreen))
  }

  @Test func aViewBeyondTheWindowIsOffScreen() {
    let host = LayoutHost(
      Color.red.frame(width: 50, height: 0.5).offset(y: 900), size: CGSize(width: 390, height: 844))
    #expect(kinds(host).contains(.offScreen))
  }

  @Test func textCutToOneLineIsTruncated() throws {
    let host = LayoutHost(
      Text("A title far too long for its frame").lineLimit(1).frame(width: 60).accessibilityIdentifier("title"),
      size: CGSize(width: 390, height: 844))
    let diagnostic = try #require(host.diagnostics.first { $0.kind == .truncatedText })
    #expect(diagnostic.accessibilityIdentifier == "title")
    #expect(diagnostic.path.contains("Text"))
  }

  @Test func stackChildrenOnTopOfEachOtherOverlap() throws {
    let host = LayoutHost(
      HStack(spacing: -10) {
        Color.red.frame(width: 50, height: 50)
        Color.blue.frame(width: 50, height: 50)
      }, size: CGSize(width: 200, height: 100))
    let diagnostic = try #require(host.diagnostics.first { $0.kind == .overlappingSiblings })
    #expect(diagnostic.message.hasSuffix("by 10 × 50."))
  }

  @Test func nothingDrawnIsABlankRender() {
    let host = LayoutHost(Color.clear, size: CGSize(width: 100, height: 100))
    #expect(kinds(host) == [.blankRender])
  }
}
