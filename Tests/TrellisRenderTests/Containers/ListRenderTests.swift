import Foundation
import Testing
import Trellis
import TrellisTesting

/// Lists, forms and grids with real text (Pango, Inter with SF Pro metrics) on an iPhone
/// (390 × 844 at 3×, safe area 47 / 34), and the colours they put in a picture
/// (docs/iOSControls.md §7, §3.2): app screens as apps write them, compiling unchanged against
/// SwiftUI.
@MainActor
@Suite("Containers: lists, forms and grids rendered")
struct ListRenderTests {
  // MARK: Screens

  /// A settings screen in a form.
  private struct SettingsScreen: View {
    @State private var airplane = false
    @State private var wifi = true
    @State private var volume = 5
    @State private var appearance = "Automatic"
    @State private var name = "Ada’s iPhone"

    var body: some View {
      Form {
        Section("Connectivity") {
          Toggle("Airplane Mode", isOn: $airplane).accessibilityIdentifier("airplane")
          Toggle(isOn: $wifi) {
            Label("Wi-Fi", systemImage: "wifi")
          }
          LabeledContent("Bluetooth", value: "On").accessibilityIdentifier("bluetooth")
        }
        Section("Device") {
          TextField("Name", text: $name)
          Picker("Appearance", selection: $appearance) {
            ForEach(["Automatic", "Light", "Dark"], id: \.self) { Text($0) }
          }
        }
        Section {
          Stepper("Volume: \(volume)", value: $volume, in: 0...10)
          LabeledContent("Version", value: "17.2")
        } header: {
          Text("General").accessibilityIdentifier("header")
        } footer: {
          Text("Changes apply to every device signed in to your account.").accessibilityIdentifier("footer")
        }
        Section {
          Button("Sign Out", role: .destructive) {}
        }
      }
    }
  }

  /// A mail-style inbox: three lines a row, in a plain list.
  private struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    let preview: String
    let date: String
  }

  private struct InboxScreen: View {
    let messages = [
      Message(
        id: 1, sender: "Ada Lovelace", subject: "Notes on the engine",
        preview: "I have been thinking about the analytical engine and its loops.", date: "9:41"),
      Message(
        id: 2, sender: "Charles Babbage", subject: "Re: Notes on the engine",
        preview: "The difference engine is ready for a demonstration on Tuesday.", date: "Yesterday"),
      Message(
        id: 3, sender: "Grace Hopper", subject: "Compilers", preview: "Found a moth in the relay.",
        date: "Monday"),
    ]

    var body: some View {
      List(messages) { message in
        VStack(alignment: .leading, spacing: 2) {
          HStack {
            Text(message.sender).font(.headline)
            Spacer()
            Text(message.date).font(.subheadline).foregroundStyle(.secondary)
          }
          Text(message.subject).font(.subheadline)
          Text(message.preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
        }
        .accessibilityIdentifier("message\(message.id)")
      }
      .listStyle(.plain)
    }
  }

  /// A photo grid: three square columns of colours, a point apart.
  private struct PhotoGrid: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

    var body: some View {
      ScrollView {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 1), count: 3), spacing: 1) {
          ForEach(0..<30, id: \.self) { index in
            colors[index % colors.count].aspectRatio(1, contentMode: .fit).accessibilityIdentifier("photo\(index)")
          }
        }
      }
    }
  }

  // MARK: Helpers

  private func phone<V: View>(_ view: V) throws -> LayoutHost {
    var environment = EnvironmentValues()
    environment.textMeasurer = try PangoTextMeasurer()
    return LayoutHost(view, device: .iPhone.design(.iOS18), environment: environment)
  }

  private func picture<V: View>(_ view: V) throws -> DecodedImage {
    let renderer = ImageRenderer(content: view)
    renderer.environment.interfaceDesign = .iOS18
    renderer.device = .iPhone
    return try #require(DecodedImage(png: try renderer.pngData()))
  }

  /// The colour at a point of a picture rendered at 3×.
  private func color(at x: CGFloat, _ y: CGFloat, of image: DecodedImage) -> [Int] {
    let pixel = image.rgba(x: Int(x * 3), y: Int(y * 3))
    return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
  }

  private func expectColor(_ image: DecodedImage, _ x: CGFloat, _ y: CGFloat, _ expected: [Int], _ what: String) {
    let actual = color(at: x, y, of: image)
    #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 2 }, "\(what): \(actual), expected \(expected)")
  }

  /// The row frames of the first list.
  private func rows(_ host: LayoutHost) -> [CGRect] {
    host.root?.allNodes.filter { $0.name == "ListRow" && $0.layoutFrame.height > 0 }.map(\.layoutFrame) ?? []
  }

  // MARK: Frames

  @Test("A settings form on an iPhone: cards at 20, rows of 44, labels at 40, controls ending at 350")
  func settingsFrames() throws {
    let host = try phone(SettingsScreen())
    #expect(host.runtimeIssues.isEmpty)
    let rows = rows(host)
    #expect(rows.count == 8)
    #expect(rows.allSatisfy { $0.minX == 20 && $0.width == 350 && $0.height == 44 })
    #expect(host["airplane"].minX == 40)
    #expect(close(host["bluetooth"].maxX, 350))
  }

  @Test("Real footnote headers: 16 below the safe area, their line 5.67 above the card (37.33 in all)")
  func settingsHeaderRhythm() throws {
    let host = try phone(SettingsScreen())
    let rows = rows(host)
    let header = host["header"]
    #expect(close(header.minX, 40))
    #expect(abs(header.height - 15.667) < 0.34)
    #expect(close(rows[5].minY - header.maxY, 17.0 / 3))
    // The first section's header: the first card 37.33 below the safe area's top, give or take
    // the real footnote line's height.
    #expect(abs(rows[0].minY - 47 - 37.333) < 0.34)
    // A footer's text about 6.5 below its card: 6.33 on the pixel grid; two lines of it.
    #expect(close(host["footer"].minY - rows[6].maxY, 19.0 / 3))
    #expect(host["footer"].height > 30)
  }

  /// Issue 33's real renders (iOS 17/18): a two-line row is 60.67 tall, about 12 above and
  /// below its text, while a 31-pt switch and a 34-pt date picker pill sit in 44-pt rows; the
  /// baselines of one line of body text in a 44-pt row set both (`TextRowRhythm`).
  @Test("A two-line row keeps its first baseline 28.04 below its top and its last 15.96 above its bottom")
  func twoLineRowRhythm() throws {
    let host = try phone(
      List {
        VStack(alignment: .leading) {
          Text("Living Room")
          Text("3 lights on")
        }
        .accessibilityIdentifier("texts")
        Text("One line")
      })
    let rows = rows(host)
    #expect(rows.count == 2)
    // Two body texts, one under the other: 40.67 of text, whose first baseline is 16.19 below
    // its top and last 4.10 above its bottom; 11.86 above and below it make 64.33 (on the 3×
    // grid), where equal 5-pt insets made 50.67.
    let texts = host["texts"]
    #expect(abs(texts.height - 40.667) < 0.34)
    #expect(abs(texts.minY - rows[0].minY - 11.857) < 0.34)
    #expect(abs(rows[0].height - 64.333) < 0.34)
    #expect(close(rows[1].height, 44))
  }

  @Test("Rows of a switch or a stepper keep 44: their label's baseline sits where one line's does")
  func controlRowsKeepTheMinimum() throws {
    let host = try phone(
      List {
        Toggle("Wi-Fi", isOn: .constant(true))
        Stepper("Copies", value: .constant(1))
      })
    let heights = rows(host).map(\.height)
    #expect(heights.count == 2)
    #expect(heights.allSatisfy { close($0, 44) })
  }

  @Test("listRowInsets(_:) sets the vertical insets: no baseline rhythm")
  func explicitInsetsOverrideTheRhythm() throws {
    let host = try phone(
      List {
        VStack(alignment: .leading) {
          Text("Living Room").font(.headline)
          Text("3 lights on").font(.subheadline)
        }
        .listRowInsets(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
        .accessibilityIdentifier("texts")
      })
    #expect(abs(rows(host)[0].height - (host["texts"].height + 20)) < 0.34)
  }

  @Test("A mail-style plain list: three lines a row, rows taller than 44, separators from x = 20 to the edge")
  func inboxFrames() throws {
    let host = try phone(InboxScreen())
    #expect(host.runtimeIssues.isEmpty)
    let rows = rows(host)
    #expect(rows.count == 3)
    #expect(rows.allSatisfy { $0.minX == 0 && $0.width == 390 && $0.height > 44 })
    #expect(host["message1"].minX == 20)
    #expect(close(host["message1"].maxX, 370))
    let separators = host.root?.allNodes.filter { $0.name == "ListSeparator" }.map(\.layoutFrame) ?? []
    #expect(separators.count == 2)
    #expect(separators.allSatisfy { $0.minX == 20 && $0.maxX == 390 })
  }

  @Test("A photo grid: three square columns of 129.33 a point apart, across the iPhone")
  func photoGridFrames() throws {
    let host = try phone(PhotoGrid())
    let side: CGFloat = 388.0 / 3
    #expect(abs(host["photo0"].width - side) < 1e-6)
    #expect(abs(host["photo0"].height - side) < 1e-6)
    #expect(abs(host["photo1"].minX - side - 1) < 1e-6)
    #expect(abs(host["photo3"].minY - host["photo0"].maxY - 1) < 1e-6)
    #expect(host["photo0"].minY == 47)
  }

  // MARK: Pixels

  @Test("Light: the grouped page under the status bar, white cards with rounded corners, hairlines of 198,198,200")
  func settingsPixelsLight() throws {
    let host = try phone(SettingsScreen())
    let rows = rows(host)
    let image = try picture(SettingsScreen())
    expectColor(image, 5, 5, [242, 242, 247], "status bar area")
    expectColor(image, 200, 840, [242, 242, 247], "home indicator area")
    expectColor(image, 60, rows[0].midY, [255, 255, 255], "card")
    expectColor(image, 10, rows[0].midY, [242, 242, 247], "page beside the card")
    // The card's top-left corner is rounded: its very corner shows the page.
    expectColor(image, 20.4, rows[0].minY + 0.4, [242, 242, 247], "rounded corner")
    expectColor(image, 24, rows[0].minY + 4, [255, 255, 255], "inside the corner")
    // A middle row's corner is square.
    expectColor(image, 20.4, rows[1].minY + 0.4, [255, 255, 255], "square corner")
    // The separator: one pixel of (60,60,67) at 29 % over white, from the text to the card's edge.
    expectColor(image, 200, rows[0].maxY - 0.2, [198, 198, 200], "separator")
    expectColor(image, 369, rows[0].maxY - 0.2, [198, 198, 200], "separator at the card's edge")
    expectColor(image, 30, rows[0].maxY - 0.2, [255, 255, 255], "no separator before the text")
  }

  @Test("Dark: a black page and cards of 28,28,30")
  func settingsPixelsDark() throws {
    let host = try phone(SettingsScreen())
    let rows = rows(host)
    let image = try picture(SettingsScreen().preferredColorSchemeForTest())
    expectColor(image, 5, 5, [0, 0, 0], "page")
    expectColor(image, 200, rows[1].midY, [28, 28, 30], "card")
  }

  @Test("The photo grid draws its colours in their cells, the page white between them")
  func photoGridPixels() throws {
    let image = try picture(PhotoGrid())
    let side: CGFloat = 388.0 / 3
    expectColor(image, side / 2, 47 + side / 2, [255, 59, 48], "red")
    expectColor(image, side * 1.5 + 1, 47 + side / 2, [255, 149, 0], "orange")
    expectColor(image, side / 2, 47 + side * 1.5 + 1, [52, 199, 89], "green")
  }

  // MARK: Snapshots

  /// The screens pinned by snapshots, light and dark.
  enum Screen: String, CaseIterable {
    case settings
    case inbox
  }

  @Test(
    "Snapshots: a settings form and a mail-style list on an iPhone, light and dark (PNG and display list)",
    arguments: Screen.allCases, [ColorScheme.light, .dark])
  func snapshots(screen: Screen, scheme: ColorScheme) {
    let content: AnyView =
      switch screen {
      case .settings: AnyView(SettingsScreen())
      case .inbox: AnyView(InboxScreen())
      }
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.interfaceDesign = .iOS18
    let name = "\(screen.rawValue)-\(scheme == .dark ? "dark" : "light")"
    assertSnapshot(of: content, as: .png(device: .iPhone.design(.iOS18), environment: environment), named: name, testName: "list")
    assertSnapshot(
      of: content, as: .displayList(device: .iPhone.design(.iOS18), environment: environment), named: name, testName: "list")
  }

  @Test("The screens render as iPhone pictures: 1170 × 2532 pixels")
  func screensRender() throws {
    for image in [try picture(SettingsScreen()), try picture(InboxScreen()), try picture(PhotoGrid())] {
      #expect(image.width == 1170)
      #expect(image.height == 2532)
    }
  }
}

extension View {
  /// The dark colour scheme, as the environment sets it.
  fileprivate func preferredColorSchemeForTest() -> some View {
    environment(\.colorScheme, .dark)
  }
}
