import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Colours resolve to sRGB components in the environment's colour scheme.
@MainActor
@Suite("Rendering: colours")
struct ColorTests {
  private func resolve(_ color: Color, _ scheme: ColorScheme = .light) -> Color.Resolved {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return color.resolve(in: environment)
  }

  @Test("System colours have iOS 26's light and dark values (the HIG's colour table of June 2025)")
  func systemColoursFollowTheScheme() {
    #expect(resolve(.red).description == "#FF383CFF")
    #expect(resolve(.red, .dark).description == "#FF4245FF")
    #expect(resolve(.blue).description == "#0088FFFF")
    #expect(resolve(.primary).description == "#000000FF")
    #expect(resolve(.primary, .dark).description == "#FFFFFFFF")
    #expect(resolve(.secondary).description == "#3C3C4399")
  }

  @Test("RGB, white and HSB initialisers give the components asked for")
  func initialisersGiveComponents() {
    #expect(resolve(Color(red: 1, green: 0.5, blue: 0)).description == "#FF8000FF")
    #expect(resolve(Color(white: 0.2, opacity: 0.5)).description == "#33333380")
    #expect(resolve(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)).description == "#00FF00FF")
    #expect(resolve(Color(hue: 0.5, saturation: 0.5, brightness: 0.8)).description == "#66CCCCFF")
  }

  @Test("opacity multiplies the colour's opacity")
  func opacityMultiplies() {
    #expect(resolve(Color.red.opacity(0.5).opacity(0.5)).opacity == 0.25)
  }

  @Test("Linear sRGB components are encoded to sRGB")
  func linearComponentsAreEncoded() {
    #expect(resolve(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1)).description == "#BC00FFFF")
  }
}
