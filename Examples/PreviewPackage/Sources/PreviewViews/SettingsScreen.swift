import Trellis

/// A settings screen with a Wi-Fi toggle and a list of networks, as an app would have.
struct SettingsScreen: View {
  @State var wifi = true
  var networks = ["Home", "Office", "Café"]

  var body: some View {
    NavigationStack {
      List {
        Toggle("Wi-Fi", isOn: $wifi)
          .accessibilityIdentifier("wifi")
        Section("Networks") {
          ForEach(networks, id: \.self) { name in
            HStack {
              Image(systemName: "wifi")
              Text(name)
              Spacer()
              Image(systemName: "checkmark")
            }
          }
        }
      }
      .navigationTitle("Settings")
    }
  }
}

#Preview {
  SettingsScreen()
}

#Preview("Wi-Fi off") {
  SettingsScreen(wifi: false)
}

#Preview("Landscape", traits: .landscapeLeft) {
  SettingsScreen()
}
