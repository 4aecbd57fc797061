import Trellis

/// A person's card: avatar, name and role.
struct ProfileCard: View {
  var name: String
  var role: String

  var body: some View {
    HStack(spacing: 12) {
      Circle().fill(.blue).frame(width: 44, height: 44)
      VStack(alignment: .leading, spacing: 2) {
        Text(name).font(.headline)
        Text(role).font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer()
    }
    .padding()
  }
}

/// The form before `#Preview`: each top-level view is a preview of its own.
struct ProfileCard_Previews: PreviewProvider {
  static var previews: some View {
    ProfileCard(name: "Ada Lovelace", role: "Engineer")
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Card")
    ProfileCard(name: "Grace Hopper", role: "Admiral")
      .previewDevice("iPad Air (5th generation)")
      .previewDisplayName("iPad")
  }
}
