import Testing
import TrellisCore
import TrellisCoreTestSupport

/// What a laid-out view draws: the display list, back to front, at pixel-rounded frames.
@MainActor
@Suite("Rendering: display list")
struct DisplayListTests {
  private func list(_ view: some View, size: CGSize = CGSize(width: 100, height: 100)) -> DisplayList {
    LayoutHost(view, size: size).displayList()
  }

  @Test("A background is drawn before its view and an overlay after it")
  func backgroundBehindOverlayInFront() {
    let drawn = list(
      Color.blue.frame(width: 20, height: 20).background(Color.red).overlay(Color.green.opacity(0.5)))
    #expect(
      drawn.description == """
        canvas 100 × 100
          fill #FF3B30FF (40, 40, 20, 20) 5 elements
          fill #007AFFFF (40, 40, 20, 20) 5 elements
          fill #34C75980 (40, 40, 20, 20) 5 elements
        """)
  }

  @Test("A border strokes a rectangle inset by half its width, inside the frame")
  func borderStrokesInside() throws {
    let drawn = list(Color.clear.frame(width: 20, height: 10).border(Color.blue, width: 2))
    guard case .stroke(let path, _, let bounds, let style) = try #require(drawn.items.last) else {
      Issue.record("expected a stroke, got \(drawn)")
      return
    }
    #expect(style.lineWidth == 2)
    #expect(bounds == CGRect(x: 40, y: 45, width: 20, height: 10))
    #expect(path.boundingRect == CGRect(x: 41, y: 46, width: 18, height: 8))
  }

  @Test("zIndex draws a sibling later without moving it")
  func zIndexReordersDrawing() {
    let drawn = list(
      ZStack {
        Color.red.frame(width: 10, height: 10).zIndex(1)
        Color.blue.frame(width: 20, height: 20)
      })
    #expect(drawn.items.count == 2)
    #expect(drawn.description.hasSuffix("fill #FF3B30FF (45, 45, 10, 10) 5 elements"))
  }

  @Test("opacity, clipping and rotation wrap what the view draws in a group")
  func effectsWrapItemsInGroups() {
    let drawn = list(
      Color.red.frame(width: 20, height: 20).cornerRadius(4).opacity(0.5).rotationEffect(.degrees(45)))
    #expect(
      drawn.description == """
        canvas 100 × 100
          rotation 45° around (50, 50)
            opacity 0.5
              clip (40, 40, 20, 20)
                fill #FF3B30FF (40, 40, 20, 20) 5 elements
        """)
  }

  @Test("Text is drawn in its frame with the environment's foreground colour")
  func textUsesForegroundColour() {
    // 17 × 21 centred at (41.5, 39.5), drawn at the pixel-rounded (42, 40).
    let drawn = list(Text("Hi").foregroundColor(.red))
    #expect(drawn.description.contains("text \"Hi\" (42, 40, 17, 21) #FF3B30FF"))
  }

  @Test("A dark colour scheme resolves the primary colour to white")
  func darkSchemeResolvesPrimary() {
    let drawn = list(Text("Hi").colorScheme(.dark))
    #expect(drawn.description.contains("#FFFFFFFF"))
  }

  @Test("A gradient fill keeps its stops and its bounds")
  func gradientFillKeepsStops() {
    let drawn = list(
      Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        .frame(width: 30, height: 20))
    guard case .fill(_, .linearGradient(let stops, let start, let end), let bounds, _)? = drawn.items.first else {
      Issue.record("expected a linear gradient fill, got \(drawn)")
      return
    }
    #expect(stops.map(\.location) == [0, 1])
    #expect(start == .top && end == .bottom)
    #expect(bounds == CGRect(x: 35, y: 40, width: 30, height: 20))
  }

  @Test("A divider is a one-pixel fill of the separator colour")
  func dividerIsHairline() {
    // Half a point thick at 2×, centred at y 49.75, which rounds to 50.
    let drawn = LayoutHost(
      VStack { Divider() }.frame(width: 50), size: CGSize(width: 100, height: 100), displayScale: 2
    )
    .displayList()
    #expect(drawn.description.contains("fill #3C3C434A (25, 50, 50, 0.5)"))
  }
}
