import Testing
import Trellis

// UIKit's names come with `import Trellis`, as they come with `import SwiftUI` on iOS.

/// A colour's components as bytes (0...255) and its opacity to two places, in one appearance.
@MainActor
private func bytes(_ color: Color, _ scheme: ColorScheme, design: InterfaceDesign = .current) -> [Double] {
  var environment = EnvironmentValues()
  environment.colorScheme = scheme
  environment.interfaceDesign = design
  let resolved = color.resolve(in: environment)
  return [resolved.red, resolved.green, resolved.blue].map { ($0 * 255).rounded() } + [
    (resolved.opacity * 100).rounded() / 100
  ]
}

/// One UIKit colour and its values from docs/iOS26Controls.md §3.1 (the system colours iOS 26
/// changed) and docs/iOSControls.md §3.1 and §3.2: red, green, blue
/// (0...255) and alpha, light then dark.
struct UIColorCase: CustomTestStringConvertible, Sendable {
  let name: String
  let color: @Sendable () -> UIColor
  let light: [Double]
  let dark: [Double]

  init(_ name: String, _ color: @escaping @Sendable () -> UIColor, _ light: [Double], _ dark: [Double]) {
    self.name = name
    self.color = color
    self.light = light.count == 3 ? light + [1] : light
    self.dark = dark.count == 3 ? dark + [1] : dark
  }

  var testDescription: String { name }
}

@MainActor
@Suite("UIKit: colours")
struct UIColorTests {
  nonisolated static let systemColors: [UIColorCase] = [
    // §3.1: SwiftUI's iPhone definition of the system colours.
    UIColorCase("systemRed", { .systemRed }, [255, 56, 60], [255, 66, 69]),
    UIColorCase("systemOrange", { .systemOrange }, [255, 141, 40], [255, 146, 48]),
    UIColorCase("systemYellow", { .systemYellow }, [255, 204, 0], [255, 214, 0]),
    UIColorCase("systemGreen", { .systemGreen }, [52, 199, 89], [48, 209, 88]),
    UIColorCase("systemMint", { .systemMint }, [0, 200, 179], [0, 218, 195]),
    UIColorCase("systemTeal", { .systemTeal }, [0, 195, 208], [0, 210, 224]),
    UIColorCase("systemCyan", { .systemCyan }, [0, 192, 232], [60, 211, 254]),
    UIColorCase("systemBlue", { .systemBlue }, [0, 136, 255], [0, 145, 255]),
    UIColorCase("systemIndigo", { .systemIndigo }, [97, 85, 245], [109, 124, 255]),
    UIColorCase("systemPurple", { .systemPurple }, [203, 48, 224], [219, 52, 242]),
    UIColorCase("systemPink", { .systemPink }, [255, 45, 85], [255, 55, 95]),
    UIColorCase("systemBrown", { .systemBrown }, [172, 127, 94], [183, 138, 102]),
    UIColorCase("systemGray", { .systemGray }, [142, 142, 147], [142, 142, 147]),
    UIColorCase("tintColor", { .tintColor }, [0, 136, 255], [0, 145, 255]),
    // §3.2: labels, fills, backgrounds, separators, link and the grays.
    UIColorCase("label", { .label }, [0, 0, 0], [255, 255, 255]),
    UIColorCase("secondaryLabel", { .secondaryLabel }, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
    UIColorCase("tertiaryLabel", { .tertiaryLabel }, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
    UIColorCase("quaternaryLabel", { .quaternaryLabel }, [60, 60, 67, 0.18], [235, 235, 245, 0.16]),
    UIColorCase("placeholderText", { .placeholderText }, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
    UIColorCase("systemFill", { .systemFill }, [120, 120, 128, 0.2], [120, 120, 128, 0.36]),
    UIColorCase("secondarySystemFill", { .secondarySystemFill }, [120, 120, 128, 0.16], [120, 120, 128, 0.32]),
    UIColorCase("tertiarySystemFill", { .tertiarySystemFill }, [118, 118, 128, 0.12], [118, 118, 128, 0.24]),
    UIColorCase("quaternarySystemFill", { .quaternarySystemFill }, [116, 116, 128, 0.08], [116, 116, 128, 0.18]),
    UIColorCase("systemBackground", { .systemBackground }, [255, 255, 255], [0, 0, 0]),
    UIColorCase("secondarySystemBackground", { .secondarySystemBackground }, [242, 242, 247], [28, 28, 30]),
    UIColorCase("tertiarySystemBackground", { .tertiarySystemBackground }, [255, 255, 255], [44, 44, 46]),
    UIColorCase("systemGroupedBackground", { .systemGroupedBackground }, [242, 242, 247], [0, 0, 0]),
    UIColorCase(
      "secondarySystemGroupedBackground", { .secondarySystemGroupedBackground }, [255, 255, 255], [28, 28, 30]),
    UIColorCase(
      "tertiarySystemGroupedBackground", { .tertiarySystemGroupedBackground }, [242, 242, 247], [44, 44, 46]),
    UIColorCase("separator", { .separator }, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
    UIColorCase("opaqueSeparator", { .opaqueSeparator }, [198, 198, 200], [56, 56, 58]),
    UIColorCase("link", { .link }, [0, 122, 255], [9, 132, 255]),
    UIColorCase("systemGray2", { .systemGray2 }, [174, 174, 178], [99, 99, 102]),
    UIColorCase("systemGray3", { .systemGray3 }, [199, 199, 204], [72, 72, 74]),
    UIColorCase("systemGray4", { .systemGray4 }, [209, 209, 214], [58, 58, 60]),
    UIColorCase("systemGray5", { .systemGray5 }, [229, 229, 234], [44, 44, 46]),
    UIColorCase("systemGray6", { .systemGray6 }, [242, 242, 247], [28, 28, 30]),
  ]

  // docs/iOS26Controls.md §3.1: the system colours iOS 26 changed, as iOS 17/18 drew them.
  nonisolated static let compatibilityColors: [UIColorCase] = [
    UIColorCase("systemRed", { .systemRed }, [255, 59, 48], [255, 69, 58]),
    UIColorCase("systemOrange", { .systemOrange }, [255, 149, 0], [255, 159, 10]),
    UIColorCase("systemYellow", { .systemYellow }, [255, 204, 0], [255, 214, 10]),
    UIColorCase("systemMint", { .systemMint }, [0, 199, 190], [99, 230, 226]),
    UIColorCase("systemTeal", { .systemTeal }, [48, 176, 199], [64, 200, 224]),
    UIColorCase("systemCyan", { .systemCyan }, [50, 173, 230], [100, 210, 255]),
    UIColorCase("systemBlue", { .systemBlue }, [0, 122, 255], [10, 132, 255]),
    UIColorCase("systemIndigo", { .systemIndigo }, [88, 86, 214], [94, 92, 230]),
    UIColorCase("systemPurple", { .systemPurple }, [175, 82, 222], [191, 90, 242]),
    UIColorCase("systemBrown", { .systemBrown }, [162, 132, 94], [172, 142, 104]),
    UIColorCase("tintColor", { .tintColor }, [0, 122, 255], [10, 132, 255]),
  ]

  @Test(
    "In iOS 18's design each changed system colour resolves to its iOS 17/18 values", arguments: compatibilityColors)
  func compatibilityColor(_ entry: UIColorCase) {
    let color = Color(uiColor: entry.color())
    #expect(bytes(color, .light, design: .iOS18) == entry.light)
    #expect(bytes(color, .dark, design: .iOS18) == entry.dark)
  }

  @Test("Each system colour has the spec's light and dark values", arguments: systemColors)
  func systemColor(_ entry: UIColorCase) {
    let color = Color(uiColor: entry.color())
    #expect(bytes(color, .light) == entry.light)
    #expect(bytes(color, .dark) == entry.dark)
  }

  // UIKit's fixed colours are not the system ones (Apple's UIColor documentation: `red` is
  // "1.0, 0.0, and 0.0"; `darkGray` is a grayscale value of 1/3, `lightGray` 2/3, `gray` 0.5).
  nonisolated static let fixedColors: [UIColorCase] = [
    UIColorCase("black", { .black }, [0, 0, 0], [0, 0, 0]),
    UIColorCase("white", { .white }, [255, 255, 255], [255, 255, 255]),
    UIColorCase("darkGray", { .darkGray }, [85, 85, 85], [85, 85, 85]),
    UIColorCase("lightGray", { .lightGray }, [170, 170, 170], [170, 170, 170]),
    UIColorCase("gray", { .gray }, [128, 128, 128], [128, 128, 128]),
    UIColorCase("red", { .red }, [255, 0, 0], [255, 0, 0]),
    UIColorCase("green", { .green }, [0, 255, 0], [0, 255, 0]),
    UIColorCase("blue", { .blue }, [0, 0, 255], [0, 0, 255]),
    UIColorCase("cyan", { .cyan }, [0, 255, 255], [0, 255, 255]),
    UIColorCase("yellow", { .yellow }, [255, 255, 0], [255, 255, 0]),
    UIColorCase("magenta", { .magenta }, [255, 0, 255], [255, 0, 255]),
    UIColorCase("orange", { .orange }, [255, 128, 0], [255, 128, 0]),
    UIColorCase("purple", { .purple }, [128, 0, 128], [128, 0, 128]),
    UIColorCase("brown", { .brown }, [153, 102, 51], [153, 102, 51]),
    UIColorCase("clear", { .clear }, [0, 0, 0, 0], [0, 0, 0, 0]),
    UIColorCase("lightText", { .lightText }, [255, 255, 255, 0.6], [255, 255, 255, 0.6]),
    UIColorCase("darkText", { .darkText }, [0, 0, 0], [0, 0, 0]),
  ]

  @Test("Each fixed colour is UIKit's, the same light and dark", arguments: fixedColors)
  func fixedColor(_ entry: UIColorCase) {
    let color = Color(entry.color())
    #expect(bytes(color, .light) == entry.light)
    #expect(bytes(color, .dark) == entry.dark)
  }

  @Test("Color(.systemGray5) is Color(uiColor: .systemGray5)")
  func colorFromImplicitMember() {
    #expect(Color(.systemGray5) == Color(uiColor: .systemGray5))
    #expect(bytes(Color(.systemGray5), .light) == [229, 229, 234, 1])
  }

  @Test("UIColor(red:green:blue:alpha:) keeps its components in both appearances")
  func componentColor() {
    let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    #expect(bytes(Color(color), .light) == [51, 102, 153, 0.5])
    #expect(bytes(Color(color), .dark) == [51, 102, 153, 0.5])
  }

  @Test("UIColor(dynamicProvider:) takes the provider's light and dark answers")
  func dynamicProvider() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemOrange : .systemIndigo }
    #expect(bytes(Color(color), .light) == [97, 85, 245, 1])
    #expect(bytes(Color(color), .dark) == [255, 146, 48, 1])
  }

  @Test("withAlphaComponent replaces the alpha of both appearances")
  func alphaComponent() {
    let color = UIColor.systemBlue.withAlphaComponent(0.25)
    #expect(bytes(Color(color), .light) == [0, 136, 255, 0.25])
    #expect(bytes(Color(color), .dark) == [0, 145, 255, 0.25])
  }

  @Test("getRed writes the light appearance's components, iOS 26's")
  func getRed() {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(UIColor.systemRed.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha].map { ($0 * 255).rounded() } == [255, 56, 60, 255])
  }

  @Test("resolvedColor(with:) fixes the colour to one appearance")
  func resolvedColor() {
    let dark = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(bytes(Color(dark), .light) == [255, 255, 255, 1])
  }

  @Test("UIColor(named:) is nil for a name no catalog has, without a message")
  func unknownNamedColor() {
    #expect(UIColor(named: "NoSuchColour") == nil)
  }
}
