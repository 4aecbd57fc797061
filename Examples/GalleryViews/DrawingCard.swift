import Trellis

/// Shapes, styles and effects together: a progress ring drawn with `trim`, dashed and uneven
/// outlines, a material over colour, a masked gradient, and filtered and scaled swatches.
struct DrawingCard: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 12) {
        ZStack {
          Circle().stroke(.fill.secondary, lineWidth: 8)
          Circle().trim(from: 0, to: 0.7)
            .stroke(.tint, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            .rotationEffect(.degrees(-90))
          Text("70%").font(.caption).foregroundStyle(.secondary)
        }
        .frame(width: 56, height: 56)
        UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16)
          .fill(.orange)
          .frame(width: 56, height: 56)
        RoundedRectangle(cornerRadius: 12)
          .strokeBorder(.purple, style: StrokeStyle(lineWidth: 3, dash: [6, 4]))
          .frame(width: 56, height: 56)
      }
      HStack(spacing: 12) {
        ZStack {
          LinearGradient(colors: [.pink, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
          Text("Material").font(.caption).padding(6).background(.ultraThinMaterial, in: .capsule)
        }
        .frame(width: 90, height: 56)
        .clipShape(.rect(cornerRadius: 12))
        LinearGradient(colors: [.green, .teal], startPoint: .top, endPoint: .bottom)
          .frame(width: 56, height: 56)
          .mask { Image(systemName: "heart.fill").font(.system(size: 44)) }
        Color.red.frame(width: 56, height: 56).hueRotation(.degrees(120)).scaleEffect(0.8)
      }
    }
    .padding()
  }
}
