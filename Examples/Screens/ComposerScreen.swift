import Trellis

struct ComposerScreen: View {
    enum Field: Hashable {
        case to, subject, body
    }

    @State private var to = ""
    @State private var subject = ""
    @State private var message = ""
    @FocusState private var focus: Field?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                HStack {
                    Text("To:").foregroundStyle(.secondary)
                    TextField("", text: $to)
                        .focused($focus, equals: .to)
                        .submitLabel(.next)
                        .onSubmit { focus = .subject }
                        .accessibilityIdentifier("to")
                }
                .padding()
                Divider()
                TextField("Subject", text: $subject)
                    .focused($focus, equals: .subject)
                    .padding()
                Divider()
                TextEditor(text: $message)
                    .focused($focus, equals: .body)
                    .padding(.horizontal, 12)
            }
            .navigationTitle("New Message")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button {
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                    }
                    .disabled(to.isEmpty)
                    .accessibilityIdentifier("send")
                }
            }
            .onAppear { focus = .to }
        }
    }
}
