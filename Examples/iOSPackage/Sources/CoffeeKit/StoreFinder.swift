import ARKit
import SwiftUI

/// Finds the nearest café through the camera: ARKit has no Linux counterpart, so trellis reports
/// this file and leaves it out, with its preview; every other preview still renders.
struct StoreFinder: UIViewRepresentable {
  func makeUIView(context: Context) -> ARSCNView {
    let view = ARSCNView()
    view.session.run(ARWorldTrackingConfiguration())
    return view
  }

  func updateUIView(_ uiView: ARSCNView, context: Context) {}
}

#Preview {
  StoreFinder()
}
