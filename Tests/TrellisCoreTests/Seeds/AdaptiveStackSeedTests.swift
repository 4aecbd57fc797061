import Testing
import TrellisCore
import TrellisCoreTestSupport
import TrellisSeeds

// The AdaptiveStack article (seed 002), verbatim: `#if !os(macOS)` is true on Linux, so the
// stack follows the horizontal size class, as on iOS.

@MainActor
@Suite("Seed: AdaptiveStack")
struct AdaptiveStackSeedTests {
  private func host(_ sizeClass: UserInterfaceSizeClass?, width: CGFloat) -> LayoutHost {
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = sizeClass
    return LayoutHost(Seeds.adaptiveStack, size: CGSize(width: width, height: 600), environment: environment)
  }

  /// The stack the `Group` holds: at a host's root, a `Group` is one view, an implicit `VStack`
  /// around its views, even when it has one (docs/LayoutRules.md §1.16).
  private func stack(_ sizeClass: UserInterfaceSizeClass?, width: CGFloat) throws -> FrameNode {
    let root = try #require(host(sizeClass, width: width).root)
    #expect(root.name == "VStack" && root.children.count == 1)
    return try #require(root.children.first)
  }

  @Test("A compact width stacks the texts vertically")
  func compactStacksVertically() throws {
    let root = try stack(.compact, width: 390)
    #expect(root.name == "VStack")
    let texts = root.frames(named: "Text")
    #expect(texts.count == 3)
    // One below the other, each centred horizontally.
    #expect(texts[0].maxY <= texts[1].minY && texts[1].maxY <= texts[2].minY)
    #expect(texts.allSatisfy { abs($0.midX - 195) < 0.001 })
  }

  @Test("A regular width puts the texts side by side, 8 points apart")
  func regularStacksHorizontally() throws {
    // 37, 3 and 33 characters at 8.5 points: 314.5, 25.5 and 280.5 → rounded up to 315, 26, 281;
    // with two 8-point gaps the row is 638 wide, centred at x = 193.
    let root = try stack(.regular, width: 1024)
    #expect(root.name == "HStack")
    #expect(root.frames(named: "Text") == [rect(193, 289.5, 315, 21), rect(516, 289.5, 26, 21), rect(550, 289.5, 281, 21)])
  }

  @Test("Without a size class the stack is horizontal, as the else branch says")
  func missingSizeClassIsHorizontal() throws {
    let root = try stack(nil, width: 1024)
    #expect(root.name == "HStack")
  }

  @Test("The environment modifier switches the stack too")
  func environmentModifierSwitches() throws {
    let root = try #require(
      LayoutHost(Seeds.adaptiveStack.environment(\.horizontalSizeClass, .compact), size: CGSize(width: 390, height: 600)).root)
    #expect(root.name == "VStack")
  }
}
