import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// Sheets, full-screen covers and popovers on an iPhone (390 × 844, safe area 47 top and 34
/// bottom) and an iPad: where the card goes, what its views see as their window, how the
/// presentation ends.
///
/// The geometry relied on: a sheet at its large detent starts 10 points below the safe area's
/// top (UIKit's page sheet; Flutter's `CupertinoSheetRoute` measures 8 % of the screen's
/// height on iOS 18, 67.5 here); other detents are measured against the large one, above
/// the home indicator (UIKit's `UISheetPresentationController.Detent`); a form sheet is
/// 540 × 620 (UIKit's `.formSheet`).
@MainActor
@Suite("Presentation: sheets")
struct SheetTests {
  /// A screen presenting a sheet whose content is a colour tagged "content".
  private struct Screen<Sheet: View>: View {
    @State var isPresented: Bool
    let sheet: Sheet

    init(presented: Bool, @ViewBuilder sheet: () -> Sheet) {
      _isPresented = State(initialValue: presented)
      self.sheet = sheet()
    }

    var body: some View {
      Color.gray.accessibilityIdentifier("behind")
        .sheet(isPresented: $isPresented) { sheet }
    }
  }

  private func host<V: View>(_ view: V, device: Device = .iPhone) -> LayoutHost {
    LayoutHost(view, device: device)
  }

  @Test("A sheet whose binding is false is not laid out")
  func hiddenSheet() {
    let host = host(Screen(presented: false) { Color.blue.accessibilityIdentifier("content") })
    #expect(host.frame(of: "content") == nil)
    #expect(host.frame(of: "behind") == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("A large sheet's views fill the card 10 points below the status bar, above the home indicator")
  func largeSheetContentFrame() {
    let host = host(Screen(presented: true) { Color.blue.accessibilityIdentifier("content") })
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 57, width: 390, height: 753))
    #expect(host.frame(of: "behind") == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("A sheet's view that ignores the safe area reaches the card's edges, not the screen's top")
  func sheetIgnoringSafeArea() {
    let host = host(
      Screen(presented: true) { Color.blue.accessibilityIdentifier("content").ignoresSafeArea() })
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 57, width: 390, height: 787))
  }

  @Test(
    "A sheet rests at its detent's height above the home indicator",
    arguments: [
      (PresentationDetent.medium, 433.5),  // 753 / 2 + 34 tall
      (.height(200), 610),
      (.fraction(0.5), 433.5),
      (.large, 57),
    ] as [(PresentationDetent, CGFloat)])
  func detentHeight(detent: PresentationDetent, top: CGFloat) {
    let host = host(
      Screen(presented: true) {
        Color.blue.accessibilityIdentifier("content").presentationDetents([detent])
      })
    #expect(host.unroundedFrame(of: "content")?.minY == top)
    #expect(host.unroundedFrame(of: "content")?.maxY == 810)
  }

  @Test("With several detents and no selection, a sheet rests at the smallest")
  func smallestDetent() {
    let host = host(
      Screen(presented: true) {
        Color.blue.accessibilityIdentifier("content").presentationDetents([.large, .medium])
      })
    #expect(host.unroundedFrame(of: "content")?.minY == 433.5)
  }

  @Test("A bound detent selection decides where the sheet rests")
  func selectedDetent() {
    let host = host(
      Screen(presented: true) {
        Color.blue.accessibilityIdentifier("content")
          .presentationDetents([.medium, .large], selection: .constant(.large))
      })
    #expect(host.frame(of: "content")?.minY == 57)
  }

  @Test("A sheet with several detents shows a 36 × 5 drag indicator 5 points below its top")
  func dragIndicator() {
    let host = host(
      Screen(presented: true) { Color.blue.presentationDetents([.medium, .large]) })
    // The card's top, 433.5, is drawn on the pixel grid at 433.667.
    let indicator = CGRect(x: 177, y: CGFloat(1301) / 3 + 5, width: 36, height: 5)
    #expect(host.displayList().items.contains { Self.isClose(Self.fillBounds($0), indicator) })
  }

  @Test("A sheet with one detent shows no drag indicator unless asked")
  func noDragIndicator() {
    let plain = host(Screen(presented: true) { Color.blue.presentationDetents([.medium]) })
    let asked = host(
      Screen(presented: true) { Color.blue.presentationDetents([.medium]).presentationDragIndicator(.visible) })
    let indicator = CGRect(x: 177, y: CGFloat(1301) / 3 + 5, width: 36, height: 5)
    #expect(!plain.displayList().items.contains { Self.isClose(Self.fillBounds($0), indicator) })
    #expect(asked.displayList().items.contains { Self.isClose(Self.fillBounds($0), indicator) })
  }

  @Test("Behind a large sheet the content shrinks into a card over black; behind a medium one it is dimmed")
  func backdrop() {
    let large = host(Screen(presented: true) { Color.blue })
    let medium = host(Screen(presented: true) { Color.blue.presentationDetents([.medium]) })
    let window = CGRect(x: 0, y: 0, width: 390, height: 844)
    let black = Color.Resolved(red: 0, green: 0, blue: 0)
    #expect(large.displayList().items.first.map(Self.fillBounds) == window)
    #expect(large.displayList().items.first.map(Self.fillColor) == black)
    let scale = PresentationLayer.cardScale
    let card = CGAffineTransform(translationX: 195, y: 47).scaledBy(x: scale, y: scale).translatedBy(x: -195, y: 0)
    #expect(large.displayList().items.contains { if case .group(_, .transform(card)) = $0 { true } else { false } })
    #expect(medium.displayList().items.contains { Self.fillBounds($0) == window && Self.fillColor($0) == PresentationLayer.dimming })
  }

  @Test("A sheet's views read isPresented as true and dismiss it through the environment")
  func dismissFromEnvironment() {
    struct Content: View {
      @Environment(\.dismiss) private var dismiss
      @Environment(\.isPresented) private var isPresented
      var body: some View {
        Text(isPresented ? "presented" : "not presented")
          .accessibilityIdentifier("close")
          .interaction(.tap { dismiss() })
      }
    }
    let host = host(Screen(presented: true) { Content() })
    #expect(host.root?.allNodes.contains { $0.name == "Text \"presented\"" } == true)
    #expect(host.tap("close"))
    #expect(host.frame(of: "close") == nil)
  }

  @Test("onDismiss runs after the update in which the sheet went")
  func onDismiss() {
    final class Log { var dismissed = 0 }
    struct Presenter: View {
      let log: Log
      @State private var isPresented = true
      var body: some View {
        Color.gray.accessibilityIdentifier("behind")
          .sheet(isPresented: $isPresented, onDismiss: { log.dismissed += 1 }) { Color.blue }
      }
    }
    let log = Log()
    let host = host(Presenter(log: log))
    #expect(log.dismissed == 0)
    #expect(host.dismissPresentation())
    #expect(log.dismissed == 1)
  }

  @Test("A view behind a sheet takes no tap")
  func behindTakesNoTap() {
    struct Presenter: View {
      @State private var taps = 0
      var body: some View {
        Text("taps \(taps)").accessibilityIdentifier("behind").interaction(.tap { taps += 1 })
          .sheet(isPresented: .constant(true)) { Color.blue }
      }
    }
    let host = host(Presenter())
    #expect(!host.tap("behind"))
  }

  @Test("A sheet that disables interactive dismissal stays when swiped down")
  func interactiveDismissDisabled() {
    let host = host(Screen(presented: true) { Color.blue.accessibilityIdentifier("content").interactiveDismissDisabled() })
    #expect(!host.dismissPresentation())
    #expect(host.frame(of: "content") != nil)
    #expect(host.runtimeIssues.contains { $0.contains("interactive dismissal disabled") })
  }

  @Test("A sheet for an item shows while the item is set, and a swipe clears it")
  func itemSheet() {
    struct Item: Identifiable { let id: Int }
    struct Presenter: View {
      @State var item: Item? = Item(id: 7)
      var body: some View {
        Color.gray.sheet(item: $item) { item in Text("item \(item.id)").accessibilityIdentifier("content") }
      }
    }
    let host = host(Presenter())
    #expect(host.root?.allNodes.contains { $0.name == "Text \"item 7\"" } == true)
    host.dismissPresentation()
    #expect(host.frame(of: "content") == nil)
  }

  @Test("A full-screen cover's views fill the safe area; the cover fills the window")
  func fullScreenCover() {
    struct Presenter: View {
      var body: some View {
        Color.gray.fullScreenCover(isPresented: .constant(true)) { Color.blue.accessibilityIdentifier("content") }
      }
    }
    let host = host(Presenter())
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(host.root?.allNodes.contains { $0.name == "fullScreenCover" && $0.frame.height == 844 } == true)
  }

  @Test("On an iPad a sheet is a 540 × 620 form sheet in the middle of the safe area")
  func formSheet() {
    let host = host(Screen(presented: true) { Color.blue.accessibilityIdentifier("content") }, device: .iPad)
    #expect(host.frame(of: "content") == CGRect(x: 413, y: 204, width: 540, height: 620))
  }

  @Test("On an iPhone a popover is a sheet")
  func popoverIsSheet() {
    struct Presenter: View {
      var body: some View {
        Color.gray.popover(isPresented: .constant(true)) { Color.blue.accessibilityIdentifier("content") }
      }
    }
    let host = host(Presenter())
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 57, width: 390, height: 753))
  }

  @Test("A popover asking for a full-screen cover in a compact width covers the screen")
  func popoverAdaptsToCover() {
    struct Presenter: View {
      var body: some View {
        Color.gray.popover(isPresented: .constant(true)) {
          Color.blue.accessibilityIdentifier("content").presentationCompactAdaptation(.fullScreenCover)
        }
      }
    }
    let host = host(Presenter())
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("A sheet presented from a sheet lies over it")
  func nestedSheets() {
    struct Presenter: View {
      var body: some View {
        Color.gray.sheet(isPresented: .constant(true)) {
          Color.blue.accessibilityIdentifier("first")
            .sheet(isPresented: .constant(true)) {
              Color.green.accessibilityIdentifier("second").presentationDetents([.medium])
            }
        }
      }
    }
    let host = host(Presenter())
    #expect(host.frame(of: "first") == CGRect(x: 0, y: 57, width: 390, height: 753))
    #expect(host.unroundedFrame(of: "second")?.minY == 433.5)
  }

  @Test("Two presentations asked for at once show the first and report the other")
  func twoAtOnce() {
    struct Presenter: View {
      var body: some View {
        VStack {
          Color.gray.sheet(isPresented: .constant(true)) { Color.blue.accessibilityIdentifier("first") }
          Color.gray.sheet(isPresented: .constant(true)) { Color.green.accessibilityIdentifier("second") }
        }
      }
    }
    let host = host(Presenter())
    #expect(host.frame(of: "first") != nil)
    #expect(host.frame(of: "second") == nil)
    #expect(host.runtimeIssues.contains { $0.contains("sheet is not shown") })
  }

  @Test("State in a sheet lives while the sheet shows")
  func stateInSheet() {
    struct Counter: View {
      @State private var count = 0
      var body: some View {
        Text("count \(count)").accessibilityIdentifier("count").interaction(.tap { count += 1 })
      }
    }
    let host = host(Screen(presented: true) { Counter() })
    host.tap("count")
    host.tap("count")
    #expect(host.root?.allNodes.contains { $0.name == "Text \"count 2\"" } == true)
  }

  /// Whether two rectangles are the same to a thousandth of a point: pixel rounding leaves
  /// them a few ulps apart.
  static func isClose(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-3 }
  }

  static func fillBounds(_ item: DisplayList.Item) -> CGRect? {
    if case .fill(_, _, let bounds, _) = item { bounds } else { nil }
  }

  static func fillColor(_ item: DisplayList.Item) -> Color.Resolved? {
    if case .fill(_, .color(let color), _, _) = item { color } else { nil }
  }
}
