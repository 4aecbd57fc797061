import Trellis

struct OrderTrackingScreen: View {
    private let steps = ["Ordered", "Packed", "Shipped", "Out for delivery", "Delivered"]
    private let current = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Order #40213")
                    .font(.title2.bold())
                Text("Arriving Thursday")
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: Double(current), total: Double(steps.count - 1))
                .tint(.green)
                .accessibilityIdentifier("progress")
            VStack(alignment: .leading, spacing: 14) {
                ForEach(steps.indices, id: \.self) { index in
                    Label {
                        Text(steps[index])
                            .fontWeight(index == current ? .semibold : .regular)
                            .foregroundStyle(index <= current ? .primary : .secondary)
                    } icon: {
                        Image(systemName: index <= current ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(index <= current ? .green : .secondary)
                    }
                }
            }
            GroupBox {
                HStack {
                    Image(systemName: "shippingbox.fill")
                        .font(.title)
                        .foregroundStyle(.brown)
                    VStack(alignment: .leading) {
                        Text("2 items")
                            .font(.headline)
                        Text("Tracking: 1Z 999 AA1 01 2345 6784")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            Spacer()
        }
        .padding()
    }
}
