import Trellis

extension LayoutHost {
  /// Every layout frame of the tree, before pixel rounding.
  var layoutFrames: [CGRect] { root?.allNodes.map(\.layoutFrame) ?? [] }

  /// Whether every layout frame has a finite origin and size.
  var everyFrameIsFinite: Bool {
    layoutFrames.allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite && $0.width.isFinite && $0.height.isFinite }
  }
}

/// An environment whose text is measured by Pango with Trellis' fonts.
func pangoEnvironment() throws -> EnvironmentValues {
  var environment = EnvironmentValues()
  environment.textMeasurer = try PangoTextMeasurer()
  return environment
}
