import Foundation
import TrellisCore

/// How Trellis' UIKit classes hand their appearance proxies to the drawn bars and controls.
///
/// Each class's `appearance()` returns one shared object, as UIKit's proxy does; the first call
/// registers a reader that copies the object's settings into TrellisCore's `UIKitAppearance`,
/// which the views read when they resolve, and a reset that replaces the object, which the
/// preview runner calls before each preview.
enum UIAppearanceProxy {
  /// Reports once that a proxy's `property` is kept but not drawn.
  static func reportUndrawn(_ property: String) {
    RuntimeIssues.reportOnce("UIKit appearance: \(property) is kept but not drawn by Trellis.")
  }
}
