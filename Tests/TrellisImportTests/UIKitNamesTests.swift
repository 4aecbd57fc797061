import Testing
import Trellis

// `import SwiftUI` re-exports UIKit on iOS, so SwiftUI files use UIKit's names without importing
// UIKit; with `import Trellis` alone, they compile too.

/// A screen as a SwiftUI file writes it, with UIKit's names and no `import UIKit`.
private struct SettingsCard: View {
  var body: some View {
    VStack {
      Text("Storage").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
    }
    .frame(width: UIScreen.main.bounds.width - 32)
    .background(Color(.secondarySystemGroupedBackground))
    .foregroundStyle(Color(uiColor: .label))
    .accessibilityIdentifier("card")
  }
}

@MainActor
@Suite("One import: UIKit's names")
struct UIKitNamesTests {
  @Test("UIColor, UIFont and UIScreen compile with only import Trellis; the card is the screen less 32")
  func uiKitNamesThroughTrellis() {
    let host = LayoutHost(SettingsCard(), device: .iPhone)
    #expect(host.frame(of: "card")?.width == 358)
    #expect(Color(.systemGray6) == Color(uiColor: UIColor.systemGray6))
  }
}
