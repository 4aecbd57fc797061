import Trellis

struct NetworkError: LocalizedError {
    var errorDescription: String? { "Couldn't load your feed" }
}

struct NetworkErrorScreen: View {
    @State private var error: NetworkError? = NetworkError()
    @State private var showingError = true
    @State private var retries = 0

    var body: some View {
        VStack(spacing: 12) {
            ProgressView()
            Text("Loading… (attempt \(retries + 1))")
                .foregroundStyle(.secondary)
                .accessibilityIdentifier("attempt")
        }
        .alert(isPresented: $showingError, error: error) { _ in
            Button("Try Again") { retries += 1 }
                .accessibilityIdentifier("retry")
            Button("Cancel", role: .cancel) {}
        } message: { _ in
            Text("Check your connection and try again.")
        }
    }
}
