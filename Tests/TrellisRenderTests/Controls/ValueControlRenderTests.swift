import Foundation
import Testing
import Trellis

/// The value controls with real text (Pango, Inter with SF Pro metrics) and as pictures: frames
/// of a real app screen, and pixel colours of the drawn controls (docs/iOSControls.md §5, §6).
@MainActor
@Suite("Controls: value controls rendered")
struct ValueControlRenderTests {
  /// A settings screen as an app would write it: it compiles unchanged against SwiftUI.
  private struct SettingsScreen: View {
    @State private var isWiFiOn = true
    @State private var brightness = 0.25
    @State private var copies = 2

    var body: some View {
      VStack(spacing: 16) {
        Toggle(isOn: $isWiFiOn) {
          Text("Wi-Fi").accessibilityIdentifier("wifi")
        }
        .accessibilityIdentifier("toggle")
        Slider(value: $brightness, in: 0...1) { Text("Brightness") }.accessibilityIdentifier("slider")
        Stepper("Copies: \(copies)", value: $copies, in: 1...10).accessibilityIdentifier("stepper")
        ProgressView("Downloading", value: 0.6).accessibilityIdentifier("progress")
        ProgressView().accessibilityIdentifier("spinner")
        LabeledContent("Version", value: "17.2").accessibilityIdentifier("version")
        Gauge(value: 0.3) { Text("Battery") }.accessibilityIdentifier("gauge")
      }
      .padding()
    }
  }

  /// The layout frame of the first node named `prefix` inside the view tagged `identifier`.
  private func frame(_ prefix: String, in identifier: String, of host: LayoutHost) -> CGRect? {
    guard let root = host.result.root else { return nil }
    let tagged = root.allNodes.first { $0.identifiers.contains(identifier) }
    return tagged?.allNodes.first { $0.name.hasPrefix(prefix) }?.layoutFrame
  }

  @Test("A settings screen lays out on an iPhone: every control fills the 358-point column")
  func settingsScreen() throws {
    let host = try realTextHost(SettingsScreen())
    #expect(host.runtimeIssues.isEmpty)
    for identifier in ["toggle", "slider", "stepper", "progress", "version", "gauge"] {
      #expect(host[identifier].minX == 16, "\(identifier)")
      #expect(host[identifier].width == 358, "\(identifier)")
    }
    #expect(host["toggle"].height == 31)
    #expect(host["slider"].height == 34)
    #expect(host["stepper"].height == 32)
    #expect(host["spinner"].size == CGSize(width: 20, height: 20))
    #expect(frame("Capsule", in: "toggle", of: host)?.maxX == 374)
    #expect(frame("RoundedRectangle", in: "stepper", of: host)?.size == CGSize(width: 94, height: 32))
    #expect(frame("RoundedRectangle", in: "stepper", of: host)?.maxX == 374)
  }

  @Test("A toggle's label, in real text, is centred beside the switch: a 17-point line of 20.333 at 3×")
  func toggleLabelFrame() throws {
    let host = try realTextHost(SettingsScreen())
    let toggle = host["toggle"]
    let label = host["wifi"]
    #expect(label.minX == toggle.minX)
    #expect(close(label.height, 61.0 / 3))
    #expect(close(label.minY - toggle.minY, (31 - 61.0 / 3) / 2))
  }

  @Test("A settings screen renders as an iPhone screen")
  func settingsScreenRenders() throws {
    let renderer = ImageRenderer(content: SettingsScreen())
    renderer.environment.interfaceDesign = .iOS18
    renderer.device = .iPhone
    let image = try #require(DecodedImage(png: try renderer.pngData()))
    #expect(image.width == 1170)
    #expect(image.height == 2532)
  }

  /// Call shapes apps use, each as SwiftUI spells it, deprecated ones included.
  private struct CallShapes: View {
    @State private var isOn = false
    @State private var level: Float = 3
    @State private var age = 30
    @State private var done = 4

    var body: some View {
      VStack {
        Toggle(isOn: $isOn) {
          VStack(alignment: .leading) {
            Text("Airplane Mode")
            Text("Turns off the radios").font(.caption)
          }
        }
        Toggle("Switch", isOn: $isOn).toggleStyle(SwitchToggleStyle(tint: .purple))
        Toggle("Hidden", isOn: $isOn).labelsHidden()
        Slider(value: $level, in: 0...10, step: 1)
        Slider(value: $level, in: 0...10) {
          Text("Level")
        } onEditingChanged: { _ in
        }
        Stepper("Age: \(age)", value: $age, in: 0...120)
        Stepper(value: $age, in: 0...120, step: 5) {
          Text("By five")
        } onEditingChanged: { _ in
        }
        ProgressView(value: Double(done), total: 10)
        ProgressView("Loading…").progressViewStyle(CircularProgressViewStyle(tint: .blue))
        LabeledContent("Name") { Text("Ada") }
        Gauge(value: 40, in: 0...100) {
          Text("Speed")
        } currentValueLabel: {
          Text("40")
        }
      }
      .tint(.purple)
    }
  }

  @Test("Common call shapes compile and lay out without a runtime issue")
  func callShapes() throws {
    let host = try realTextHost(CallShapes())
    #expect(host.runtimeIssues.isEmpty)
  }

  // MARK: Pixels

  /// `view`, 200 points wide on white, drawn at 2×.
  private func picture<V: View>(_ view: V) throws -> DecodedImage {
    let renderer = ImageRenderer(content: view.background(Color.white))
    renderer.environment.interfaceDesign = .iOS18
    renderer.proposedSize = ProposedViewSize(width: 200, height: nil)
    renderer.scale = 2
    return try #require(DecodedImage(png: try renderer.pngData()))
  }

  /// Whether the pixel at point (`x`, `y`) has the colour `rgb`, to within 2 per channel.
  private func pixel(_ image: DecodedImage, _ x: CGFloat, _ y: CGFloat, is rgb: (Int, Int, Int)) -> Bool {
    let found = image.rgba(x: Int(x * 2), y: Int(y * 2))
    return abs(Int(found.red) - rgb.0) <= 2 && abs(Int(found.green) - rgb.1) <= 2 && abs(Int(found.blue) - rgb.2) <= 2
  }

  @Test("A switch that is on: a systemGreen track with the white thumb at the trailing end")
  func switchOnPixels() throws {
    // The switch spans x 149...200; the thumb x 171...198.
    let image = try picture(Toggle("Wi-Fi", isOn: .constant(true)))
    #expect(pixel(image, 156, 15, is: (52, 199, 89)))
    #expect(pixel(image, 184.5, 15.5, is: (255, 255, 255)))
  }

  @Test("A switch that is off: secondarySystemFill over white with the thumb at the leading end")
  func switchOffPixels() throws {
    let image = try picture(Toggle("Wi-Fi", isOn: .constant(false)))
    #expect(pixel(image, 192, 15, is: (233, 233, 235)))
    #expect(pixel(image, 164.5, 15.5, is: (255, 255, 255)))
  }

  @Test("A disabled switch is drawn at half opacity: green over white at 50 %")
  func disabledSwitchPixels() throws {
    let image = try picture(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true))
    #expect(pixel(image, 156, 15, is: (154, 227, 172)))
  }

  @Test("A slider: the tint before the thumb, systemFill after it, the thumb white at 14 + ¼ × 172")
  func sliderPixels() throws {
    let image = try picture(Slider(value: .constant(0.25)))
    #expect(pixel(image, 20, 17, is: (0, 122, 255)))
    #expect(pixel(image, 150, 17, is: (228, 228, 230)))
    #expect(pixel(image, 57, 17, is: (255, 255, 255)))
  }

  @Test("A stepper's control is tertiarySystemFill over white: 239, 239, 240 (docs/iOSControls.md §3.2)")
  func stepperPixels() throws {
    let image = try picture(Stepper("Count", value: .constant(1), in: 0...3))
    #expect(pixel(image, 110, 16, is: (239, 239, 240)))
  }

  @Test("A linear progress view: the tint up to the value, systemFill after it")
  func progressPixels() throws {
    let image = try picture(ProgressView(value: 0.5))
    #expect(pixel(image, 50, 2, is: (0, 122, 255)))
    #expect(pixel(image, 150, 2, is: (228, 228, 230)))
  }

  @Test("The large spinner's ticks fade: the one at 10:30 darkest, the one at 12 faintest")
  func spinnerPixels() throws {
    let renderer = ImageRenderer(content: ProgressView().controlSize(.large).background(Color.white))
    renderer.environment.interfaceDesign = .iOS18
    renderer.scale = 2
    let image = try #require(DecodedImage(png: try renderer.pngData()))
    #expect(image.width == 74)
    // Tick centres are two thirds of the 18.5-point radius from the centre.
    let top = image.rgba(x: 37, y: 12)
    let upperLeft = image.rgba(x: 20, y: 20)
    #expect(Int(top.red) > 200)
    #expect(Int(upperLeft.red) < 150)
  }
}
