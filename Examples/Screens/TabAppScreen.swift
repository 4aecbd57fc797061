import Trellis

struct TabAppScreen: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List(1..<6) { index in
                    Label("Track \(index)", systemImage: "music.note")
                }
                .navigationTitle("Listen Now")
            }
            .tabItem {
                Label("Listen Now", systemImage: "play.circle.fill")
            }
            .tag(0)
            NavigationStack {
                Text("Browse")
                    .navigationTitle("Browse")
            }
            .tabItem {
                Label("Browse", systemImage: "square.grid.2x2.fill")
            }
            .tag(1)
            NavigationStack {
                Text("Library")
                    .navigationTitle("Library")
            }
            .tabItem {
                Label("Library", systemImage: "music.note.list")
            }
            .badge(3)
            .tag(2)
            NavigationStack {
                Text("Search")
                    .navigationTitle("Search")
            }
            .tabItem {
                Label("Search", systemImage: "magnifyingglass")
            }
            .tag(3)
        }
    }
}
