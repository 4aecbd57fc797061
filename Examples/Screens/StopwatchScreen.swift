import Trellis

struct StopwatchScreen: View {
    @State private var elapsed: TimeInterval = 83.47
    @State private var isRunning = false
    @State private var laps: [TimeInterval] = [21.02, 19.87, 20.31]

    var body: some View {
        VStack(spacing: 32) {
            Text(format(elapsed))
                .font(.system(size: 72, weight: .thin).monospacedDigit())
                .accessibilityIdentifier("time")
            HStack {
                Button(isRunning ? "Lap" : "Reset") {
                    if isRunning { laps.insert(elapsed, at: 0) } else { elapsed = 0; laps = [] }
                }
                .frame(width: 80, height: 80)
                .background(Circle().fill(Color(.systemGray5)))
                .accessibilityIdentifier("lap")
                Spacer()
                Button(isRunning ? "Stop" : "Start") {
                    isRunning.toggle()
                }
                .foregroundStyle(isRunning ? .red : .green)
                .frame(width: 80, height: 80)
                .background(Circle().fill((isRunning ? Color.red : Color.green).opacity(0.2)))
                .accessibilityIdentifier("start")
            }
            .padding(.horizontal, 24)
            List {
                ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(laps.count - index)")
                        Spacer()
                        Text(format(lap)).monospacedDigit()
                    }
                }
            }
            .listStyle(.plain)
        }
        .padding(.top, 40)
    }

    private func format(_ time: TimeInterval) -> String {
        let minutes = Int(time) / 60
        let seconds = Int(time) % 60
        let hundredths = Int((time * 100).rounded()) % 100
        return String(format: "%02d:%02d.%02d", minutes, seconds, hundredths)
    }
}
