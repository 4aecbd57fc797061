import TrellisRender
func probeRender() throws {
  struct Card: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        HStack {
          Image(systemName: "checkmark")
          Text("Hello, World!").font(.headline)
          Spacer()
          Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 30, height: 30)
        }
        Text("你好，世界 مرحبا 👋🎉").foregroundColor(.blue)
        RoundedRectangle(cornerRadius: 12).fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)).frame(height: 60)
          .shadow(radius: 6, y: 3)
        Divider()
        Text("The quick brown fox jumps over the lazy dog").multilineTextAlignment(.center).lineLimit(2)
      }
      .padding()
      .frame(width: 300)
      .background(Color.white)
      .border(Color.gray)
    }
  }
  let r = ImageRenderer(content: Card())
  r.scale = 2
  try r.write(to: URL(fileURLWithPath: "/tmp/r/card.png"))
  try r.write(to: URL(fileURLWithPath: "/tmp/r/card.svg"))
  try r.write(to: URL(fileURLWithPath: "/tmp/r/card.pdf"))
  print(try r.displayList())
}
