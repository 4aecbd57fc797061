import Foundation

/// The default shape applied by glass effects, a capsule.
///
/// You don't use this type directly: it is the default `shape` of
/// ``View/glassEffect(_:in:)``
/// ([Apple](https://developer.apple.com/documentation/swiftui/defaultglasseffectshape)).
nonisolated public struct DefaultGlassEffectShape: Shape {
  /// Creates the default glass shape.
  public init() {}

  /// A capsule with continuous corners filling `rect`.
  public func path(in rect: CGRect) -> Path {
    Capsule(style: .continuous).path(in: rect)
  }
}

/// A glass platter in a shape: the glass's fills, a 0.5-pt white rim at 50 % inside the edge
/// and a 0.5-pt black line at 10 % outside it. Nothing for the identity variant.
///
/// Fidelity: partial — flat stand-ins (docs/iOS26Controls.md §3.3): iOS 26 blurs, refracts and
/// lights the content behind glass, which no still source lets Trellis reproduce. Over the
/// 242,242,247 grouped page the regular fill is 246.5,246.5,249 where iOS 26.4 renders
/// 243–247,243–248,248–252 with a gray edge (Home Assistant's iOS 26 snapshots, `home-assistant/iOS`
/// `Tests/App/ClientEvents/__Snapshots__/LocationHistoryListViewSnapshot.test`) [uncertain].
nonisolated struct GlassPlatter<S: Shape>: View {
  let glass: Glass
  let shape: S
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let fills = glass.fills(in: colorScheme)
    if !fills.isEmpty {
      ZStack {
        ForEach(0..<fills.count, id: \.self) { index in shape.fill(fills[index]) }
        shape.stroke(Color.white.opacity(0.5), lineWidth: 0.5).padding(0.25)
        shape.stroke(Color.black.opacity(0.1), lineWidth: 0.5).padding(-0.25)
      }
    }
  }
}

nonisolated extension View {
  /// Applies the Liquid Glass effect to a view: a glass platter in `shape` behind the view's
  /// frame, padding included.
  ///
  /// ```swift
  /// Text("Hello, World!")
  ///     .font(.title)
  ///     .padding()
  ///     .glassEffect()
  /// ```
  ///
  /// Trellis draws the glass flat: ``Glass/regular`` is 247,247,250 at 90 % (dark: 31,31,32 at
  /// 95 %), ``Glass/clear`` white (dark: black) at 25 %, tinted glass the tint at 85 % over
  /// white (dark: the tint at 85 %), each with a 0.5-pt white rim at 50 % and a 0.5-pt black
  /// outer line at 10 %; ``Glass/identity`` draws nothing
  /// ([Apple](https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:))).
  public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
    background { GlassPlatter(glass: glass, shape: shape) }
  }
}
