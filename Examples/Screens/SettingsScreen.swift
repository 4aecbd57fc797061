import Trellis

struct SettingsScreen: View {
    @State private var airplaneMode = false
    @State private var wifi = true
    @State private var bluetooth = true
    @State private var notifications = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 16) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.system(size: 56))
                            .foregroundStyle(.gray)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Jane Appleseed")
                                .font(.title2)
                            Text("Apple Account, iCloud, and more")
                                .font(.footnote)
                        }
                    }
                    .padding(.vertical, 4)
                }
                Section {
                    Toggle(isOn: $airplaneMode) {
                        Label("Airplane Mode", systemImage: "airplane")
                    }
                    .accessibilityIdentifier("airplane")
                    NavigationLink {
                        Text("Wi-Fi")
                    } label: {
                        LabeledContent {
                            Text(wifi ? "Home" : "Off")
                        } label: {
                            Label("Wi-Fi", systemImage: "wifi")
                        }
                    }
                    NavigationLink {
                        Text("Bluetooth")
                    } label: {
                        LabeledContent {
                            Text(bluetooth ? "On" : "Off")
                        } label: {
                            Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
                        }
                    }
                }
                Section {
                    NavigationLink {
                        Toggle("Allow Notifications", isOn: $notifications)
                    } label: {
                        Label("Notifications", systemImage: "bell.badge.fill")
                    }
                    NavigationLink(destination: Text("Sounds")) {
                        Label("Sounds & Haptics", systemImage: "speaker.wave.3.fill")
                    }
                    NavigationLink(destination: Text("Focus")) {
                        Label("Focus", systemImage: "moon.fill")
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
