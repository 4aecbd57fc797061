import Testing
import Trellis

/// Buttons, labels and menus with real fonts, and the colours they put in a picture
/// (docs/iOSControls.md §4 and §6). A body line of real text is 20.333 tall at 3× and
/// "Continue" 68.667 wide.
@MainActor
@Suite("Controls: buttons with real fonts")
struct ButtonRenderTests {
  @Test("A bordered-prominent button is its text plus 24 wide and plus 13 tall")
  func prominentRealFrame() throws {
    let host = try realTextHost(Button("Continue") {}.buttonStyle(.borderedProminent).accessibilityIdentifier("b"))
    #expect(close(host["b"].width, 68 + 2 / 3 + 24))
    #expect(close(host["b"].height, 20 + 1 / 3 + 13))
  }

  @Test("A label's title starts 8 after its icon, with real fonts too")
  func labelSpacingRealFonts() throws {
    let host = try realTextHost(
      Label {
        Text("Hello SwiftUI").accessibilityIdentifier("title")
      } icon: {
        Image(systemName: "house").accessibilityIdentifier("icon")
      })
    #expect(close(host["title"].minX - host["icon"].maxX, 8))
  }

  /// The colour of the pixel at a point of a picture rendered at 2×.
  private func color(at point: CGPoint, of image: DecodedImage) -> [Int] {
    let pixel = image.rgba(x: Int(point.x * 2), y: Int(point.y * 2))
    return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
  }

  private func expectClose(_ actual: [Int], _ expected: [Int], _ what: String) {
    #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(what): \(actual), expected \(expected)")
  }

  @Test("On white, the fills are the tint, the measured gray, and the tint at 18 %")
  func fillColoursInPicture() throws {
    let renderer = ImageRenderer(
      content: VStack(spacing: 10) {
        Button("Continue") {}.buttonStyle(.borderedProminent).accessibilityIdentifier("0")
        Button("Continue") {}.buttonStyle(.bordered).accessibilityIdentifier("1")
        Button("Continue") {}.buttonStyle(.borderedProminent).disabled(true).accessibilityIdentifier("2")
        Button("Continue") {}.buttonStyle(.bordered).tint(.green).accessibilityIdentifier("3")
      }
      .padding(10)
      .background(Color.white))
    renderer.scale = 2
    renderer.environment.interfaceDesign = .iOS18  // SPZA's measurements are iOS 17/18's
    let host = try renderer.layout()
    let image = try #require(DecodedImage(png: try renderer.pngData()))
    // Sample each button 4 points in from its leading edge, on its middle line, clear of text.
    let samples = (0..<4).map { CGPoint(x: host["\($0)"].minX + 4, y: host["\($0)"].midY) }
    // SPZA measures (0,122,255), the bordered and disabled ground (233,233,234) on white.
    expectClose(color(at: samples[0], of: image), [0, 122, 255], "prominent")
    expectClose(color(at: samples[1], of: image), [233, 233, 234], "bordered")
    expectClose(color(at: samples[2], of: image), [233, 233, 234], "disabled")
    // Green (52,199,89) at 18 % over white.
    expectClose(color(at: samples[3], of: image), [218, 245, 225], "tinted")
  }

  @Test("A closed menu shows only its label; its items are drawn fully transparent")
  func closedMenuPicture() throws {
    let renderer = ImageRenderer(
      content: Menu("Actions") {
        Button("Copy") {}
        Button("A long item that would overflow") {}
      })
    let list = try renderer.displayList().description
    #expect(list.contains("opacity 0\n"))
    #expect(list.hasSuffix("#0088FFFF"))  // iOS 26's tint
    #expect(list.split(separator: "\n").last?.contains("\"Actions\"") == true)
  }
}

/// A screen written as an iOS app would write it, with `import SwiftUI` changed to
/// `import Trellis`: every button initialiser form and relative, as apps spell them.
private struct ProfileActions: View {
  @Environment(\.openURL) private var openURL
  let site = URL(string: "https://example.com")!

  var body: some View {
    VStack(spacing: 16) {
      Button {
        openURL(site)
      } label: {
        Label("Visit Website", systemImage: "globe")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)

      HStack {
        Button("Edit", systemImage: "pencil", action: {}).buttonStyle(.bordered)
        Button("Delete", systemImage: "trash", role: .destructive, action: {}).buttonStyle(.bordered)
        Button(role: .cancel, action: {}) { Text("Cancel") }
      }

      Menu {
        Button("Copy", systemImage: "doc", action: {})
        Button("Delete", role: .destructive) {}
      } label: {
        Label("More", systemImage: "ellipsis.circle")
      }

      ControlGroup {
        Button(action: {}) { Image(systemName: "minus") }
        Button(action: {}) { Image(systemName: "plus") }
      }

      Link("Terms of Service", destination: site)
      ShareLink(item: site, subject: Text("Profile"), message: Text("Have a look"))

      Button(action: {}, label: { Image(systemName: "heart").imageScale(.large) })
        .buttonStyle(.bordered)
        .buttonBorderShape(.circle)
        .tint(.pink)
    }
    .padding()
  }
}

@MainActor
@Suite("Controls: an app screen")
struct ProfileActionsRenderTests {
  @Test("An app's screen of buttons lays out and renders on an iPhone without runtime issues")
  func rendersWithoutIssues() throws {
    let renderer = ImageRenderer(content: ProfileActions())
    renderer.device = .iPhone
    let host = try renderer.layout()
    #expect(host.runtimeIssues.isEmpty, "\(host.runtimeIssues)")
    #expect(try !renderer.pngData().isEmpty)
  }
}
