import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Dynamic Type: text styles scaled by Apple's table (spec §typography, HIGT).
@MainActor
@Suite("Text: Dynamic Type")
struct TextDynamicTypeTests {
  private func size(_ style: Font.TextStyle, at dynamicTypeSize: DynamicTypeSize) -> CGFloat? {
    drawnRuns(Text("A").font(.system(style)).dynamicTypeSize(dynamicTypeSize)).first?.font.pointSize
  }

  @Test(
    "Body text takes the table's point size at every size",
    arguments: zip(
      DynamicTypeSize.allCases, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] as [CGFloat]))
  func bodySizes(_ dynamicTypeSize: DynamicTypeSize, _ expected: CGFloat) {
    #expect(size(.body, at: dynamicTypeSize) == expected)
  }

  @Test("Every style at accessibility3 takes the table's size")
  func accessibility3() {
    let expected: [Font.TextStyle: CGFloat] = [
      .largeTitle: 52, .title: 48, .title2: 44, .title3: 43, .headline: 40, .body: 40, .callout: 38,
      .subheadline: 36, .footnote: 33, .caption: 32, .caption2: 29,
    ]
    for style in Font.TextStyle.allCases { #expect(size(style, at: .accessibility3) == expected[style]) }
  }

  @Test("A fixed-size font does not scale; a custom font relative to a style scales with it")
  func fixedAndRelative() {
    let fixed = drawnRuns(Text("A").font(.system(size: 17)).dynamicTypeSize(.accessibility3)).first?.font
    let relative = drawnRuns(
      Text("A").font(.custom("Georgia", size: 20, relativeTo: .title3)).dynamicTypeSize(.accessibility3)
    ).first?.font
    let custom = drawnRuns(Text("A").font(.custom("Georgia", fixedSize: 20)).dynamicTypeSize(.accessibility3)).first
    #expect(fixed?.pointSize == 17)
    #expect(relative?.pointSize == 43)  // 20 × 43 / 20
    #expect(custom?.font.pointSize == 20)
  }

  @Test("A range clamps the environment's size into it")
  func rangeClamps() {
    let clamped = drawnRuns(
      Text("A").dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility5)
    ).first?.font.pointSize
    let raised = drawnRuns(Text("A").dynamicTypeSize(DynamicTypeSize.large...).dynamicTypeSize(.xSmall)).first
    #expect(clamped == 23)
    #expect(raised?.font.pointSize == 17)
  }

  @Test("sizeCategory reads and writes the Dynamic Type size under its older names")
  func sizeCategory() {
    var environment = EnvironmentValues()
    environment.sizeCategory = .accessibilityExtraLarge
    #expect(environment.dynamicTypeSize == .accessibility3)
    environment.dynamicTypeSize = .xSmall
    #expect(environment.sizeCategory == .extraSmall)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test("Bold Text (legibilityWeight .bold) draws regular text semibold")
  func boldText() {
    let font = drawnRuns(Text("A").environment(\.legibilityWeight, .bold)).first?.font
    #expect(font?.weight == .semibold)
  }

  @Test("Symbols grow with the Dynamic Type size of their font")
  func symbolsFollow() {
    let host = LayoutHost(
      Image(systemName: "star").accessibilityIdentifier("s").dynamicTypeSize(.accessibility3),
      size: CGSize(width: 390, height: 844))
    // A symbol of the fixed-advance measurer is one em square: 40 points at AX3 body.
    #expect(host.unroundedFrame(of: "s")?.size == CGSize(width: 40, height: 40))
  }
}
