import Trellis

struct EmptyStateScreen: View {
    @State private var items: [String] = []

    var body: some View {
        NavigationStack {
            Group {
                if items.isEmpty {
                    VStack(spacing: 12) {
                        Image(systemName: "tray")
                            .font(.system(size: 48))
                            .foregroundStyle(.secondary)
                        Text("No Documents")
                            .font(.title2.bold())
                        Text("Documents you create will appear here.")
                            .foregroundStyle(.secondary)
                        Button("Create Document") {
                            items.append("Untitled")
                        }
                        .buttonStyle(.borderedProminent)
                        .accessibilityIdentifier("create")
                    }
                    .padding()
                } else {
                    List(items, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Documents")
        }
    }
}
