import Trellis

struct CartItem: Identifiable {
    let id = UUID()
    var name: String
    var price: Double
    var quantity: Int
}

struct CartScreen: View {
    @State private var items = [
        CartItem(name: "Espresso Beans", price: 14.5, quantity: 2),
        CartItem(name: "Ceramic Mug", price: 12, quantity: 1),
        CartItem(name: "Pour-over Filter", price: 6.25, quantity: 3),
    ]

    private var total: Double {
        items.reduce(0) { $0 + $1.price * Double($1.quantity) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.name)
                            Text("Qty \(item.quantity)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(item.price * Double(item.quantity), format: .currency(code: "USD"))
                    }
                }
                .onDelete { offsets in
                    items.remove(atOffsets: offsets)
                }
                Section {
                    HStack {
                        Text("Total")
                            .font(.headline)
                        Spacer()
                        Text(total, format: .currency(code: "USD"))
                            .font(.headline)
                            .accessibilityIdentifier("total")
                    }
                }
            }
            .navigationTitle("Cart")
            .toolbar {
                EditButton()
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                } label: {
                    Text("Checkout")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding()
                .background(.bar)
            }
        }
    }
}
