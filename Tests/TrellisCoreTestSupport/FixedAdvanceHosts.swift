import TrellisCore

// The core's own tests lay text out with fixed advances, so that every width is computable by
// hand: a core host needs a measurer named, and these give it the fixed-advance one.

extension LayoutHost {
  /// A host of `size` whose text is measured with ``FixedAdvanceTextMeasurer``.
  public convenience init<V: View>(
    _ rootView: V, size: CGSize, displayScale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues(),
    tracing: Bool = false
  ) {
    self.init(
      rootView, size: size, displayScale: displayScale, environment: environment,
      textMeasurer: FixedAdvanceTextMeasurer(), tracing: tracing)
  }

  /// A host on `device` whose text is measured with ``FixedAdvanceTextMeasurer``.
  public convenience init<V: View>(
    _ rootView: V, device: Device, chrome: ScreenChrome = [], environment: EnvironmentValues = EnvironmentValues(),
    tracing: Bool = false
  ) {
    self.init(
      rootView, device: device, chrome: chrome, environment: environment, textMeasurer: FixedAdvanceTextMeasurer(),
      tracing: tracing)
  }

  /// A host sized to its root for `proposal`, whose text is measured with ``FixedAdvanceTextMeasurer``.
  public convenience init<V: View>(
    _ rootView: V, proposal: ProposedViewSize, displayScale: CGFloat = 1,
    environment: EnvironmentValues = EnvironmentValues(), tracing: Bool = false
  ) {
    self.init(
      rootView, proposal: proposal, displayScale: displayScale, environment: environment,
      textMeasurer: FixedAdvanceTextMeasurer(), tracing: tracing)
  }
}
