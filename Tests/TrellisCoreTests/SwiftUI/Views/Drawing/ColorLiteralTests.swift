import Foundation
import Testing

@testable import TrellisCore

/// Colour literals typed as `Color`.
@MainActor
@Suite("Drawing: colour literals")
struct ColorLiteralTests {
  @Test("A colour literal typed as Color is the sRGB colour of its components")
  func literalIsSRGB() {
    let c: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(c == Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1))
  }

  @Test("A colour literal's alpha is the colour's opacity")
  func alphaIsOpacity() {
    let c: Color = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 0.25)
    let resolved = c.resolve(in: EnvironmentValues())
    #expect(resolved.opacity == 0.25)
    #expect(resolved.green == 0.5)
  }
}
