import Trellis

struct WeatherScreen: View {
    struct Hour: Identifiable {
        let id: Int
        let time: String
        let symbol: String
        let temperature: Int
    }

    private let hours = [
        Hour(id: 0, time: "Now", symbol: "sun.max.fill", temperature: 21),
        Hour(id: 1, time: "1PM", symbol: "cloud.sun.fill", temperature: 22),
        Hour(id: 2, time: "2PM", symbol: "cloud.fill", temperature: 22),
        Hour(id: 3, time: "3PM", symbol: "cloud.rain.fill", temperature: 19),
        Hour(id: 4, time: "4PM", symbol: "cloud.bolt.rain.fill", temperature: 18),
        Hour(id: 5, time: "5PM", symbol: "cloud.sun.fill", temperature: 18),
    ]

    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 24) {
                VStack(spacing: 0) {
                    Text("Cupertino")
                        .font(.largeTitle)
                    Text("21°")
                        .font(.system(size: 96, weight: .thin))
                    Text("Mostly Sunny")
                        .font(.title3.weight(.medium))
                    Text("H:24°  L:14°")
                        .font(.headline)
                }
                .foregroundStyle(.white)
                .accessibilityIdentifier("summary")
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 20) {
                        ForEach(hours) { hour in
                            VStack(spacing: 8) {
                                Text(hour.time).font(.subheadline.weight(.semibold))
                                Image(systemName: hour.symbol)
                                    .symbolRenderingMode(.multicolor)
                                    .font(.title2)
                                Text("\(hour.temperature)°").font(.title3)
                            }
                        }
                    }
                    .padding()
                }
                .foregroundStyle(.white)
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                .padding(.horizontal)
                .accessibilityIdentifier("hourly")
                Spacer()
            }
        }
    }
}
