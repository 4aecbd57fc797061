import Trellis

struct PlaceDetailScreen: View {
    @State private var showingDetails = true
    @State private var isFavorite = false

    var body: some View {
        ZStack(alignment: .topTrailing) {
            LinearGradient(colors: [.green.opacity(0.6), .mint], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            Button {
                showingDetails = true
            } label: {
                Image(systemName: "info.circle.fill")
                    .font(.title)
                    .padding()
            }
            .accessibilityIdentifier("info")
        }
        .sheet(isPresented: $showingDetails) {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Text("Golden Gate Park")
                        .font(.title2.bold())
                    Spacer()
                    Button {
                        isFavorite.toggle()
                    } label: {
                        Image(systemName: isFavorite ? "heart.fill" : "heart")
                            .foregroundStyle(.red)
                    }
                    .accessibilityIdentifier("favorite")
                }
                Text("Park · San Francisco")
                    .foregroundStyle(.secondary)
                HStack(spacing: 12) {
                    Button("Directions", systemImage: "car.fill") {}
                        .buttonStyle(.borderedProminent)
                    Button("Call", systemImage: "phone.fill") {}
                        .buttonStyle(.bordered)
                }
                Spacer()
            }
            .padding()
            .padding(.top, 8)
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
            .accessibilityIdentifier("details")
        }
    }
}
