import Foundation

/// The live preview's page: `Page/index.html`, `Page/app.css` and `Page/app.js`, compiled into
/// the binary by SwiftPM (`.embedInCode`), so the page needs no files beside the command and no
/// network: no CDN, no npm.
enum PreviewPage {
  /// The HTML.
  static let html = String(decoding: PackageResources.index_html, as: UTF8.self)
  /// The style sheet.
  static let style = String(decoding: PackageResources.app_css, as: UTF8.self)
  /// The script: polling, rendering, the inspector and taps.
  static let script = String(decoding: PackageResources.app_js, as: UTF8.self)
}
