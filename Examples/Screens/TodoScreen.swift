import Trellis

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TodoScreen: View {
    @State private var items = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Call the dentist", isDone: true),
        TodoItem(title: "Finish the report"),
    ]
    @State private var isAdding = false
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach($items) { $item in
                    Button {
                        item.isDone.toggle()
                    } label: {
                        HStack {
                            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                                .foregroundStyle(item.isDone ? .green : .secondary)
                            Text(item.title)
                                .strikethrough(item.isDone)
                                .foregroundStyle(item.isDone ? .secondary : .primary)
                        }
                    }
                    .accessibilityIdentifier(item.title)
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("To Do")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isAdding = true
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityIdentifier("add")
                }
            }
            .alert("New Item", isPresented: $isAdding) {
                TextField("Title", text: $newTitle)
                Button("Add") {
                    items.append(TodoItem(title: newTitle))
                    newTitle = ""
                }
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}
