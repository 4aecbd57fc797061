import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// The controls iOS 26 redrew, in its design: the switch, slider, stepper and segmented control
/// (docs/iOS26Controls.md §5, measured on HA26 and ASN26).
@MainActor
@Suite("Controls in iOS 26's design")
struct LiquidGlassControlTests {
  private func host<V: View>(_ view: V) -> LayoutHost {
    var environment = EnvironmentValues()
    environment.interfaceDesign = .iOS26
    return LayoutHost(view, size: CGSize(width: 390, height: 844), environment: environment)
  }

  @Test("The switch is a 63 × 28 capsule with a 37 × 24 capsule thumb 2 inside its trailing end when on")
  func switchOn() throws {
    let host = host(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 390))
    let track = try #require(host.frame(ofSource: "SwitchView"))
    #expect(track.size == CGSize(width: 63, height: 28))
    #expect(track.maxX == 390)
    let thumb = try #require(host.frames(named: "Capsule").first { $0.size == CGSize(width: 37, height: 24) })
    #expect(thumb.maxX == track.maxX - 2 && thumb.minY == track.minY + 2)
  }

  @Test("Off, the thumb sits 2 inside the leading end on a 197, 197, 199 track")
  func switchOff() throws {
    let host = host(Toggle("Wi-Fi", isOn: .constant(false)).frame(width: 390))
    let track = try #require(host.frame(ofSource: "SwitchView"))
    let thumb = try #require(host.frames(named: "Capsule").first { $0.size == CGSize(width: 37, height: 24) })
    #expect(thumb.minX == track.minX + 2)
    #expect(host.fills(at: track).first?.color == "#C5C5C7FF")
  }

  @Test(
    "The slider's 6-point track spans the width; the 37-wide thumb's centre is 18.5 + fraction × (width − 37)",
    arguments: [(0, 18.5), (0.5, 195), (0.75, 283.25), (1, 371.5)] as [(Double, CGFloat)])
  func slider(value: Double, centre: CGFloat) throws {
    let host = host(Slider(value: .constant(value)).frame(width: 390))
    let capsules = host.frames(named: "Capsule")
    let track = try #require(capsules.first)
    #expect(track.size == CGSize(width: 390, height: 6) && track.minX == 0)
    let thumb = try #require(capsules.first { $0.size == CGSize(width: 37, height: 24) })
    #expect(thumb.midX == centre && thumb.midY == track.midY)
  }

  @Test("The stepper keeps 94 × 32, its outline a capsule of radius 16")
  func stepper() throws {
    let host = host(Stepper("Count", value: .constant(1)).frame(width: 390))
    let outline = try #require(host.fills.first { $0.bounds.size == CGSize(width: 94, height: 32) })
    // A radius of half the height: the outline's leftmost point is at mid-height.
    let left = outline.path.boundingRect
    #expect(left.size == CGSize(width: 94, height: 32))
    #expect(outline.path.contains(CGPoint(x: left.minX + 1, y: left.midY)))
    #expect(!outline.path.contains(CGPoint(x: left.minX + 2, y: left.minY + 2)))
  }

  @Test("The segmented control is a 32-tall capsule without separators between unselected segments")
  func segmented() throws {
    let host = host(
      Picker("Size", selection: .constant(0)) {
        Text("S").tag(0)
        Text("M").tag(1)
        Text("L").tag(2)
      }
      .pickerStyle(.segmented).frame(width: 300))
    let track = try #require(host.fills.first { $0.bounds.size == CGSize(width: 300, height: 32) })
    #expect(!track.path.contains(CGPoint(x: track.bounds.minX + 3, y: track.bounds.minY + 3)))
    // iOS 18 draws a 1 × 18 separator between "M" and "L"; iOS 26 draws none.
    #expect(!host.fills.contains { $0.bounds.size == CGSize(width: 1, height: 18) })
  }
}
