import Trellis

struct PlayerScreen: View {
    @State private var progress = 0.35
    @State private var isPlaying = true
    @State private var volume = 0.7

    var body: some View {
        VStack(spacing: 28) {
            RoundedRectangle(cornerRadius: 20)
                .fill(.indigo.gradient)
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: "music.note")
                        .font(.system(size: 90))
                        .foregroundStyle(.white.opacity(0.8))
                }
                .shadow(radius: 12, y: 6)
                .padding(.horizontal, 24)
                .accessibilityIdentifier("artwork")
            VStack(spacing: 4) {
                Text("Midnight City")
                    .font(.title2.bold())
                Text("M83")
                    .foregroundStyle(.secondary)
            }
            VStack(spacing: 4) {
                Slider(value: $progress)
                    .accessibilityIdentifier("progress")
                HStack {
                    Text("1:27")
                    Spacer()
                    Text("-2:41")
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }
            HStack(spacing: 48) {
                Button { } label: { Image(systemName: "backward.fill") }
                Button { isPlaying.toggle() } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 44))
                }
                .accessibilityIdentifier("playPause")
                Button { } label: { Image(systemName: "forward.fill") }
            }
            .font(.title)
            .foregroundStyle(.primary)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
        }
        .padding()
    }
}
