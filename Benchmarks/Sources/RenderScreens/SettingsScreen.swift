import Trellis

/// A settings screen as an iPhone shows it: a navigation bar with a large title, an inset
/// grouped list of toggles, pickers and links with symbols, over the grouped background.
public struct SettingsScreen: View {
  @State private var airplaneMode = false
  @State private var wifi = true
  @State private var bluetooth = true
  @State private var notifications = true

  /// Creates the screen.
  public init() {}

  /// The screen's content: the settings list.
  public var body: some View {
    NavigationStack {
      List {
        Section {
          Toggle(isOn: $airplaneMode) { Label("Airplane Mode", systemImage: "airplane") }
          Toggle(isOn: $wifi) { Label("Wi-Fi", systemImage: "wifi") }
          Toggle(isOn: $bluetooth) { Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right") }
          LabeledContent("Cellular", value: "Off")
        }
        Section("Notifications") {
          Toggle("Allow Notifications", isOn: $notifications)
          NavigationLink("Sounds & Haptics") { Text("Sounds") }
          NavigationLink("Focus") { Text("Focus") }
          NavigationLink("Screen Time") { Text("Screen Time") }
        }
        Section {
          NavigationLink {
            Text("General")
          } label: {
            Label("General", systemImage: "gear")
          }
          NavigationLink {
            Text("Display")
          } label: {
            Label("Display & Brightness", systemImage: "sun.max")
          }
          NavigationLink {
            Text("Privacy")
          } label: {
            Label("Privacy & Security", systemImage: "hand.raised")
          }
        } footer: {
          Text("Changes apply to every device signed in with your Apple Account — 设置 — الإعدادات.")
        }
      }
      .navigationTitle("Settings")
    }
  }
}
