import Trellis

struct FitnessScreen: View {
    private let move = 0.72
    private let exercise = 0.45
    private let stand = 0.9

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                ZStack {
                    ring(progress: move, color: .red, size: 200)
                    ring(progress: exercise, color: .green, size: 156)
                    ring(progress: stand, color: .cyan, size: 112)
                }
                .padding(.top)
                .accessibilityIdentifier("rings")
                HStack(spacing: 12) {
                    metric("Move", "432/600", "CAL", .red)
                    metric("Exercise", "14/30", "MIN", .green)
                    metric("Stand", "9/10", "HRS", .cyan)
                }
                Gauge(value: 7_240, in: 0...10_000) {
                    Text("Steps")
                } currentValueLabel: {
                    Text("7,240")
                }
                .tint(.orange)
                .padding(.horizontal)
            }
            .padding()
        }
        .background(Color.black)
        .preferredColorScheme(.dark)
    }

    private func ring(progress: Double, color: Color, size: CGFloat) -> some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.25), lineWidth: 20)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: 20, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: size, height: size)
    }

    private func metric(_ title: String, _ value: String, _ unit: String, _ color: Color) -> some View {
        VStack(alignment: .leading) {
            Text(title).font(.subheadline)
            Text(value).font(.title3.bold()).foregroundStyle(color)
            Text(unit).font(.caption2).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(white: 0.12), in: RoundedRectangle(cornerRadius: 12))
    }
}
