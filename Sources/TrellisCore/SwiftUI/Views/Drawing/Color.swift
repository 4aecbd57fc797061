import Foundation

/// A representation of a color that adapts to a given context.
///
/// As a view, a colour fills the space it is offered: its ideal size is 10 × 10 (§1.2).
///
/// ```swift
/// Color.red.frame(width: 50, height: 50)
/// Color(red: 0.2, green: 0.4, blue: 0.8)
/// ```
///
/// Fidelity: verified — a colour takes the proposal: colours sized by frames, padding and stacks
/// in §2 C cases 17–31, 45 and 53–71 run as fixtures; the 10 × 10 ideal is derived (F 105).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// Red, green, blue and opacity components in the sRGB colour space, 0...1.
  struct Components: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double

    init(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }

    /// Components given as 0...255 integers, as Apple's colour tables list them.
    static func bytes(_ red: Int, _ green: Int, _ blue: Int, _ opacity: Double = 1) -> Components {
      Components(Double(red) / 255, Double(green) / 255, Double(blue) / 255, opacity)
    }
  }

  /// The colour in the light appearance.
  let light: Components
  /// The colour in the dark appearance.
  let dark: Components
  /// The colour's components in the iOS 17/18 design, for the system colours iOS 26 changed
  /// (docs/iOS26Controls.md §3.1); `nil` when the colour is the same in both designs.
  let iOS18: Appearances?
  /// The system name, for named colours.
  private(set) var name: String?
  /// What was wrong with the values the colour was made from, reported when it is resolved:
  /// a colour is usually made before any host lays it out, where no host's log would hear it.
  private(set) var invalidInput: String?

  /// A colour's components in the light and dark appearances.
  struct Appearances: Hashable, Sendable {
    var light: Components
    var dark: Components

    /// Both appearances changed alike.
    func map(_ transform: (Components) -> Components) -> Appearances {
      Appearances(light: transform(light), dark: transform(dark))
    }
  }

  init(light: Components, dark: Components, iOS18: Appearances? = nil, name: String?) {
    self.light = light
    self.dark = dark
    self.iOS18 = iOS18
    self.name = name
  }

  /// Whether the colours draw alike: what was wrong with their inputs does not count.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.light == rhs.light && lhs.dark == rhs.dark && lhs.iOS18 == rhs.iOS18 && lhs.name == rhs.name
  }

  /// Hashes what the colour draws, as `==` compares it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(light)
    hasher.combine(dark)
    hasher.combine(iOS18)
    hasher.combine(name)
  }

  /// The same colour with `transform` applied to its components in every appearance and design.
  func mapComponents(_ transform: (Components) -> Components) -> Color {
    var color = Color(
      light: transform(light), dark: transform(dark), iOS18: iOS18?.map(transform), name: name)
    color.invalidInput = invalidInput
    return color
  }

  /// The colour space of the components given to the initialisers.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The sRGB colour space.
    case sRGB
    /// The sRGB colour space with a linear transfer function.
    case sRGBLinear
    /// The Display P3 colour space.
    case displayP3
  }

  /// Creates a colour from red, green and blue components, 0...1.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let components: Components
    switch colorSpace {
    case .sRGB, .displayP3:
      components = Components(red, green, blue, opacity)
    case .sRGBLinear:
      func encode(_ value: Double) -> Double {
        value <= 0.003_130_8 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
      }
      components = Components(encode(red), encode(green), encode(blue), opacity)
    }
    self.init(light: components, dark: components, name: nil)
  }

  /// Creates a grey from a white level, 0...1.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a colour from hue, saturation and brightness, 0...1.
  ///
  /// A hue that is NaN or infinite is reported and taken as 0 (red).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    guard hue.isFinite else {
      self.init(hue: 0, saturation: saturation, brightness: brightness, opacity: opacity)
      invalidInput = "Invalid colour hue (\(hue)); using 0."
      return
    }
    // In 0..<6; `Swift.min` keeps a hue just below a whole number from rounding up to 6.
    let h = Swift.min((hue - hue.rounded(.down)) * 6, 6.nextDown)
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (Double, Double, Double)
    switch Int(h) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
  }

  static func system(_ name: String, _ light: Components, _ dark: Components) -> Color {
    Color(light: light, dark: dark, name: name)
  }

  /// A system colour iOS 26 changed: its iOS 26 components, then its iOS 17/18 ones
  /// (docs/iOS26Controls.md §3.1, from the HIG's colour table of June 2025).
  static func system(
    _ name: String, _ light: Components, _ dark: Components, iOS18 light18: Components, _ dark18: Components
  ) -> Color {
    Color(light: light, dark: dark, iOS18: Appearances(light: light18, dark: dark18), name: name)
  }

  // iOS system colours, light and dark (Apple Human Interface Guidelines, "Color"): iOS 26's,
  // with iOS 17/18's where they differ (docs/iOS26Controls.md §3.1).
  /// Black.
  public static let black = system("black", .bytes(0, 0, 0), .bytes(0, 0, 0))
  /// White.
  public static let white = system("white", .bytes(255, 255, 255), .bytes(255, 255, 255))
  /// Fully transparent.
  public static let clear = system("clear", .bytes(0, 0, 0, 0), .bytes(0, 0, 0, 0))
  /// The system red.
  public static let red = system(
    "red", .bytes(255, 56, 60), .bytes(255, 66, 69), iOS18: .bytes(255, 59, 48), .bytes(255, 69, 58))
  /// The system orange.
  public static let orange = system(
    "orange", .bytes(255, 141, 40), .bytes(255, 146, 48), iOS18: .bytes(255, 149, 0), .bytes(255, 159, 10))
  /// The system yellow.
  public static let yellow = system(
    "yellow", .bytes(255, 204, 0), .bytes(255, 214, 0), iOS18: .bytes(255, 204, 0), .bytes(255, 214, 10))
  /// The system green.
  public static let green = system("green", .bytes(52, 199, 89), .bytes(48, 209, 88))
  /// The system mint.
  public static let mint = system(
    "mint", .bytes(0, 200, 179), .bytes(0, 218, 195), iOS18: .bytes(0, 199, 190), .bytes(99, 230, 226))
  /// The system teal.
  public static let teal = system(
    "teal", .bytes(0, 195, 208), .bytes(0, 210, 224), iOS18: .bytes(48, 176, 199), .bytes(64, 200, 224))
  /// The system cyan.
  public static let cyan = system(
    "cyan", .bytes(0, 192, 232), .bytes(60, 211, 254), iOS18: .bytes(50, 173, 230), .bytes(100, 210, 255))
  /// The system blue.
  public static let blue = system(
    "blue", .bytes(0, 136, 255), .bytes(0, 145, 255), iOS18: .bytes(0, 122, 255), .bytes(10, 132, 255))
  /// The system indigo.
  public static let indigo = system(
    "indigo", .bytes(97, 85, 245), .bytes(109, 124, 255), iOS18: .bytes(88, 86, 214), .bytes(94, 92, 230))
  /// The system purple.
  public static let purple = system(
    "purple", .bytes(203, 48, 224), .bytes(219, 52, 242), iOS18: .bytes(175, 82, 222), .bytes(191, 90, 242))
  /// The system pink.
  public static let pink = system("pink", .bytes(255, 45, 85), .bytes(255, 55, 95))
  /// The system brown.
  public static let brown = system(
    "brown", .bytes(172, 127, 94), .bytes(183, 138, 102), iOS18: .bytes(162, 132, 94), .bytes(172, 142, 104))
  /// The system grey.
  public static let gray = system("gray", .bytes(142, 142, 147), .bytes(142, 142, 147))
  /// The colour of primary content: black in light appearance, white in dark.
  public static let primary = system("primary", .bytes(0, 0, 0), .bytes(255, 255, 255))
  /// The colour of secondary content.
  public static let secondary = system("secondary", .bytes(60, 60, 67, 0.6), .bytes(235, 235, 245, 0.6))
  /// The accent colour: the app's accent colour set, when its asset catalog has the one
  /// ``AssetCatalog/accentColorName`` names (as Xcode's `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`
  /// makes a colour set the app's accent), else the system blue.
  public static var accentColor: Color {
    if let name = AssetCatalog.accentColorName, let folder = AssetCatalog.find(.color, named: name, bundle: nil) {
      return ColorSet.read(folder, name: name, idiom: HostScreen.currentOrDefault.idiom)
    }
    return systemAccentColor
  }
  /// The system's accent colour: blue.
  static let systemAccentColor = system(
    "accentColor", .bytes(0, 136, 255), .bytes(0, 145, 255), iOS18: .bytes(0, 122, 255), .bytes(10, 132, 255))
  /// iOS's tertiary label colour.
  static let tertiaryLabel = system("tertiary", .bytes(60, 60, 67, 0.3), .bytes(235, 235, 245, 0.3))
  /// iOS's quaternary label colour.
  static let quaternaryLabel = system("quaternary", .bytes(60, 60, 67, 0.18), .bytes(235, 235, 245, 0.16))
  /// The quinary level of labels: 10 % of the label colour (estimated: UIKit has no quinary label colour).
  static let quinaryLabel = system("quinary", .bytes(60, 60, 67, 0.1), .bytes(235, 235, 245, 0.1))
  /// iOS's system background: white in light appearance, black in dark.
  static let systemBackground = system("background", .bytes(255, 255, 255), .bytes(0, 0, 0))

  /// A colour's concrete components in sRGB, for one appearance.
  public struct Resolved: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0...1.
    public var opacity: Double

    /// Creates resolved components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }

    /// The colour with its opacity multiplied by `factor`.
    public func multiplyingOpacity(by factor: Double) -> Resolved {
      var copy = self
      copy.opacity *= factor
      return copy
    }

    /// `#RRGGBBAA`; a NaN component prints as `00`.
    public var description: String {
      "#" + colorByte(red) + colorByte(green) + colorByte(blue) + colorByte(opacity)
    }
  }

  /// The colour's components in the environment's colour scheme.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    if let invalidInput { RuntimeIssues.reportOnce(invalidInput) }
    var pair = Appearances(light: light, dark: dark)
    if let iOS18, environment.interfaceDesign == .iOS18 { pair = iOS18 }
    let components = environment.colorScheme == .dark ? pair.dark : pair.light
    return Resolved(red: components.red, green: components.green, blue: components.blue, opacity: components.opacity)
  }

  /// The colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var color = mapComponents { components in
      var components = components
      components.opacity *= opacity
      return components
    }
    color.name = name.map { "\($0).opacity(\(formatLength(opacity)))" }
    return color
  }

  /// The colour's name, or its components as `#RRGGBBAA`.
  public var description: String {
    if let name { return name }
    return "#" + colorByte(light.red) + colorByte(light.green) + colorByte(light.blue) + colorByte(light.opacity)
  }
}

/// A component as two hex digits, clamped to 0...1; NaN is 0.
private func colorByte(_ value: Double) -> String {
  String(format: "%02X", value > 0 ? Int((Swift.min(value, 1) * 255).rounded()) : 0)
}

extension Color: ShapeStyle, PaintConvertible {
  func paint(in environment: EnvironmentValues) -> DisplayList.Paint { .color(resolve(in: environment)) }
}

nonisolated extension Color: View, PrimitiveView {
  /// Adds a fill that takes the whole proposal: 10 × 10 when unspecified.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    // A named colour's description is its name, read directly: the description's getter copied
    // the whole colour (callgrind, Benchmarks/README.md "Step 5").
    inputs.context.appendLeaf(
      ColorFillBehavior(color: view.resolve(in: inputs.environment), description: view.name ?? view.description),
      inputs: inputs)
  }
}

extension Color: _ExpressibleByColorLiteral {
  /// Creates a colour from a colour literal, `#colorLiteral(red:green:blue:alpha:)`, which
  /// Xcode draws as a swatch: its components are sRGB, as SwiftUI reads them.
  ///
  /// ```swift
  /// let accent: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// ```
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}
