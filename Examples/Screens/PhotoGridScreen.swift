import Trellis

struct PhotoGridScreen: View {
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]
    private let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(0..<24) { index in
                        colors[index % colors.count]
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(alignment: .bottomTrailing) {
                                if index % 5 == 0 {
                                    Image(systemName: "heart.fill")
                                        .foregroundStyle(.white)
                                        .padding(6)
                                }
                            }
                            .accessibilityIdentifier("photo-\(index)")
                    }
                }
            }
            .navigationTitle("Library")
        }
    }
}
