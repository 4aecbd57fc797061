import Trellis

struct ChatMessage: Identifiable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct ChatScreen: View {
    @State private var messages = [
        ChatMessage(id: 1, text: "Hey! Are we still on for tomorrow?", isMine: false),
        ChatMessage(id: 2, text: "Yes, 10 am at the café.", isMine: true),
        ChatMessage(id: 3, text: "Perfect, see you there 👋", isMine: false),
    ]
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        HStack {
                            if message.isMine { Spacer(minLength: 60) }
                            Text(message.text)
                                .padding(.horizontal, 14)
                                .padding(.vertical, 8)
                                .background(message.isMine ? Color.blue : Color(.systemGray5))
                                .foregroundStyle(message.isMine ? .white : .primary)
                                .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
                            if !message.isMine { Spacer(minLength: 60) }
                        }
                    }
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 8) {
                    TextField("Message", text: $draft, axis: .vertical)
                        .textFieldStyle(.roundedBorder)
                        .lineLimit(1...4)
                        .accessibilityIdentifier("draft")
                    Button {
                        messages.append(ChatMessage(id: messages.count + 1, text: draft, isMine: true))
                        draft = ""
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title)
                    }
                    .disabled(draft.isEmpty)
                    .accessibilityIdentifier("send")
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Sam")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
