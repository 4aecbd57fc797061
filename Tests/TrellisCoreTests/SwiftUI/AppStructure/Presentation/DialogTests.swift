import Testing

@testable import TrellisCore
import TrellisCoreTestSupport

/// Alerts and confirmation dialogs on an iPhone (390 × 844, safe area 47 top, 34 bottom), text
/// measured with fixed advances (8.5 points a character at 17 points).
///
/// What the numbers rely on (UIKit's `UIAlertController` as Flutter's `CupertinoAlertDialog`
/// and `CupertinoActionSheet` measure it on iOS 17): an alert is 270 wide, its header padded
/// 20 above and below and 16 at the sides, a 17-point semibold title 2 above a 13-point
/// message, 44-point buttons under one-pixel hairlines; an action sheet is 8 from the sides
/// and the home indicator, its buttons 57 tall, its cancel button 8 below the rest.
@MainActor
@Suite("Presentation: alerts and confirmation dialogs")
struct DialogTests {
  private struct DeleteAlert: View {
    @State var isPresented = true
    @State var deleted = false
    var body: some View {
      Text(deleted ? "deleted" : "kept").accessibilityIdentifier("state")
        .alert("Delete?", isPresented: $isPresented) {
          Button("Delete", role: .destructive) { deleted = true }.accessibilityIdentifier("delete")
          Button("Cancel", role: .cancel) {}.accessibilityIdentifier("cancel")
        } message: {
          Text("Gone.")
        }
    }
  }

  @Test("An alert is a 270-point box in the middle of the screen, two short buttons side by side, cancel first")
  func alertFrames() throws {
    let host = LayoutHost(DeleteAlert(), device: .iPhone)
    // Header: 20 + 20.333 (title) + 2 + 15.667 (message) + 20 = 78; a hairline; a 44-point row.
    let box = try #require(host.root?.allNodes.first { $0.name == "AlertBox" })
    #expect(box.frame.width == 270)
    #expect(abs(box.frame.height - (78 + 1.0 / 3 + 44)) < 1e-9)
    #expect(box.frame.minX == 60)
    let cancel = try #require(host.unroundedFrame(of: "cancel"))
    let delete = try #require(host.unroundedFrame(of: "delete"))
    #expect(cancel.minX == 60)
    #expect(abs(cancel.width - (270 - 1.0 / 3) / 2) < 1e-9)
    #expect(abs(delete.minX - (60 + (270 - 1.0 / 3) / 2 + 1.0 / 3)) < 1e-9)
    #expect(cancel.height == 44)
    #expect(cancel.minY == delete.minY)
  }

  @Test("Three buttons stack in rows, the cancel button last")
  func stackedButtons() throws {
    struct Three: View {
      var body: some View {
        Color.gray.alert("Choose", isPresented: .constant(true)) {
          Button("Cancel", role: .cancel) {}.accessibilityIdentifier("cancel")
          Button("One") {}.accessibilityIdentifier("one")
          Button("Two") {}.accessibilityIdentifier("two")
        }
      }
    }
    let host = LayoutHost(Three(), device: .iPhone)
    let one = try #require(host.unroundedFrame(of: "one"))
    let two = try #require(host.unroundedFrame(of: "two"))
    let cancel = try #require(host.unroundedFrame(of: "cancel"))
    #expect(one.width == 270)
    #expect(abs(two.minY - (one.maxY + 1.0 / 3)) < 1e-9)
    #expect(abs(cancel.minY - (two.maxY + 1.0 / 3)) < 1e-9)
  }

  @Test("Two buttons whose titles do not fit half the box stack, the cancel button last")
  func longTitlesStack() throws {
    struct Long: View {
      var body: some View {
        Color.gray.alert("Choose", isPresented: .constant(true)) {
          Button("Remove from this device") {}.accessibilityIdentifier("long")
          Button("Cancel", role: .cancel) {}.accessibilityIdentifier("cancel")
        }
      }
    }
    let host = LayoutHost(Long(), device: .iPhone)
    let long = try #require(host.unroundedFrame(of: "long"))
    let cancel = try #require(host.unroundedFrame(of: "cancel"))
    #expect(long.width == 270)
    #expect(cancel.minY > long.maxY)
  }

  @Test("An alert with no buttons has an OK button")
  func okButton() {
    struct Bare: View {
      var body: some View { Color.gray.alert("Saved", isPresented: .constant(true)) {} }
    }
    let host = LayoutHost(Bare(), device: .iPhone)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"OK\"" } == true)
  }

  @Test("Tapping an alert button dismisses the alert and runs the action")
  func tapDismisses() {
    let host = LayoutHost(DeleteAlert(), device: .iPhone)
    #expect(host.tap("delete"))
    #expect(host.frame(of: "delete") == nil)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"deleted\"" } == true)
  }

  @Test("An alert dims the screen with black at 0.2 and cannot be swiped away")
  func alertDims() {
    let host = LayoutHost(DeleteAlert(), device: .iPhone)
    let window = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(
      host.displayList().items.contains {
        SheetTests.fillBounds($0) == window && SheetTests.fillColor($0) == PresentationLayer.dimming
      })
    #expect(!host.dismissPresentation())
  }

  @Test("A confirmation dialog is an action sheet above the home indicator, with a Cancel button apart")
  func actionSheet() throws {
    struct Discard: View {
      var body: some View {
        Color.gray.confirmationDialog("Discard?", isPresented: .constant(true)) {
          Button("Discard", role: .destructive) {}.accessibilityIdentifier("discard")
        }
      }
    }
    let host = LayoutHost(Discard(), device: .iPhone)
    let discard = try #require(host.unroundedFrame(of: "discard"))
    // 810 − 57 (Cancel) − 8 − 57.
    #expect(discard == CGRect(x: 8, y: 688, width: 374, height: 57))
    #expect(host.root?.allNodes.contains { $0.name == "Text \"Cancel\"" } == true)
    // The title shows only when asked to.
    #expect(host.root?.allNodes.contains { $0.name == "Text \"Discard?\"" } == false)
  }

  @Test("A visible dialog title heads the action sheet in 13-point text")
  func visibleTitle() throws {
    struct Discard: View {
      var body: some View {
        Color.gray.confirmationDialog("Discard?", isPresented: .constant(true), titleVisibility: .visible) {
          Button("Discard", role: .destructive) {}.accessibilityIdentifier("discard")
          Button("Keep", role: .cancel) {}.accessibilityIdentifier("keep")
        }
      }
    }
    let host = LayoutHost(Discard(), device: .iPhone)
    let keep = try #require(host.unroundedFrame(of: "keep"))
    let discard = try #require(host.unroundedFrame(of: "discard"))
    #expect(keep == CGRect(x: 8, y: 753, width: 374, height: 57))
    // Above: the title, 15.667 (13 points) + 2 × 13.5 of padding, and a hairline: 43.
    #expect(abs(discard.minY - 688) < 1e-9)
    #expect(abs(discard.maxY - 745) < 1e-9)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"Discard?\"" } == true)
    #expect(host.root?.allNodes.contains { $0.name == "Text \"Cancel\"" } == false)
  }

  @Test("Swiping a confirmation dialog away dismisses it")
  func dialogDismiss() {
    struct Discard: View {
      @State var isPresented = true
      var body: some View {
        Color.gray.confirmationDialog("Discard?", isPresented: $isPresented) {
          Button("Discard", role: .destructive) {}.accessibilityIdentifier("discard")
        }
      }
    }
    let host = LayoutHost(Discard(), device: .iPhone)
    #expect(host.dismissPresentation())
    #expect(host.frame(of: "discard") == nil)
  }

  @Test("The iOS 13 Alert shows its title, message and buttons")
  func legacyAlert() throws {
    struct Legacy: View {
      @State var isPresented = true
      var body: some View {
        Color.gray.alert(isPresented: $isPresented) {
          Alert(
            title: Text("Upload failed"), message: Text("Try again."),
            primaryButton: .destructive(Text("Retry")), secondaryButton: .cancel())
        }
      }
    }
    let host = LayoutHost(Legacy(), device: .iPhone)
    let names = host.root?.allNodes.map(\.name) ?? []
    #expect(names.contains("Text \"Upload failed\""))
    #expect(names.contains("Text \"Try again.\""))
    #expect(names.contains("Text \"Retry\""))
    #expect(names.contains("Text \"Cancel\""))
  }

  @Test("An alert presenting data is shown only while the data is there")
  func presentingData() {
    struct Presenting: View {
      let name: String?
      var body: some View {
        Color.gray.alert("Rename", isPresented: .constant(true), presenting: name) { name in
          Button("Rename \(name)") {}
        }
      }
    }
    let shown = LayoutHost(Presenting(name: "Notes"), device: .iPhone)
    let hidden = LayoutHost(Presenting(name: nil), device: .iPhone)
    #expect(shown.root?.allNodes.contains { $0.name == "Text \"Rename Notes\"" } == true)
    #expect(hidden.root?.allNodes.contains { $0.name == "AlertBox" } == false)
  }
}
