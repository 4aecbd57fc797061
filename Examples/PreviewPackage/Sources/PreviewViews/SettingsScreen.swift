import Trellis

/// A settings screen with a Wi-Fi toggle and a list of networks, as an app would have.
struct SettingsScreen: View {
  @State var wifi = true
  var networks = ["Home", "Office", "Café"]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Settings").font(.largeTitle.bold())
      Toggle("Wi-Fi", isOn: $wifi)
        .accessibilityIdentifier("wifi")
      if wifi {
        Text("NETWORKS").font(.footnote).foregroundStyle(.secondary)
        ForEach(networks, id: \.self) { name in
          HStack {
            Image(systemName: "wifi")
            Text(name)
            Spacer()
            Image(systemName: "checkmark")
          }
        }
      }
      Spacer()
    }
    .padding()
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
