import Trellis

struct CalculatorScreen: View {
    @State private var display = "0"
    private let rows: [[String]] = [
        ["AC", "±", "%", "÷"],
        ["7", "8", "9", "×"],
        ["4", "5", "6", "−"],
        ["1", "2", "3", "+"],
        ["0", ".", "="],
    ]

    var body: some View {
        VStack(spacing: 12) {
            Spacer()
            Text(display)
                .font(.system(size: 80, weight: .light))
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, alignment: .trailing)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .accessibilityIdentifier("display")
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(row, id: \.self) { key in
                        Button {
                            press(key)
                        } label: {
                            Text(key)
                                .font(.title)
                                .frame(maxWidth: key == "0" ? .infinity : 80, maxHeight: 80)
                                .frame(width: key == "0" ? 172 : 80, height: 80)
                                .background(color(for: key))
                                .foregroundStyle(.white)
                                .clipShape(Capsule())
                        }
                        .accessibilityIdentifier("key-\(key)")
                    }
                }
            }
        }
        .padding()
        .background(Color.black)
    }

    private func color(for key: String) -> Color {
        if ["÷", "×", "−", "+", "="].contains(key) { return .orange }
        if ["AC", "±", "%"].contains(key) { return Color(.lightGray) }
        return Color(.darkGray)
    }

    private func press(_ key: String) {
        if key == "AC" {
            display = "0"
        } else if Int(key) != nil {
            display = display == "0" ? key : display + key
        }
    }
}
