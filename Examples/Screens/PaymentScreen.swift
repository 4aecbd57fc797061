import Trellis

struct PaymentScreen: View {
    enum Method: String, CaseIterable {
        case card = "Card"
        case applePay = "Apple Pay"
        case bank = "Bank"
    }

    @State private var method: Method = .card
    @State private var cardNumber = ""
    @State private var expiry = ""
    @State private var cvc = ""
    @State private var saveCard = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Payment method", selection: $method) {
                        ForEach(Method.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.segmented)
                    .listRowBackground(Color.clear)
                }
                if method == .card {
                    Section("Card") {
                        TextField("Card number", text: $cardNumber)
                            .keyboardType(.numberPad)
                        HStack {
                            TextField("MM/YY", text: $expiry)
                            Divider()
                            SecureField("CVC", text: $cvc)
                        }
                        Toggle("Save card for later", isOn: $saveCard)
                    }
                }
                Section {
                    LabeledContent("Subtotal", value: "$42.00")
                    LabeledContent("Shipping", value: "Free")
                    LabeledContent("Total") {
                        Text("$42.00").bold()
                    }
                }
                Section {
                    Button("Pay $42.00") {}
                        .frame(maxWidth: .infinity)
                        .accessibilityIdentifier("pay")
                }
            }
            .navigationTitle("Checkout")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
