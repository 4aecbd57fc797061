import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Shape styles as SwiftUI spells them, each resolved to iOS's colour in light and dark.
@MainActor
@Suite("Drawing: shape styles")
struct ShapeStyleTests {
  /// The colour a 10 × 10 rectangle filled with `style` is drawn in, as `#RRGGBBAA`.
  private func fillColour<S: ShapeStyle>(_ style: S, _ scheme: ColorScheme = .light) -> String {
    let list = LayoutHost(
      Rectangle().fill(style).frame(width: 10, height: 10).colorScheme(scheme), size: CGSize(width: 10, height: 10)
    ).displayList()
    guard case .fill(_, .color(let color), _, _)? = list.items.first else { return "\(list)" }
    return color.description
  }

  @Test(
    "The colour shorthands fill with the system colours, light and dark",
    arguments: [
      ("red", "#FF3B30FF", "#FF453AFF"), ("orange", "#FF9500FF", "#FF9F0AFF"), ("yellow", "#FFCC00FF", "#FFD60AFF"),
      ("green", "#34C759FF", "#30D158FF"), ("mint", "#00C7BEFF", "#63E6E2FF"), ("teal", "#30B0C7FF", "#40C8E0FF"),
      ("cyan", "#32ADE6FF", "#64D2FFFF"), ("blue", "#007AFFFF", "#0A84FFFF"), ("indigo", "#5856D6FF", "#5E5CE6FF"),
      ("purple", "#AF52DEFF", "#BF5AF2FF"), ("pink", "#FF2D55FF", "#FF375FFF"), ("brown", "#A2845EFF", "#AC8E68FF"),
      ("gray", "#8E8E93FF", "#8E8E93FF"), ("black", "#000000FF", "#000000FF"), ("white", "#FFFFFFFF", "#FFFFFFFF"),
      ("clear", "#00000000", "#00000000"), ("accentColor", "#007AFFFF", "#0A84FFFF"),
    ])
  func colourShorthands(_ name: String, _ light: String, _ dark: String) {
    let styles: [String: Color] = [
      "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan,
      "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown, "gray": .gray,
      "black": .black, "white": .white, "clear": .clear, "accentColor": .accentColor,
    ]
    guard let color = styles[name] else { return }
    #expect(fillColour(color) == light)
    #expect(fillColour(color, .dark) == dark)
  }

  @Test("Shorthand compiles where a generic style is taken: fill, stroke, background, foregroundStyle, border")
  func shorthandEverywhere() {
    let list = LayoutHost(
      VStack {
        Circle().fill(.blue)
        Circle().stroke(.red, lineWidth: 2)
        Text("A").foregroundStyle(.green).background(.yellow).border(.orange)
        Rectangle().fill(.ultraThinMaterial)
        Rectangle().foregroundStyle(.tint)
      }, size: CGSize(width: 100, height: 400)
    ).displayList().description
    for colour in ["#007AFFFF", "#FF3B30FF", "#34C759FF", "#FFCC00FF", "#FF9500FF"] {
      #expect(list.contains(colour), "\(colour)")
    }
  }

  @Test(
    "The semantic styles resolve to iOS's colours, light and dark",
    arguments: [
      ("primary", "#000000FF", "#FFFFFFFF"), ("secondary", "#3C3C4399", "#EBEBF599"),
      ("tertiary", "#3C3C434D", "#EBEBF54D"), ("quaternary", "#3C3C432E", "#EBEBF529"),
      ("quinary", "#3C3C431A", "#EBEBF51A"), ("tint", "#007AFFFF", "#0A84FFFF"),
      ("background", "#FFFFFFFF", "#000000FF"), ("foreground", "#000000FF", "#FFFFFFFF"),
      ("separator", "#3C3C434A", "#54545899"), ("fill", "#78788033", "#7878805C"),
      ("fill.secondary", "#78788029", "#78788052"), ("fill.tertiary", "#7676801F", "#7676803D"),
      ("fill.quaternary", "#74748014", "#7474802E"), ("background.secondary", "#F2F2F7FF", "#1C1C1EFF"),
      ("background.tertiary", "#FFFFFFFF", "#2C2C2EFF"), ("red.secondary", "#FF3B3099", "#FF453A99"),
    ])
  func semanticStyles(_ name: String, _ light: String, _ dark: String) {
    let styles: [String: AnyShapeStyle] = [
      "primary": AnyShapeStyle(.primary), "secondary": AnyShapeStyle(.secondary),
      "tertiary": AnyShapeStyle(.tertiary), "quaternary": AnyShapeStyle(.quaternary),
      "quinary": AnyShapeStyle(.quinary), "tint": AnyShapeStyle(.tint), "background": AnyShapeStyle(.background),
      "foreground": AnyShapeStyle(.foreground), "separator": AnyShapeStyle(.separator), "fill": AnyShapeStyle(.fill),
      "fill.secondary": AnyShapeStyle(.fill.secondary), "fill.tertiary": AnyShapeStyle(.fill.tertiary),
      "fill.quaternary": AnyShapeStyle(.fill.quaternary),
      "background.secondary": AnyShapeStyle(.background.secondary),
      "background.tertiary": AnyShapeStyle(.background.tertiary), "red.secondary": AnyShapeStyle(Color.red.secondary),
    ]
    guard let style = styles[name] else { return }
    #expect(fillColour(style) == light)
    #expect(fillColour(style, .dark) == dark)
  }

  @Test("Hierarchical levels under a foreground colour are that colour at 60, 30, 18 and 10 %")
  func levelsOfForeground() {
    func colour(_ style: HierarchicalShapeStyle) -> String {
      let list = LayoutHost(
        Rectangle().fill(style).frame(width: 10, height: 10).foregroundStyle(Color.blue),
        size: CGSize(width: 10, height: 10)
      ).displayList()
      guard case .fill(_, .color(let color), _, _)? = list.items.first else { return "" }
      return color.description
    }
    #expect(
      [colour(.primary), colour(.secondary), colour(.tertiary), colour(.quaternary), colour(.quinary)] == [
        "#007AFFFF", "#007AFF99", "#007AFF4D", "#007AFF2E", "#007AFF1A",
      ])
  }

  @Test("tint(_:) changes what .tint fills with")
  func tintFollowsEnvironment() {
    let list = LayoutHost(
      Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.orange), size: CGSize(width: 10, height: 10)
    ).displayList()
    #expect(list.description.contains("#FF9500FF"))
  }

  @Test(
    "Materials fill with their translucent tint, light and dark",
    arguments: [
      (Material.ultraThin, "#FFFFFF73", "#2525258C"), (.thin, "#FFFFFF99", "#252525B3"),
      (.regular, "#FFFFFFB8", "#252525C7"), (.thick, "#FFFFFFD9", "#252525E6"),
      (.ultraThick, "#FFFFFFED", "#252525F2"), (.bar, "#F9F9F9F0", "#000000BF"),
    ])
  func materials(_ material: Material, _ light: String, _ dark: String) {
    #expect(fillColour(material) == light)
    #expect(fillColour(material, .dark) == dark)
  }

  @Test("opacity(_:) multiplies a style's opacity, gradients' stops included")
  func styleOpacity() {
    #expect(fillColour(Color.red.opacity(0.5)) == "#FF3B3080")
    #expect(fillColour(AnyShapeStyle(.tint).opacity(0.5)) == "#007AFF80")
    let list = LayoutHost(
      Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5))
        .frame(width: 10, height: 10), size: CGSize(width: 10, height: 10)
    ).displayList()
    guard case .fill(_, .linearGradient(let stops, _, _), _, _)? = list.items.first else {
      Issue.record("\(list)")
      return
    }
    #expect(stops.map(\.color.opacity) == [0.5, 0.5])
  }

  @Test("A style's drop shadow and inner shadow wrap the fill; a blend mode wraps it too")
  func styleEffects() {
    let list = LayoutHost(
      Rectangle().fill(.blue.shadow(.drop(color: .black, radius: 2, x: 1, y: 3)).blendMode(.multiply))
        .frame(width: 10, height: 10), size: CGSize(width: 10, height: 10)
    ).displayList()
    #expect(
      list.description == """
        canvas 10 × 10
          blendMode multiply
            shadow #000000FF radius 2 offset (1, 3)
              fill #007AFFFF (0, 0, 10, 10) 5 elements
        """)
    let inner = LayoutHost(
      Rectangle().fill(.white.shadow(.inner(color: .black, radius: 4))).frame(width: 10, height: 10),
      size: CGSize(width: 10, height: 10)
    ).displayList()
    #expect(inner.description.contains("inner shadow #000000FF radius 4 offset (0, 0)"))
  }

  @Test("A foreground style with a shadow shades shapes drawn in the foreground")
  func foregroundShadow() {
    let list = LayoutHost(
      Circle().foregroundStyle(.shadow(.drop(color: .red, radius: 1))).frame(width: 10, height: 10),
      size: CGSize(width: 10, height: 10)
    ).displayList()
    #expect(list.description.contains("shadow #FF3B30FF radius 1 offset (0, 0)"))
  }

  @Test("A negative shadow-style radius is taken as 0")
  func negativeShadowRadius() {
    let list = LayoutHost(
      Rectangle().fill(.blue.shadow(.drop(radius: -3))).frame(width: 10, height: 10),
      size: CGSize(width: 10, height: 10)
    ).displayList()
    #expect(list.description.contains("radius 0 offset"))
  }
}

extension ShapeStyleTests {
  @Test("Text in a style with a shadow draws the colour and reports that the shadow is not applied")
  func textStyleEffectsReported() {
    let host = LayoutHost(Text("A").foregroundStyle(.blue.shadow(.drop(radius: 2))), size: phone)
    #expect(host.displayList().description.contains("#007AFFFF"))
    #expect(host.runtimeIssues.contains { $0.hasPrefix("Text is drawn in its foreground style's colour only") })
  }
}

extension ShapeStyleTests {
  @Test("foregroundStyle(_:_:_:) gives each level its own style; lower levels take the last")
  func foregroundLevels() {
    func colour(_ style: HierarchicalShapeStyle) -> String {
      let list = LayoutHost(
        Rectangle().fill(style).frame(width: 10, height: 10).foregroundStyle(Color.red, Color.green, Color.blue),
        size: CGSize(width: 10, height: 10)
      ).displayList()
      guard case .fill(_, .color(let color), _, _)? = list.items.first else { return "" }
      return color.description
    }
    #expect(
      [colour(.primary), colour(.secondary), colour(.tertiary), colour(.quaternary)] == [
        "#FF3B30FF", "#34C759FF", "#007AFFFF", "#007AFFFF",
      ])
  }

  @Test("foregroundStyle(_:_:) sets the primary and secondary levels of text")
  func foregroundTwoLevelsText() {
    let list = LayoutHost(
      VStack {
        Text("A")
        Text("B").foregroundStyle(.secondary)
      }.foregroundStyle(Color.orange, Color.purple), size: phone
    ).displayList().description
    #expect(list.contains("text \"A\"") && list.contains("#FF9500FF"))
    #expect(list.contains("#AF52DEFF"))
  }
}
