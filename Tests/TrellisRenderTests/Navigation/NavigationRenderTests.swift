import Foundation
import Testing
import TrellisTesting

/// Navigation chrome drawn with real text (Pango, Inter with SF Pro's metrics) and as pictures:
/// whole iPhone screens with status bar and home indicator, light and dark
/// (docs/iOSControls.md §8).
@MainActor
@Suite("Navigation: rendered")
struct NavigationRenderTests {
  /// The iPhone preset drawn at 2× instead of 3×, to keep the reference pictures small.
  private let phoneAt2x = Device(
    name: "iphone-portrait-2x", size: Device.iPhone.size, displayScale: 2, safeAreaInsets: Device.iPhone.safeAreaInsets,
    horizontalSizeClass: .compact, verticalSizeClass: .regular)

  /// The iPad preset (1366 × 1024, landscape) drawn at 1× instead of 2×, for the same reason.
  private let padAt1x = Device(
    name: "ipad-landscape-1x", size: Device.iPad.size, displayScale: 1, safeAreaInsets: Device.iPad.safeAreaInsets,
    horizontalSizeClass: .regular, verticalSizeClass: .regular)

  /// PNGs compared pixel by pixel with TrellisTesting's tolerant diffing; the references are in
  /// `__Snapshots__/NavigationRenderTests`, named after the test and the picture.
  private let picture = Snapshotting<Data, Data>(pathExtension: "png", diffing: .png())

  private func screenshot<V: View>(_ view: V, scheme: ColorScheme, on device: Device? = nil) throws -> Data {
    let renderer = ImageRenderer(content: view.preferredColorScheme(scheme))
    renderer.environment.interfaceDesign = .iOS18
    renderer.device = device ?? phoneAt2x
    renderer.chrome = .statusBarAndHomeIndicator
    let png = try renderer.pngData()
    #expect(renderer.runtimeIssues.isEmpty, "\(renderer.runtimeIssues)")
    return png
  }

  @Test(
    "A navigation stack with a large title, a search field and a toolbar button over a column of rows",
    arguments: [ColorScheme.light, .dark])
  func mailboxes(scheme: ColorScheme) throws {
    assertSnapshot(
      of: try screenshot(MailboxesScreen(), scheme: scheme), as: picture, named: "navigation-mailboxes-\(scheme)")
  }

  @Test("A tabbed app: a large title in the first tab, a badge on the second", arguments: [ColorScheme.light, .dark])
  func tabbedApp(scheme: ColorScheme) throws {
    assertSnapshot(
      of: try screenshot(TabbedApp(), scheme: scheme), as: picture, named: "navigation-tabbed-app-\(scheme)")
  }

  @Test(
    "A split view on an iPad in landscape: a sidebar of rows beside the detail, each under its own bar",
    arguments: [ColorScheme.light, .dark])
  func splitView(scheme: ColorScheme) throws {
    assertSnapshot(
      of: try screenshot(FoldersSplitView(), scheme: scheme, on: padAt1x), as: picture,
      named: "navigation-split-view-\(scheme)")
  }

  @Test("A pushed screen: the back button, an inline title and a bottom toolbar")
  func pushedScreen() throws {
    let view = NavigationStack(path: .constant(["iCloud"])) {
      Text("Mailboxes").navigationTitle("Mailboxes")
        .navigationDestination(for: String.self) { name in
          Text("Messages in \(name)")
            .navigationTitle(name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
              ToolbarItemGroup(placement: .bottomBar) {
                Image(systemName: "pencil")
                Spacer()
                Text("Updated Just Now").font(.caption)
                Spacer()
                Image(systemName: "square.and.pencil")
              }
            }
        }
    }
    assertSnapshot(of: try screenshot(view, scheme: .light), as: picture, named: "navigation-pushed-light")
  }

  // MARK: Frames with real text

  @Test("The large title with real text: x = 16, its text box ending 8 above the bar (at 143)")
  func largeTitleFrame() throws {
    let host = LayoutHost(MailboxesScreen(), device: .iPhone.design(.iOS18))
    let title = try #require(frame(ofText: "Mailboxes", in: host))
    #expect(abs(title.minX - 16) < 0.01)
    #expect(abs(title.maxY - (47 + 96 - 8)) < 0.01)
    // A 34-pt line: about 41 tall.
    #expect(title.height > 39 && title.height < 43)
  }

  @Test("The search field with real text: 36 tall, 16 from the sides, 8 under the large title band")
  func searchFieldFrame() throws {
    let host = LayoutHost(MailboxesScreen(), device: .iPhone.design(.iOS18))
    #expect(host.frame(of: "SearchField") == CGRect(x: 16, y: 151, width: 358, height: 36))
  }

  @Test("After a tap on a row, the back button's title starts at x ≈ 31.7 and the inline title is centred")
  func pushedFrames() throws {
    let host = LayoutHost(MailboxesScreen(), device: .iPhone.design(.iOS18))
    #expect(host.tap("iCloud"))
    let back = try #require(frame(ofText: "Mailboxes", in: host))
    #expect(abs(back.minX - 31.7) < 0.01)
    let title = try #require(frame(ofText: "iCloud", in: host))
    #expect(abs(title.midX - 195) < 0.5)
    #expect(abs(title.midY - (47 + 22)) < 0.5)
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("The tab bar with real text: 83 tall from y = 761; titles low in the 49-pt band")
  func tabBarFrames() throws {
    let host = LayoutHost(TabbedApp(), device: .iPhone.design(.iOS18))
    let item = try #require(host.unroundedFrame(of: "Messages"))
    #expect(abs(item.minY - 761) < 0.01)
    #expect(abs(item.height - 49) < 0.01)
    let title = try #require(frame(ofText: "Messages", in: host))
    #expect(abs(title.midX - item.midX) < 0.5)
    // A 10-pt line whose baseline lies near 45 below the bar's top (ASNAP: 44.7–45).
    #expect(title.maxY > 761 + 44 && title.maxY < 761 + 49)
  }

  // MARK: Pixels

  @Test("Pixels: the back chevron and the selected tab in the tint, the badge red, unselected tabs gray")
  func pixels() throws {
    let renderer = ImageRenderer(content: TabbedApp())
    renderer.environment.interfaceDesign = .iOS18
    renderer.device = .iPhone
    let image = try #require(DecodedImage(png: try renderer.pngData()))
    func colour(_ x: CGFloat, _ y: CGFloat) -> (Int, Int, Int) {
      let pixel = image.rgba(x: Int(x * 3), y: Int(y * 3))
      return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }
    let host = LayoutHost(TabbedApp(), device: .iPhone.design(.iOS18))
    let badge = try #require(frame(ofNode: "Capsule", in: host))
    let red = colour(badge.midX, badge.minY + 2)
    #expect(red.0 > 240 && red.1 < 80 && red.2 < 80, "\(red)")
    let selected = try #require(frame(ofText: "Today", in: host, inBar: true))
    #expect(
      (0..<Int(selected.width)).contains { dx in
        let c = colour(selected.minX + CGFloat(dx), selected.midY)
        return c.0 < 40 && abs(c.1 - 122) < 30 && c.2 > 220
      })
  }

  /// The frame of the last text node drawing `string` (the bar's, when `inBar`, is the last).
  private func frame(ofText string: String, in host: LayoutHost, inBar: Bool = false) -> CGRect? {
    host.root?.allNodes.last { $0.name.hasPrefix("Text \"\(string)\"") }?.layoutFrame
  }

  private func frame(ofNode prefix: String, in host: LayoutHost) -> CGRect? {
    host.root?.allNodes.first { $0.name.hasPrefix(prefix) }?.layoutFrame
  }
}
