import CoreHaptics

/// A brewing timer's tap: Core Haptics has no Linux counterpart, so trellis leaves this file out
/// and reports it; the app's previews still render.
final class Haptics {
  private var engine: CHHapticEngine?

  func prepare() {
    engine = try? CHHapticEngine()
    try? engine?.start()
  }
}
