import Trellis

struct ProfileScreen: View {
    @State private var isFollowing = false

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Image(systemName: "person.circle.fill")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 96, height: 96)
                    .foregroundStyle(.blue)
                    .accessibilityIdentifier("avatar")
                VStack(spacing: 4) {
                    Text("Ada Lovelace")
                        .font(.title.bold())
                    Text("@ada · London")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                HStack(spacing: 32) {
                    stat(value: "128", label: "Posts")
                    stat(value: "1.8K", label: "Followers")
                    stat(value: "312", label: "Following")
                }
                Button(isFollowing ? "Following" : "Follow") {
                    isFollowing.toggle()
                }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("follow")
                Divider()
                VStack(alignment: .leading, spacing: 8) {
                    Text("About")
                        .font(.headline)
                    Text("Mathematician and writer, chiefly known for her work on Charles Babbage's proposed mechanical general-purpose computer, the Analytical Engine.")
                        .font(.body)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding()
        }
    }

    private func stat(value: String, label: String) -> some View {
        VStack {
            Text(value)
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
