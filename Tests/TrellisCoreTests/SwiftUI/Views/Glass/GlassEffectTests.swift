import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// `glassEffect(_:in:)`, `Glass` and `GlassEffectContainer` (iOS 26): flat glass behind the
/// view, in its frame, and containers that leave layout alone.
///
/// A 100 × 40 view in the 390 × 844 host sits at (145, 402). Colours are the flat stand-ins of
/// docs/iOS26Controls.md §3.3: white at 60 % is #FFFFFF99, 30,30,30 at 70 % #1E1E1EB3,
/// 25 % #40, 85 % #D9, 50 % #80 and 10 % #1A.
@MainActor
@Suite("Glass: glassEffect and GlassEffectContainer")
struct GlassEffectTests {
  private func pill(_ glass: Glass = .regular) -> some View {
    Color.clear.frame(width: 100, height: 40).glassEffect(glass)
  }

  @Test("glassEffect fills a continuous capsule behind the view with regular glass, 247,247,250 at 90 %")
  func regularCapsule() throws {
    let host = controlHost(Color.clear.frame(width: 100, height: 40).glassEffect())
    let fill = try #require(host.firstFill)
    #expect(fill.bounds == rect(145, 402, 100, 40))
    #expect(fill.path == Capsule(style: .continuous).placedPath(in: rect(145, 402, 100, 40)))
    #expect(fill.paint == .color(Color(red: 247 / 255, green: 247 / 255, blue: 250 / 255, opacity: 0.9).resolve(in: EnvironmentValues())))
  }

  @Test("Glass has a 0.5-pt white rim at 50 % inside its edge and a 0.5-pt black line at 10 % outside it")
  func rimAndOuterLine() {
    // At 4× a quarter point is a whole pixel, so the frames are not rounded.
    let lines = controlHost(pill(), scale: 4).drawnLines
    #expect(lines.contains { $0.hasPrefix("stroke #FFFFFF80 width 0.5 (145.25, 402.25, 99.5, 39.5)") })
    #expect(lines.contains { $0.hasPrefix("stroke #0000001A width 0.5 (144.75, 401.75, 100.5, 40.5)") })
  }

  nonisolated static let variants: [(Glass, ColorScheme, String)] = [
    (.regular, .light, "fill #F7F7FAE6"), (.regular, .dark, "fill #1F1F20F2"),
    (.clear, .light, "fill #FFFFFF40"), (.clear, .dark, "fill #00000040"),
  ]

  @Test("Regular and clear glass have their flat fills in light and dark", arguments: variants)
  func variantFills(glass: Glass, scheme: ColorScheme, fill: String) {
    let lines = controlHost(pill(glass).environment(\.colorScheme, scheme)).drawnLines
    #expect(lines.first?.hasPrefix("\(fill) (145, 402, 100, 40)") == true)
  }

  @Test("Tinted glass is the tint at 85 % over white in light")
  func tintedLight() {
    let lines = controlHost(pill(.regular.tint(.red))).drawnLines
    #expect(lines[0].hasPrefix("fill #FFFFFFFF (145, 402, 100, 40)"))
    #expect(lines[1].hasPrefix("fill #FF3B30D9 (145, 402, 100, 40)"))
  }

  @Test("Tinted glass is the tint at 85 % alone in dark")
  func tintedDark() {
    let lines = controlHost(pill(.regular.tint(.red)).environment(\.colorScheme, .dark)).drawnLines
    #expect(lines.filter { $0.hasPrefix("fill #FF453A") }.count == 1)
    #expect(lines.first?.hasPrefix("fill #FF453AD9 (145, 402, 100, 40)") == true)
  }

  @Test("Interactive glass draws as the same glass at rest; a nil tint untints it")
  func interactiveAndNilTint() {
    #expect(controlHost(pill(.regular.interactive())).drawing == controlHost(pill()).drawing)
    #expect(controlHost(pill(.regular.tint(.red).tint(nil))).drawing == controlHost(pill()).drawing)
  }

  @Test("Identity glass draws nothing: only the view's own clear fill remains")
  func identityDrawsNothing() {
    #expect(controlHost(pill(.identity)).drawnLines == ["fill #00000000 (145, 402, 100, 40) 5 elements"])
  }

  @Test("glassEffect(in:) draws the glass in the given shape")
  func customShape() throws {
    let host = controlHost(Color.clear.frame(width: 80, height: 80).glassEffect(.regular, in: .circle))
    let fill = try #require(host.firstFill)
    #expect(fill.path == Circle().placedPath(in: rect(155, 382, 80, 80)))
  }

  @Test("glassEffect leaves the view's frame as it is")
  func layoutUnchanged() {
    let plain = controlHost(Text("Hi").padding().accessibilityIdentifier("t"))
    let glass = controlHost(Text("Hi").padding().glassEffect().accessibilityIdentifier("t"))
    #expect(glass.frame(of: "t") == plain.frame(of: "t"))
  }

  @Test("GlassEffectContainer lays its content out as it would be without the container")
  func containerLayout() {
    func stack() -> some View {
      HStack(spacing: 20) {
        Color.clear.frame(width: 80, height: 80).glassEffect().accessibilityIdentifier("a")
        Color.clear.frame(width: 80, height: 80).glassEffect().accessibilityIdentifier("b")
      }
    }
    let contained = controlHost(GlassEffectContainer(spacing: 20) { stack() })
    #expect(contained.frame(of: "a") == rect(105, 382, 80, 80))
    #expect(contained.frame(of: "b") == rect(205, 382, 80, 80))
    #expect(contained.drawing == controlHost(stack()).drawing)
  }

  @Test("Apple's GlassEffectContainer example compiles and lays out two 80-pt glass views 20 apart")
  func appleSnippet() {
    let host = controlHost(
      GlassEffectContainer(spacing: 20) {
        HStack(spacing: 20) {
          Image(systemName: "pencil").frame(width: 80, height: 80).glassEffect().accessibilityIdentifier("pencil")
          Image(systemName: "eraser").frame(width: 80, height: 80)
            .glassEffect(.regular.tint(.blue).interactive(), in: .circle).accessibilityIdentifier("eraser")
        }
      })
    #expect(host.frame(of: "pencil") == rect(105, 382, 80, 80))
    #expect(host.frame(of: "eraser") == rect(205, 382, 80, 80))
  }

  @Test("glassEffectID, glassEffectUnion and glassEffectTransition leave a still picture unchanged")
  func identityModifiersDrawTheSame() {
    let namespace = Namespace.ID(value: 1)
    let modified = controlHost(
      pill().glassEffectID("pill", in: namespace).glassEffectUnion(id: "group", namespace: namespace)
        .glassEffectTransition(.materialize))
    #expect(modified.drawing == controlHost(pill()).drawing)
  }
}
