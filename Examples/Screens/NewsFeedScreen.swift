import Trellis

struct Article: Identifiable {
    let id: Int
    let source: String
    let headline: String
    let minutesAgo: Int
    let color: Color
}

struct NewsFeedScreen: View {
    private let articles = [
        Article(id: 1, source: "The Verge", headline: "A new generation of e-readers is finally here", minutesAgo: 12, color: .purple),
        Article(id: 2, source: "Reuters", headline: "Markets rally as inflation cools for a third month", minutesAgo: 35, color: .orange),
        Article(id: 3, source: "BBC", headline: "Scientists map the deepest cave system in Europe", minutesAgo: 58, color: .teal),
        Article(id: 4, source: "Wired", headline: "Why your next laptop might run on a phone chip", minutesAgo: 120, color: .pink),
    ]

    var body: some View {
        NavigationStack {
            List(articles) { article in
                HStack(alignment: .top, spacing: 12) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(article.source.uppercased())
                            .font(.caption.weight(.bold))
                            .foregroundStyle(article.color)
                        Text(article.headline)
                            .font(.headline)
                            .lineLimit(3)
                        Text("\(article.minutesAgo) min ago")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    RoundedRectangle(cornerRadius: 8)
                        .fill(article.color.gradient)
                        .frame(width: 72, height: 72)
                }
                .padding(.vertical, 4)
            }
            .listStyle(.plain)
            .navigationTitle("Today")
        }
    }
}
