import Trellis

struct OnboardingScreen: View {
    struct Page: Identifiable {
        let id: Int
        let symbol: String
        let title: String
        let text: String
    }

    private let pages = [
        Page(id: 0, symbol: "sparkles", title: "Welcome", text: "Everything you need, in one place."),
        Page(id: 1, symbol: "bell.badge", title: "Stay in the loop", text: "Get notified when something changes."),
        Page(id: 2, symbol: "lock.fill", title: "Private by design", text: "Your data stays on your device."),
    ]
    @State private var selection = 0

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                ForEach(pages) { page in
                    VStack(spacing: 20) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 80))
                            .foregroundStyle(.tint)
                        Text(page.title)
                            .font(.title.bold())
                        Text(page.text)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 32)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(selection == pages.count - 1 ? "Get Started" : "Continue") {
                if selection < pages.count - 1 { selection += 1 }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.bottom, 24)
            .accessibilityIdentifier("continue")
        }
    }
}
