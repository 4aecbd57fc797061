import Trellis

/// A count in a capsule, as on a tab or an icon.
struct Badge: View {
  var count: Int

  var body: some View {
    Text("\(count)")
      .font(.caption.bold())
      .padding(.horizontal, 8)
      .padding(.vertical, 2)
      .foregroundStyle(.white)
      .background(Capsule().fill(.red))
  }
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
  Badge(count: 7)
}

#Preview("Fixed", traits: .fixedLayout(width: 120, height: 60), .portrait) {
  Badge(count: 42)
}

#Preview("Counter") {
  @Previewable @State var count = 3
  VStack(spacing: 12) {
    Badge(count: count)
    Button("Add") { count += 1 }
      .accessibilityIdentifier("add")
  }
}
