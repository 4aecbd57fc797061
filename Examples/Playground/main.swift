import Trellis

// A place to paste your own SwiftUI code: change `import SwiftUI` to `import Trellis`, put your
// views below, and run
//
//     swift run playground [device]        # device: iphone-portrait (default), ipad-full, mac-window, …
//
// It prints the frame tree of `ContentView` on the device and writes output/playground.png.

struct ContentView: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        Image(systemName: "checkmark")
        Text("Milk")
        Spacer()
        Text("2 L").foregroundColor(.secondary)
      }
      .padding()
      .border(Color.blue)
      Text("Paste your own views here.")
        .font(.footnote)
    }
    .padding()
  }
}

let arguments = CommandLine.arguments.dropFirst()
let device = arguments.first.flatMap { name in Device.presets.first { $0.name == name } } ?? .iPhone
if let name = arguments.first, !Device.presets.contains(where: { $0.name == name }) {
  print("playground: unknown device '\(name)'; choose one of \(Device.presets.map(\.name).joined(separator: ", "))")
  exit(2)
}
do {
  let host = LayoutHost(ContentView(), device: device)
  print("ContentView on \(device)")
  print(host.dump())
  for issue in host.runtimeIssues { print("runtime issue: \(issue)") }
  let renderer = ImageRenderer(content: ContentView().frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.white.ignoresSafeArea()))
  renderer.device = device
  try FileManager.default.createDirectory(atPath: "output", withIntermediateDirectories: true)
  try renderer.write(to: URL(fileURLWithPath: "output/playground.png"))
  print("Wrote output/playground.png")
} catch {
  print("playground: \(error)")
  exit(1)
}
