import Foundation

/// The screen chrome drawn over a device's window: the status bar across the top safe area,
/// the home indicator at the bottom.
nonisolated struct ScreenChromeLayer: View {
  let statusBar: Bool
  let homeIndicator: Bool

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .top) {
        if statusBar {
          StatusBar(width: proxy.size.width, height: proxy.safeAreaInsets.top)
        }
        if homeIndicator {
          HomeIndicator()
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
      }
      .frame(width: proxy.size.width, height: proxy.size.height, alignment: .top)
    }
  }
}

/// The status bar: 9:41 at the leading side, signal, Wi-Fi and battery at the trailing side,
/// centred vertically in the top inset. On a phone with a notch or the Dynamic Island (a top
/// inset over 40) each group is centred in its "ear", a sixth of the width in from the edge,
/// the time 17-pt semibold; with a 20-point bar (iPhone SE) the time is 12-pt semibold in the
/// centre, and on an iPad at the leading edge with the icons at the trailing edge [uncertain:
/// drawn by eye from Apple's screenshots].
nonisolated struct StatusBar: View {
  let width: CGFloat
  let height: CGFloat

  /// The time every host shows, as Apple's marketing screenshots do.
  static let time = "9:41"

  var body: some View {
    let tall = height > 40
    ZStack {
      if tall {
        Text(Self.time)
          .font(.system(size: 17, weight: .semibold))
          .position(x: width * 0.17, y: height / 2 + 1)
        StatusIcons()
          .position(x: width * 0.83, y: height / 2 + 1)
      } else if width < 500 {
        Text(Self.time)
          .font(.system(size: 12, weight: .semibold))
          .position(x: width / 2, y: height / 2)
        SignalBars()
          .position(x: 6 + 8, y: height / 2)
        BatteryGlyph()
          .position(x: width - 6 - 14, y: height / 2)
      } else {
        // An iPad: the time at the leading edge, the icons at the trailing edge.
        Text(Self.time)
          .font(.system(size: 12, weight: .semibold))
          .fixedSize()
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
          .padding(.leading, 20)
        StatusIcons()
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
          .padding(.trailing, 20)
      }
    }
    .frame(width: width, height: height)
    .foregroundStyle(.primary)
  }
}

/// Signal, Wi-Fi and battery, side by side.
nonisolated struct StatusIcons: View {
  var body: some View {
    HStack(spacing: 5) {
      SignalBars()
      Image(systemName: "wifi").font(.system(size: 15))
      BatteryGlyph()
    }
    .fixedSize()
  }
}

/// Four bars of rising height, all filled: full signal.
nonisolated struct SignalBars: View {
  var body: some View {
    HStack(alignment: .bottom, spacing: 1.5) {
      ForEach(0..<4, id: \.self) { index in
        RoundedRectangle(cornerRadius: 0.8)
          .frame(width: 3, height: 4 + 2.5 * CGFloat(index))
      }
    }
    .frame(height: 11.5, alignment: .bottom)
  }
}

/// A full battery: a rounded outline with the charge filling it, and the cap at its end.
nonisolated struct BatteryGlyph: View {
  var body: some View {
    HStack(spacing: 1) {
      RoundedRectangle(cornerRadius: 3.5)
        .strokeBorder(Color.primary.opacity(0.35), lineWidth: 1)
        .frame(width: 25, height: 12)
        .overlay { RoundedRectangle(cornerRadius: 2).padding(2) }
      RoundedRectangle(cornerRadius: 1)
        .opacity(0.4)
        .frame(width: 1.5, height: 4)
    }
  }
}
