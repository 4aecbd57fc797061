import Trellis

struct SurveyScreen: View {
    @State private var rating = 4
    @State private var likelihood = 8.0
    @State private var favorite = "Speed"
    @State private var submitted = false
    private let options = ["Speed", "Design", "Price", "Support"]

    var body: some View {
        NavigationStack {
            Form {
                Section("How would you rate us?") {
                    HStack {
                        ForEach(1...5, id: \.self) { star in
                            Image(systemName: star <= rating ? "star.fill" : "star")
                                .foregroundStyle(.yellow)
                                .font(.title2)
                                .onTapGesture { rating = star }
                                .accessibilityIdentifier("star-\(star)")
                        }
                    }
                }
                Section("How likely are you to recommend us?") {
                    VStack {
                        Slider(value: $likelihood, in: 0...10, step: 1) {
                            Text("Likelihood")
                        } minimumValueLabel: {
                            Text("0")
                        } maximumValueLabel: {
                            Text("10")
                        }
                        .accessibilityIdentifier("likelihood")
                        Text("\(Int(likelihood))")
                            .font(.headline)
                    }
                }
                Section("What do you like most?") {
                    Picker("Favorite", selection: $favorite) {
                        ForEach(options, id: \.self) { Text($0) }
                    }
                    .pickerStyle(.menu)
                }
                Section {
                    Button(submitted ? "Thank you!" : "Submit") { submitted = true }
                        .disabled(submitted)
                        .accessibilityIdentifier("submit")
                }
            }
            .navigationTitle("Feedback")
        }
    }
}
