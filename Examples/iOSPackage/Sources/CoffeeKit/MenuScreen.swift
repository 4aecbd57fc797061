import SwiftUI
#if canImport(UIKit)
  import UIKit
#endif

/// The menu: every drink in a list, with a title and an order button.
public struct MenuScreen: View {
  let items: [MenuItem]
  @State private var ordered = 0

  public init(items: [MenuItem] = MenuItem.samples) {
    self.items = items
  }

  public var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(items) { item in
            MenuRow(item: item)
          }
        } header: {
          Text("menu_header", bundle: .module)
        }
        Section {
          Button {
            ordered += 1
          } label: {
            Label("\(ordered) ordered", systemImage: "cup.and.saucer")
          }
        }
      }
      .navigationTitle(Text("menu_title", bundle: .module))
      #if os(iOS)
        // iOS draws the title inline; the macOS branch below is not SwiftUI on iOS.
        .navigationBarTitleDisplayMode(.inline)
      #else
        .frame(minWidth: NSScreen.main!.frame.width / 3)
      #endif
    }
    .tint(accent)
  }

  private var accent: Color {
    #if canImport(UIKit)
      Color(uiColor: .systemBrown)
    #else
      Color.brown
    #endif
  }
}

#Preview {
  MenuScreen()
}

#Preview("Dark") {
  MenuScreen()
    .preferredColorScheme(.dark)
}
