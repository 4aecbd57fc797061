import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// Scroll views: both axes, content margins, the default anchor, and the modifiers a still
/// picture keeps without applying (indicators, paging, positions, bounce).
@MainActor
@Suite("Containers: scroll view modifiers")
struct ScrollModifierTests {
  private func tall() -> some View {
    Color.red.frame(width: 50, height: 400).accessibilityIdentifier("content")
  }

  @Test("Both axes: the content takes its ideal size and starts at the top leading corner")
  func bothAxes() {
    let host = LayoutHost(
      ScrollView([.horizontal, .vertical]) {
        Color.red.frame(width: 500, height: 500).accessibilityIdentifier("content")
      }
      .frame(width: 100, height: 100),
      proposal: .unspecified)
    #expect(host.frame(of: "content") == rect(0, 0, 500, 500))
    #expect(host.drawing.contains("clip (0, 0, 100, 100)"))
  }

  @Test("contentMargins insets the scroll content; indicator margins change nothing")
  func contentMargins() {
    let host = LayoutHost(
      ScrollView { tall() }.contentMargins(.horizontal, 20, for: .scrollContent).contentMargins(.top, 10),
      size: CGSize(width: 200, height: 300))
    #expect(host.frame(of: "content") == rect(75, 10, 50, 400))
    let indicators = LayoutHost(
      ScrollView { tall() }.contentMargins(30, for: .scrollIndicators), size: CGSize(width: 200, height: 300))
    #expect(indicators.frame(of: "content") == rect(75, 0, 50, 400))
  }

  @Test("defaultScrollAnchor(.bottom) shows the end of a long content and puts a short one at the bottom")
  func defaultAnchor() {
    let long = LayoutHost(ScrollView { tall() }.defaultScrollAnchor(.bottom), size: CGSize(width: 200, height: 300))
    #expect(long.frame(of: "content") == rect(75, -100, 50, 400))
    let short = LayoutHost(
      ScrollView { Color.red.frame(width: 50, height: 100).accessibilityIdentifier("content") }
        .defaultScrollAnchor(.bottom),
      size: CGSize(width: 200, height: 300))
    #expect(short.frame(of: "content") == rect(75, 200, 50, 100))
  }

  @Test("scrollClipDisabled draws the content past the scroll view's edges")
  func clipDisabled() {
    let host = LayoutHost(ScrollView { tall() }.scrollClipDisabled(), size: CGSize(width: 200, height: 300))
    #expect(!host.drawing.contains("clip"))
  }

  @Test("The modifiers a still picture does not apply are kept in the environment and change no frame")
  func keptModifiers() {
    let position = Box<Int?>(nil)
    let plain = LayoutHost(ScrollView { tall() }, size: CGSize(width: 200, height: 300))
    let configured = LayoutHost(
      ScrollView { tall().scrollTargetLayout() }
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(.paging)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        .scrollPosition(id: position.binding, anchor: .center)
        .scrollDisabled(true)
        .scrollBounceBehavior(.basedOnSize)
        .scrollDismissesKeyboard(.interactively),
      size: CGSize(width: 200, height: 300))
    #expect(configured.drawing == plain.drawing)
    #expect(position.value == nil)
    #expect(configured.runtimeIssues.isEmpty)
  }

  @Test("The environment values SwiftUI exposes read back")
  func environmentValues() {
    var environment = EnvironmentValues()
    #expect(environment.isScrollEnabled)
    #expect(environment.verticalScrollIndicatorVisibility == .automatic)
    environment.horizontalScrollIndicatorVisibility = .never
    environment.verticalScrollBounceBehavior = .always
    #expect(environment.horizontalScrollIndicatorVisibility == .never)
    #expect(environment.verticalScrollBounceBehavior == .always)
  }

  @Test("ScrollViewReader: scrollTo records the request and scrolls nothing")
  func scrollViewReader() throws {
    final class Saved { var proxy: ScrollViewProxy? }
    let saved = Saved()
    let host = LayoutHost(
      ScrollViewReader { proxy in
        ScrollView { tall() }
          .onAppear { saved.proxy = proxy }
      },
      size: CGSize(width: 200, height: 300))
    let proxy = try #require(saved.proxy)
    proxy.scrollTo(42, anchor: .bottom)
    #expect(proxy.recorder.requests.count == 1)
    #expect(proxy.recorder.requests.first?.id == AnyHashable(42))
    host.update()
    #expect(host.frame(of: "content") == rect(75, 0, 50, 400))
  }
}

@MainActor
@Suite("Containers: scroll views and the safe area")
struct ScrollSafeAreaTests {
  private func column() -> some View {
    VStack(spacing: 0) {
      ForEach(0..<10, id: \.self) { Color.red.frame(height: 100).accessibilityIdentifier("item\($0)") }
    }
  }

  @Test(
    "On an iPhone a scroll view reaches under the home indicator: the content starts in the safe area and shows to the window's bottom"
  )
  func reachesUnderTheBars() {
    let host = phoneHost(ScrollView { column() }.accessibilityIdentifier("scroll"))
    #expect(host.frame(of: "scroll") == rect(0, 47, 390, 763))
    #expect(host.frame(named: "ScrollView") == rect(0, 0, 390, 844))
    #expect(host.frame(of: "item0") == rect(0, 47, 390, 100))
    #expect(host.drawing.contains("clip (0, 0, 390, 844)"))
  }

  @Test("ignoresSafeArea on a scroll view lays its content out under the bars on those edges")
  func ignoredEdges() {
    let host = phoneHost(ScrollView { column() }.ignoresSafeArea(edges: .top))
    #expect(host.frame(of: "item0") == rect(0, 0, 390, 100))
  }
}
