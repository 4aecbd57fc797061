import Trellis

struct DeleteAccountScreen: View {
    @State private var confirming = false
    @State private var deleted = false

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: deleted ? "checkmark.seal.fill" : "exclamationmark.triangle.fill")
                .font(.system(size: 48))
                .foregroundStyle(deleted ? .green : .orange)
            Text(deleted ? "Your account was deleted." : "Deleting your account removes all of your data.")
                .multilineTextAlignment(.center)
                .accessibilityIdentifier("status")
            Button("Delete Account", role: .destructive) {
                confirming = true
            }
            .buttonStyle(.bordered)
            .accessibilityIdentifier("delete")
        }
        .padding()
        .confirmationDialog("Delete your account?", isPresented: $confirming, titleVisibility: .visible) {
            Button("Delete Account", role: .destructive) { deleted = true }
                .accessibilityIdentifier("confirm")
        } message: {
            Text("This cannot be undone.")
        }
    }
}
