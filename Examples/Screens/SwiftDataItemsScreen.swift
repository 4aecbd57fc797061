import Foundation
import Trellis
import TrellisSwiftData

// Xcode's SwiftData app template, as a new iOS project has it: an `Item` model with a
// timestamp, and a split view listing the items with delete, edit and add. Only the imports
// differ (`Trellis` for `SwiftUI`, `TrellisSwiftData` for `SwiftData`).

@Model
final class Item {
    var timestamp: Date

    init(timestamp: Date) {
        self.timestamp = timestamp
    }
}

struct ItemsContentView: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var items: [Item]

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(items) { item in
                    NavigationLink {
                        Text("Item at \(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))")
                    } label: {
                        Text(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))
                    }
                }
                .onDelete(perform: deleteItems)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
                ToolbarItem {
                    Button(action: addItem) {
                        Label("Add Item", systemImage: "plus")
                    }
                }
            }
        } detail: {
            Text("Select an item")
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = Item(timestamp: Date())
            modelContext.insert(newItem)
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            for index in offsets {
                modelContext.delete(items[index])
            }
        }
    }
}

#Preview {
    ItemsContentView()
        .modelContainer(for: Item.self, inMemory: true)
}

/// The template's screen with three items saved in an in-memory container: fixed timestamps, so
/// the screen draws the same every time.
struct SwiftDataItemsScreen: View {
    let container: ModelContainer = {
        let container = try! ModelContainer(
            for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let start = Date(timeIntervalSince1970: 1_767_260_460)  // 2026-01-01 09:41 UTC
        for minutes in [0, 12, 47] {
            context.insert(Item(timestamp: start.addingTimeInterval(Double(minutes) * 60)))
        }
        try! context.save()
        return container
    }()

    var body: some View {
        ItemsContentView()
            .modelContainer(container)
    }
}
