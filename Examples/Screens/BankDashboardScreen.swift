import Trellis

struct Transaction: Identifiable {
    let id: Int
    let merchant: String
    let category: String
    let amount: Double
    let symbol: String
}

struct BankDashboardScreen: View {
    private let transactions = [
        Transaction(id: 1, merchant: "Blue Bottle Coffee", category: "Food & Drink", amount: -4.75, symbol: "cup.and.saucer.fill"),
        Transaction(id: 2, merchant: "Salary", category: "Income", amount: 3_200, symbol: "banknote.fill"),
        Transaction(id: 3, merchant: "City Transit", category: "Transport", amount: -2.9, symbol: "tram.fill"),
        Transaction(id: 4, merchant: "Groceries", category: "Shopping", amount: -56.12, symbol: "cart.fill"),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Available balance")
                            .font(.subheadline)
                            .foregroundStyle(.white.opacity(0.8))
                        Text(12_480.55, format: .currency(code: "USD"))
                            .font(.system(size: 34, weight: .bold, design: .rounded))
                            .foregroundStyle(.white)
                        Text("•••• 4021")
                            .font(.callout.monospaced())
                            .foregroundStyle(.white.opacity(0.8))
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                    .background(
                        LinearGradient(colors: [.indigo, .blue], startPoint: .topLeading, endPoint: .bottomTrailing),
                        in: RoundedRectangle(cornerRadius: 16, style: .continuous)
                    )
                    .listRowInsets(EdgeInsets())
                    .accessibilityIdentifier("card")
                }
                Section("Recent") {
                    ForEach(transactions) { transaction in
                        HStack(spacing: 12) {
                            Image(systemName: transaction.symbol)
                                .frame(width: 36, height: 36)
                                .background(Color.accentColor.opacity(0.15), in: Circle())
                            VStack(alignment: .leading) {
                                Text(transaction.merchant)
                                Text(transaction.category)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(transaction.amount, format: .currency(code: "USD"))
                                .foregroundStyle(transaction.amount > 0 ? .green : .primary)
                        }
                    }
                }
            }
            .navigationTitle("Accounts")
        }
    }
}
