import Trellis

struct EventRSVPScreen: View {
    enum Response: String, CaseIterable, Identifiable {
        case going = "Going"
        case maybe = "Maybe"
        case declined = "Can't go"
        var id: Self { self }
    }

    @State private var response: Response = .going
    @State private var guests = 0
    @State private var arrival = Date(timeIntervalSince1970: 1_767_258_000)
    @State private var notes = "Vegetarian, please."
    @State private var reminder = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Team Dinner")
                            .font(.title3.bold())
                        Label("Friday, 7:00 PM · Nopa", systemImage: "calendar")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                Section("Your response") {
                    Picker("Response", selection: $response) {
                        ForEach(Response.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }
                if response != .declined {
                    Section {
                        Stepper("Guests: \(guests)", value: $guests, in: 0...4)
                        DatePicker("Arrival", selection: $arrival, displayedComponents: .hourAndMinute)
                        Toggle("Remind me", isOn: $reminder)
                    }
                }
                Section("Notes") {
                    TextEditor(text: $notes)
                        .frame(minHeight: 80)
                        .accessibilityIdentifier("notes")
                }
            }
            .navigationTitle("RSVP")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") {}
                }
            }
        }
    }
}
