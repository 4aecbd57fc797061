import TrellisCore

// The core's own tests lay text out with fixed advances, so that every width is computable by
// hand: a core host needs a measurer named, and these give it the fixed-advance one.
//
// They also draw iOS 17/18's design unless the test, its environment or its device chooses
// one: the numbers those tests pin were measured on iOS 17/18 renders (docs/iOSControls.md).
// Tests of iOS 26's look choose `.iOS26` (docs/iOS26Controls.md).

extension EnvironmentValues {
  /// The environment with iOS 17/18's design unless it, or `device`, chose a design.
  package func pinningCompatibilityDesign(unless device: Device? = nil) -> EnvironmentValues {
    guard !choosesInterfaceDesign, device?.design == nil else { return self }
    var environment = self
    environment.interfaceDesign = .iOS18
    return environment
  }
}

extension LayoutHost {
  /// A host of `size` whose text is measured with ``FixedAdvanceTextMeasurer``.
  public convenience init<V: View>(
    _ rootView: V, size: CGSize, displayScale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues(),
    tracing: Bool = false
  ) {
    self.init(
      rootView, size: size, displayScale: displayScale, environment: environment.pinningCompatibilityDesign(),
      textMeasurer: FixedAdvanceTextMeasurer(), tracing: tracing)
  }

  /// A host on `device` whose text is measured with ``FixedAdvanceTextMeasurer``.
  public convenience init<V: View>(
    _ rootView: V, device: Device, chrome: ScreenChrome = [], environment: EnvironmentValues = EnvironmentValues(),
    tracing: Bool = false
  ) {
    self.init(
      rootView, device: device, chrome: chrome,
      environment: environment.pinningCompatibilityDesign(unless: device), textMeasurer: FixedAdvanceTextMeasurer(),
      tracing: tracing)
  }

  /// A host sized to its root for `proposal`, whose text is measured with ``FixedAdvanceTextMeasurer``.
  public convenience init<V: View>(
    _ rootView: V, proposal: ProposedViewSize, displayScale: CGFloat = 1,
    environment: EnvironmentValues = EnvironmentValues(), tracing: Bool = false
  ) {
    self.init(
      rootView, proposal: proposal, displayScale: displayScale, environment: environment.pinningCompatibilityDesign(),
      textMeasurer: FixedAdvanceTextMeasurer(), tracing: tracing)
  }
}
