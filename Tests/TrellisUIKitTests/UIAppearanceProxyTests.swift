import Foundation
import Testing

@testable import Trellis

/// What UIKit's appearance objects hand the drawn bars (`UIKitAppearance`): at rest a bar is at
/// its scroll edge, so it takes `scrollEdgeAppearance`, or `standardAppearance` made
/// transparent (Apple's documentation of `UINavigationBar.scrollEdgeAppearance`, iOS 15).
///
/// Each test but the last works on a bar of its own, not the shared proxy, so that the suites
/// running beside it draw their bars as SwiftUI does.
@MainActor
@Suite("UIKit appearance proxies")
struct UIAppearanceProxyTests {
  @Test("configureWithOpaqueBackground: the system background colour and the 30 % black shadow, no material")
  func opaqueBackground() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    let background = appearance.resolvedBackground
    #expect(background?.usesMaterial == false)
    #expect(background?.color == Color(uiColor: .systemBackground))
    #expect(background?.shadow == Color(uiColor: UIColor(white: 0, alpha: 0.3)))
  }

  @Test("A new appearance has the default background: the material and the shadow")
  func defaultBackground() {
    let background = UITabBarAppearance().resolvedBackground
    #expect(background?.usesMaterial == true)
    #expect(background?.color == nil)
    #expect(background?.shadow != nil)
  }

  @Test("configureWithTransparentBackground draws nothing")
  func transparentBackground() {
    let appearance = UINavigationBarAppearance()
    appearance.backgroundColor = .red
    appearance.configureWithTransparentBackground()
    #expect(appearance.resolvedBackground == nil)
  }

  @Test("A scroll-edge appearance gives the bar its background and titles")
  func scrollEdgeAppearance() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [
      .foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 28, weight: .heavy),
    ]
    let bar = UINavigationBar()
    bar.standardAppearance = appearance
    bar.scrollEdgeAppearance = appearance
    let look = bar.look
    #expect(look.background?.color == Color(uiColor: .systemIndigo))
    #expect(look.titleColor == Color(uiColor: .white))
    #expect(look.largeTitleColor == Color(uiColor: .white))
    #expect(look.largeTitleFont == Font.system(size: 28, weight: .heavy))
  }

  @Test("A standard appearance alone is transparent at rest, but its titles apply (iOS 15)")
  func standardAppearanceAtRest() {
    let appearance = UINavigationBarAppearance()
    appearance.backgroundColor = .red
    appearance.titleTextAttributes = [.foregroundColor: UIColor.orange]
    let bar = UINavigationBar()
    bar.standardAppearance = appearance
    bar.barTintColor = .blue
    #expect(bar.look.background == nil)
    #expect(bar.look.titleColor == Color(uiColor: .orange))
  }

  @Test("The bar's own title attributes apply when the appearance sets none")
  func legacyTitleAttributes() {
    let bar = UINavigationBar()
    bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
    bar.tintColor = .systemPink
    #expect(bar.look.largeTitleColor == Color(uiColor: .systemRed))
    #expect(bar.look.tint == Color(uiColor: .systemPink))
  }

  @Test("A tab bar's colours, tints and hiding")
  func tabBar() {
    let bar = UITabBar()
    bar.backgroundColor = .black
    bar.tintColor = .systemPurple
    bar.unselectedItemTintColor = .gray
    bar.isHidden = true
    let look = bar.look
    #expect(look.viewBackground == Color(uiColor: .black))
    #expect(look.tint == Color(uiColor: .systemPurple))
    #expect(look.unselectedItemTint == Color(uiColor: .gray))
    #expect(look.isHidden)
  }

  @Test("A segmented control's thumb, track and title attributes by state")
  func segmentedControl() {
    let control = UISegmentedControl()
    control.selectedSegmentTintColor = .systemBlue
    control.backgroundColor = .systemYellow
    control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    control.setTitleTextAttributes(
      [.foregroundColor: UIColor.gray, .font: UIFont.systemFont(ofSize: 15)], for: .normal)
    let look = control.look
    #expect(look.selectedSegmentTint == Color(uiColor: .systemBlue))
    #expect(look.background == Color(uiColor: .systemYellow))
    #expect(look.selectedTitleColor == Color(uiColor: .white))
    #expect(look.titleColor == Color(uiColor: .gray))
    #expect(look.titleFont == Font.system(size: 15))
  }

  @Test("UIPageControl.appearance() reaches the drawn page dots, and a reset puts the defaults back")
  func pageControlProxy() {
    // The page dots' colours are asserted by no other test, so setting the shared proxy here
    // cannot change a picture another suite draws at the same time.
    UIPageControl.appearance().currentPageIndicatorTintColor = .black
    UIPageControl.appearance().pageIndicatorTintColor = .systemGray
    let view = TabView {
      Color.red
      Color.blue
    }
    .tabViewStyle(.page)
    let drawing = LayoutHost(view, device: .iPhone).displayList().description
    UIKitAppearanceProxies.resetAll()
    #expect(drawing.contains("fill #000000FF (182.667, 793.667, 7, 7)"))
    #expect(drawing.contains("fill #8E8E93FF (200.333, 793.667, 7, 7)"))
    #expect(UIKitAppearanceProxies.current.pageControl == UIKitAppearance.PageControl())
  }
}
