import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Visual effects: layout unchanged, what the display list records, hit testing.
@MainActor
@Suite("Drawing: visual effects")
struct VisualEffectTests {
  /// The effects that change drawing only, each applied to a 40 × 20 colour.
  static var effects: [(String, (AnyView) -> AnyView)] {
    [
      ("scaleEffect", { AnyView($0.scaleEffect(2)) }),
      ("scaleEffect(x:y:)", { AnyView($0.scaleEffect(x: 0.5, y: 3, anchor: .topLeading)) }),
      ("transformEffect", { AnyView($0.transformEffect(CGAffineTransform(rotationAngle: 1))) }),
      ("rotation3DEffect", { AnyView($0.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))) }),
      ("projectionEffect", { AnyView($0.projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))) }),
      ("blur", { AnyView($0.blur(radius: 5)) }),
      ("brightness", { AnyView($0.brightness(0.3)) }),
      ("contrast", { AnyView($0.contrast(2)) }),
      ("saturation", { AnyView($0.saturation(0)) }),
      ("grayscale", { AnyView($0.grayscale(1)) }),
      ("hueRotation", { AnyView($0.hueRotation(.degrees(90))) }),
      ("colorMultiply", { AnyView($0.colorMultiply(.blue)) }),
      ("colorInvert", { AnyView($0.colorInvert()) }),
      ("luminanceToAlpha", { AnyView($0.luminanceToAlpha()) }),
      ("blendMode", { AnyView($0.blendMode(.multiply)) }),
      ("compositingGroup", { AnyView($0.compositingGroup()) }),
      ("drawingGroup", { AnyView($0.drawingGroup()) }),
      ("mask", { AnyView($0.mask { Circle().frame(width: 500, height: 500) }) }),
      ("contentShape", { AnyView($0.contentShape(Circle())) }),
      ("allowsHitTesting", { AnyView($0.allowsHitTesting(false)) }),
    ]
  }

  /// The effects names, for arguments.
  nonisolated static let effectNames = [
    "scaleEffect", "scaleEffect(x:y:)", "transformEffect", "rotation3DEffect", "projectionEffect", "blur", "brightness",
    "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply", "colorInvert", "luminanceToAlpha",
    "blendMode", "compositingGroup", "drawingGroup", "mask", "contentShape", "allowsHitTesting",
  ]

  @Test("A drawing effect leaves the view's frame and its siblings' frames as they were", arguments: effectNames)
  func layoutUnchanged(_ name: String) throws {
    let apply = try #require(Self.effects.first { $0.0 == name }?.1)
    func frames(_ effect: (AnyView) -> AnyView) -> [CGRect?] {
      let host = LayoutHost(
        HStack(spacing: 4) {
          effect(AnyView(Color.red.frame(width: 40, height: 20))).accessibilityIdentifier("view")
          Text("Next").accessibilityIdentifier("next")
        }, size: phone)
      return [host.frame(of: "view"), host.frame(of: "next")]
    }
    #expect(frames(apply) == frames { $0 })
  }

  private func list(_ view: some View) -> String {
    LayoutHost(view, size: CGSize(width: 100, height: 100)).displayList().description
  }

  @Test("scaleEffect draws through a scale around the anchor, in host coordinates")
  func scaleEffectList() {
    #expect(
      list(Color.red.frame(width: 20, height: 20).scaleEffect(2))
        == """
        canvas 100 × 100
          transform [2, 0, 0, 2, -50, -50]
            fill #FF3B30FF (40, 40, 20, 20) 5 elements
        """)
  }

  @Test("transformEffect applies in the view's own coordinates: its origin is its top leading corner")
  func transformEffectList() {
    #expect(
      list(Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(scaleX: 2, y: 1)))
        == """
        canvas 100 × 100
          transform [2, 0, 0, 1, -40, 0]
            fill #FF3B30FF (40, 40, 20, 20) 5 elements
        """)
  }

  @Test("rotation3DEffect about y by 45° has SwiftUI's projection: perspective 1 over the larger side")
  func rotation3DProjection() {
    let text = list(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)))
    // In the view's coordinates: x′ = cos·(x − 10) + 10·w, w = 1 + sin·(x − 10)/20.
    #expect(text.contains("projection ["))
    #expect(text.contains("fill #FF3B30FF (40, 40, 20, 20)"))
  }

  @Test("rotation3DEffect about z is an affine rotation, recorded as a transform")
  func rotation3DAboutZIsAffine() {
    let text = list(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)))
    #expect(text.contains("transform [0, 1, -1, 0, 100, 0]"))
  }

  /// A red colour with a colour effect, by the line the display list prints for it.
  static func colourEffect(_ line: String) -> AnyView {
    switch line {
    case "brightness 0.5": AnyView(Color.red.brightness(0.5))
    case "contrast 2": AnyView(Color.red.contrast(2))
    case "saturation 0.25": AnyView(Color.red.saturation(0.25))
    case "grayscale 1": AnyView(Color.red.grayscale(1))
    case "hueRotation 90°": AnyView(Color.red.hueRotation(.degrees(90)))
    case "colorMultiply #007AFFFF": AnyView(Color.red.colorMultiply(.blue))
    case "colorInvert": AnyView(Color.red.colorInvert())
    case "luminanceToAlpha": AnyView(Color.red.luminanceToAlpha())
    case "blur radius 3": AnyView(Color.red.blur(radius: 3))
    case "blendMode screen": AnyView(Color.red.blendMode(.screen))
    case "compositingGroup": AnyView(Color.red.compositingGroup())
    default: AnyView(Color.red.drawingGroup())
    }
  }

  @Test(
    "Each colour effect is recorded with its amount",
    arguments: [
      "brightness 0.5", "contrast 2", "saturation 0.25", "grayscale 1", "hueRotation 90°", "colorMultiply #007AFFFF",
      "colorInvert", "luminanceToAlpha", "blur radius 3", "blendMode screen", "compositingGroup",
      "drawingGroup (0, 0, 100, 100)",
    ])
  func colourEffectRecorded(_ expected: String) {
    let lines = list(Self.colourEffect(expected)).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.count == 3)
    #expect(lines[1] == expected)
  }

  @Test("colorMultiply resolves its colour in the view's colour scheme")
  func colorMultiplyDark() {
    #expect(list(Color.red.colorMultiply(.blue).colorScheme(.dark)).contains("colorMultiply #0A84FFFF"))
  }

  @Test("A mask is laid out like an overlay and drawn as a mask of the view")
  func maskList() {
    #expect(
      list(
        Color.red.frame(width: 20, height: 20).mask(alignment: .topLeading) { Color.black.frame(width: 10, height: 10) }
      )
        == """
        canvas 100 × 100
          mask of 1 item
            fill #FF3B30FF (40, 40, 20, 20) 5 elements
            with mask
              fill #000000FF (40, 40, 10, 10) 5 elements
        """)
  }

  @Test("A mask that draws nothing hides the view")
  func emptyMaskHides() {
    #expect(list(Color.red.mask { EmptyView() }) == "canvas 100 × 100")
  }

  @Test(
    "The colour matrices follow the W3C definitions",
    arguments: [
      (ColorFilter.brightness(0.25), (0.5, 0.5, 0.5, 1.0), (0.75, 0.75, 0.75, 1.0)),
      (.contrast(0), (0.9, 0.1, 0.3, 1), (0.5, 0.5, 0.5, 1)),
      (.contrast(2), (0.6, 0.5, 0.4, 1), (0.7, 0.5, 0.3, 1)),
      (.grayscale(1), (1, 0, 0, 1), (0.213, 0.213, 0.213, 1)),
      (.saturation(1), (0.2, 0.4, 0.6, 0.5), (0.2, 0.4, 0.6, 0.5)),
      (.colorInvert, (0.2, 0.4, 0.6, 0.5), (0.8, 0.6, 0.4, 0.5)),
      (.luminanceToAlpha, (1, 1, 1, 0.5), (0, 0, 0, 1)),
      (.colorMultiply(Color.Resolved(red: 0.5, green: 1, blue: 0, opacity: 0.5)), (1, 1, 1, 1), (0.5, 1, 0, 0.5)),
    ] as [(ColorFilter, (Double, Double, Double, Double), (Double, Double, Double, Double))])
  func matrices(
    _ filter: ColorFilter, _ input: (Double, Double, Double, Double), _ expected: (Double, Double, Double, Double)
  ) {
    let out = filter.matrix.apply(red: input.0, green: input.1, blue: input.2, opacity: input.3)
    for (value, target) in [(out.0, expected.0), (out.1, expected.1), (out.2, expected.2), (out.3, expected.3)] {
      #expect(abs(value - target) < 1e-9, "\(filter): \(out)")
    }
  }

  @Test("A hue rotation by a full turn changes nothing")
  func fullHueTurn() {
    let out = ColorFilter.hueRotation(.degrees(360)).matrix.apply(red: 0.2, green: 0.5, blue: 0.9, opacity: 1)
    #expect(abs(out.0 - 0.2) < 1e-9 && abs(out.1 - 0.5) < 1e-9 && abs(out.2 - 0.9) < 1e-9)
  }

  @Test("contentShape is recorded on the node, with its kinds")
  func contentShapeInDump() {
    let host = LayoutHost(
      Color.red.frame(width: 10, height: 10).contentShape(.dragPreview, Circle(), eoFill: true), size: phone)
    #expect(host.dump().contains("contentShape(Circle, kinds: [dragPreview], eoFill)"))
  }

  @Test("A button under allowsHitTesting(false) cannot be tapped, and tap says why")
  func allowsHitTestingRefusesTap() {
    var taps = 0
    let host = LayoutHost(
      Button("Go") { taps += 1 }.accessibilityIdentifier("go").allowsHitTesting(false), size: phone)
    #expect(host.tap("go") == false)
    #expect(taps == 0)
    #expect(host.runtimeIssues.contains { $0.contains("does not allow hit testing") })
  }

  @Test("allowsHitTesting(true) inside allowsHitTesting(false) does not enable hit testing again")
  func hitTestingCannotBeReenabled() {
    var taps = 0
    let host = LayoutHost(
      VStack { Button("Go") { taps += 1 }.accessibilityIdentifier("go").allowsHitTesting(true) }.allowsHitTesting(
        false),
      size: phone)
    #expect(host.tap("go") == false)
    #expect(taps == 0)
  }

  @Test("A button with allowsHitTesting(true) is tapped as usual")
  func hitTestingAllowedTaps() {
    var taps = 0
    let host = LayoutHost(Button("Go") { taps += 1 }.accessibilityIdentifier("go").allowsHitTesting(true), size: phone)
    #expect(host.tap("go"))
    #expect(taps == 1)
  }

  @Test("drawingGroup with a linear colour mode is reported: Trellis blends in sRGB")
  func drawingGroupLinearReported() {
    let host = LayoutHost(Color.red.drawingGroup(colorMode: .linear), size: phone)
    #expect(host.runtimeIssues.contains { $0.hasPrefix("drawingGroup(colorMode: .linear)") })
  }
}
