import Trellis

struct ProductDetailScreen: View {
    @State private var quantity = 1
    @State private var selectedSize = "M"
    @State private var addedToCart = false
    private let sizes = ["S", "M", "L", "XL"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(height: 280)
                    .overlay {
                        Image(systemName: "tshirt.fill")
                            .font(.system(size: 96))
                            .foregroundStyle(.white)
                    }
                    .accessibilityIdentifier("hero")
                HStack(alignment: .firstTextBaseline) {
                    Text("Classic Tee")
                        .font(.title2.weight(.semibold))
                    Spacer()
                    Text("$24.00")
                        .font(.title3)
                        .foregroundStyle(.secondary)
                }
                Text("Soft organic cotton with a relaxed fit. Machine washable.")
                    .foregroundStyle(.secondary)
                Text("Size")
                    .font(.headline)
                HStack {
                    ForEach(sizes, id: \.self) { size in
                        Button(size) { selectedSize = size }
                            .buttonStyle(.bordered)
                            .tint(size == selectedSize ? .accentColor : .gray)
                    }
                }
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
                    .accessibilityIdentifier("quantity")
                Button {
                    addedToCart = true
                } label: {
                    Label(addedToCart ? "Added" : "Add to Cart", systemImage: addedToCart ? "checkmark" : "cart.badge.plus")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .accessibilityIdentifier("addToCart")
            }
            .padding()
        }
    }
}
