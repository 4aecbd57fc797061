import Trellis

/// A host whose text is measured by Pango with Trellis' fonts, in iOS 18's design unless told:
/// the control sizes these tests pin were measured on iOS 17/18 renders (docs/iOSControls.md).
@MainActor
func realTextHost<V: View>(
  _ view: V, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3, design: InterfaceDesign = .iOS18
) throws -> LayoutHost {
  var environment = EnvironmentValues()
  environment.textMeasurer = try PangoTextMeasurer()
  environment.interfaceDesign = design
  return LayoutHost(view, size: size, displayScale: scale, environment: environment)
}

extension LayoutHost {
  /// The unrounded frame of the first view tagged `identifier`, or a null rectangle.
  subscript(identifier: String) -> CGRect { unroundedFrame(of: identifier) ?? .null }
}

/// Whether two lengths agree to a millionth of a point.
func close(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { abs(lhs - rhs) < 1e-6 }
