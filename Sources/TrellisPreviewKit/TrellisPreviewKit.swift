// The shared library a preview runner links (docs/ZeroEditAdoption.md §3): Trellis, its
// dependencies, the preview runtime and TrellisTesting (for `trellis test`), compiled once with Trellis and linked into
// `libTrellisPreviewKit.so`. A runner compiles only the user's code — against these modules'
// interfaces and the Apple-named ones of Sources/AppleModules — and links this library: Trellis is
// never built twice. The companion frameworks' SwiftUI surfaces (TrellisMapKit, …) are in it
// under their Trellis names; the Apple-named modules re-export them.
@_exported import TrellisAVKit
@_exported import TrellisCharts
@_exported import TrellisMapKit
@_exported import TrellisPhotosUI
@_exported import TrellisPreviewRuntime
@_exported import TrellisTesting
