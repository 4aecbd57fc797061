import Foundation
import Testing
import Trellis

/// Text fields, pickers, date and colour pickers with real text (Pango, Inter with SF Pro
/// metrics) and as pictures: a login screen and a settings screen as apps write them, and the
/// colours docs/iOSControls.md §3, §5 and §6 give. A body line of real text is 20.333 tall at 3×.
@MainActor
@Suite("Controls: text entry and pickers rendered")
struct TextControlRenderTests {
  /// A login screen as an app writes it: it compiles unchanged against SwiftUI.
  private struct LoginScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var didSignIn = false

    var body: some View {
      VStack(spacing: 12) {
        TextField("Email", text: $email)
          .textFieldStyle(.roundedBorder)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .submitLabel(.next)
          .accessibilityIdentifier("email")
        SecureField("Password", text: $password)
          .textFieldStyle(.roundedBorder)
          .submitLabel(.go)
          .accessibilityIdentifier("password")
        Button("Sign In") { didSignIn = true }
          .buttonStyle(.borderedProminent)
          .disabled(email.isEmpty || password.isEmpty)
          .accessibilityIdentifier("signIn")
        if didSignIn {
          Text("Welcome, \(email)").accessibilityIdentifier("welcome")
        }
      }
      .onSubmit { didSignIn = !email.isEmpty && !password.isEmpty }
      .padding()
    }
  }

  @Test("A login screen on an iPhone: full-width 34-point fields; typing enables the button; return signs in")
  func loginScreen() throws {
    let host = try realTextHost(LoginScreen())
    #expect(host.runtimeIssues.isEmpty)
    for identifier in ["email", "password"] {
      #expect(host[identifier].minX == 16)
      #expect(host[identifier].width == 358)
      #expect(host[identifier].height == 34)
    }
    #expect(host.tap("signIn") == false)
    host.enterText("ada@example.com", into: "email")
    host.enterText("hunter2", into: "password")
    #expect(host.submit("password"))
    #expect(host["welcome"].height > 0)
  }

  @Test("At title3 the rounded field is the measured 34: a 24-point line and 5 above and below")
  func roundedFieldTitle3() throws {
    let host = try realTextHost(
      TextField("Email", text: .constant("")).font(.title3).textFieldStyle(.roundedBorder).accessibilityIdentifier("f"))
    #expect(host["f"].height == 34)
  }

  /// `view`, 200 points wide on white, drawn at 2×.
  private func picture<V: View>(_ view: V, width: CGFloat = 200) throws -> DecodedImage {
    let renderer = ImageRenderer(content: view.background(Color.white))
    renderer.proposedSize = ProposedViewSize(width: width, height: nil)
    renderer.scale = 2
    return try #require(DecodedImage(png: try renderer.pngData()))
  }

  /// The darkest pixel, by its red channel, in a rectangle of points.
  private func darkest(_ image: DecodedImage, in rect: CGRect) -> (Int, Int, Int) {
    var best = (255, 255, 255)
    for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
      for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
        let pixel = image.rgba(x: x, y: y)
        if Int(pixel.red) < best.0 { best = (Int(pixel.red), Int(pixel.green), Int(pixel.blue)) }
      }
    }
    return best
  }

  private func near(_ found: (Int, Int, Int), _ expected: (Int, Int, Int), within tolerance: Int = 2) -> Bool {
    abs(found.0 - expected.0) <= tolerance && abs(found.1 - expected.1) <= tolerance
      && abs(found.2 - expected.2) <= tolerance
  }

  @Test(
    "A rounded field's pixels: the border 204 on white, the placeholder's ink at most placeholderText's 196, 196, 198")
  func roundedFieldPixels() throws {
    let image = try picture(TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder))
    let border = image.rgba(x: 200, y: 0)
    #expect(near((Int(border.red), Int(border.green), Int(border.blue)), (204, 204, 204), within: 3))
    #expect(near(darkest(image, in: CGRect(x: 7, y: 7, width: 40, height: 20)), (196, 196, 198), within: 3))
    let filled = try picture(TextField("Email", text: .constant("ada")).textFieldStyle(.roundedBorder))
    #expect(darkest(filled, in: CGRect(x: 7, y: 7, width: 30, height: 20)).0 < 40)
  }

  /// A settings screen of pickers as an app writes it.
  private struct SettingsScreen: View {
    enum Theme: String, CaseIterable, Identifiable {
      case system, light, dark
      var id: Self { self }
    }

    @State private var theme = Theme.system
    @State private var size = 1
    @State private var start = Date(timeIntervalSince1970: 1_767_260_460)
    @State private var color = Color.orange

    var body: some View {
      VStack(spacing: 16) {
        Picker("Theme", selection: $theme) {
          ForEach(Theme.allCases) { Text($0.rawValue.capitalized).accessibilityIdentifier($0.rawValue) }
        }
        .accessibilityIdentifier("theme")
        Picker("Size", selection: $size) {
          Text("Small").tag(0)
          Text("Medium").tag(1)
          Text("Large").tag(2).accessibilityIdentifier("large")
        }
        .pickerStyle(.segmented)
        .accessibilityIdentifier("size")
        DatePicker("Starts", selection: $start).accessibilityIdentifier("start")
        ColorPicker("Accent", selection: $color).accessibilityIdentifier("color")
      }
      .padding()
    }
  }

  @Test("A settings screen of pickers lays out on an iPhone without a runtime issue")
  func settingsScreen() throws {
    let host = try realTextHost(SettingsScreen())
    #expect(host.runtimeIssues.isEmpty)
    #expect(host["size"].width == 358)
    #expect(host["size"].height == 32)
    #expect(host["start"].width == 358)
    #expect(host["start"].height == 34)
    #expect(host["color"].width == 358)
    #expect(host["color"].height == 28)
    #expect(host.tap("large"))
    #expect(host.tap("dark"))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("The compact capsule of \"Mar 9, 1824\" is about the measured 115 × 34 (SPZA)")
  func compactCapsuleSize() throws {
    let date = try Date("1824-03-09T12:00:00Z", strategy: .iso8601)
    let host = try realTextHost(
      DatePicker("Birthday", selection: .constant(date), displayedComponents: .date).labelsHidden()
        .accessibilityIdentifier("d"))
    #expect(abs(host["d"].width - 115) <= 2, "\(host["d"].width)")
    #expect(host["d"].height == 34)
  }

  @Test("A segmented control's pixels: the track tertiarySystemFill over white, the thumb white")
  func segmentedPixels() throws {
    let image = try picture(
      Picker("Size", selection: .constant(0)) {
        Text("S").tag(0)
        Text("M").tag(1)
      }
      .pickerStyle(.segmented))
    // The thumb covers x 2...102; the track shows at 150, 4 (between the title and the edge).
    let thumb = image.rgba(x: 20, y: 32)
    let track = image.rgba(x: 300, y: 8)
    #expect(near((Int(thumb.red), Int(thumb.green), Int(thumb.blue)), (255, 255, 255)))
    #expect(near((Int(track.red), Int(track.green), Int(track.blue)), (239, 239, 240)))
  }

  @Test("A settings screen renders as an iPhone screen")
  func settingsScreenRenders() throws {
    let renderer = ImageRenderer(content: SettingsScreen())
    renderer.device = .iPhone
    let image = try #require(DecodedImage(png: try renderer.pngData()))
    #expect(image.width == 1170)
  }

  /// A VStack first measures a flexible editor at height 0, where its text shows one line; the
  /// editor then gets the rest of the screen and shows all three. SwiftUI's TextEditor is a
  /// text view that takes the space offered and shows its text from the top (Apple,
  /// "TextEditor"); before the fix its text stayed at the one line measured for height 0.
  @Test("A TextEditor below a padded TextField shows all three lines of its text")
  func editorBelowPaddedFieldShowsItsText() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try PangoTextMeasurer()
    let host = LayoutHost(
      VStack {
        TextField("Title", text: .constant("Groceries")).padding()
        TextEditor(text: .constant("Milk\nEggs\nBread")).accessibilityIdentifier("editor")
      },
      device: .iPhone, environment: environment)
    let editor = try #require(host.unroundedFrame(of: "editor"))
    #expect(abs(editor.minY - 107.333) < 1e-3 && abs(editor.maxY - 810) < 1e-3)
    let text = host.displayList().description.split(separator: "\n").first { $0.contains("Milk") }
    // Three lines of body text 22 apart: 20.287 + 2 × 22 = 64.287, rounded up to the 3× pixel grid.
    #expect(text?.contains(", 64.333) ") == true, "\(text ?? "")")
  }
}
