import Trellis

struct NotificationSettingsScreen: View {
    enum Preview: String, CaseIterable, Identifiable {
        case always = "Always"
        case whenUnlocked = "When Unlocked"
        case never = "Never"
        var id: Self { self }
    }

    @State private var allowNotifications = true
    @State private var preview: Preview = .whenUnlocked
    @State private var summaryCount = 2
    @State private var sounds = true
    @State private var badges = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Allow Notifications", isOn: $allowNotifications)
                        .accessibilityIdentifier("allow")
                }
                if allowNotifications {
                    Section("Alerts") {
                        Toggle("Sounds", isOn: $sounds)
                        Toggle("Badges", isOn: $badges)
                        Picker("Show Previews", selection: $preview) {
                            ForEach(Preview.allCases) { Text($0.rawValue).tag($0) }
                        }
                    }
                    Section {
                        Stepper("Summaries per day: \(summaryCount)", value: $summaryCount, in: 1...12)
                    } footer: {
                        Text("Notifications are collected and delivered in a summary at the times you choose.")
                    }
                }
            }
            .navigationTitle("Notifications")
        }
    }
}
