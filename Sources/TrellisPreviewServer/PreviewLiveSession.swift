import Foundation
import TrellisPreviewHost
import TrellisPreviewRuntime

/// The live preview's backend: a user's package kept built (``PreviewLiveBuild``), watched for
/// saves, its renders answered as the page receives them.
///
/// A build that fails keeps the last good runner, so the page keeps its picture and shows the
/// compiler's errors beside it.
public final class PreviewLiveSession: PreviewBackend, Sendable {
  /// The kept build.
  public let build: PreviewLiveBuild

  /// The project, read again when its manifest changes or files are added or removed.
  public var session: PreviewSession { build.session }

  /// A live session of `session`'s package.
  public init(
    session: PreviewSession, timeout: TimeInterval = 30, pollInterval: TimeInterval = 0.3,
    log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) {
    build = PreviewLiveBuild(session: session, name: "preview", timeout: timeout, pollInterval: pollInterval, log: log)
  }

  /// Builds the package now, then again whenever a source file or the manifest changes.
  public func startWatching() {
    build.startWatching()
  }

  /// Where the package stands.
  public func status() async -> PreviewServerStatus {
    let state = build.state()
    return PreviewServerStatus(
      version: state.version, building: state.building, buildError: state.buildError,
      buildSeconds: state.buildSeconds, package: session.project.root.path, previews: state.previews)
  }

  /// Renders `request` in a runner process, off the server's threads, with the inspection the
  /// page's inspector shows.
  public func render(_ request: PreviewRenderRequest) async -> Result<PreviewRenderAnswer, PreviewRenderFailure> {
    var request = request
    request.inspects = true
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async { [build, request] in
        continuation.resume(
          returning: build.render(request).map { rendered in
            let render = rendered.render
            return PreviewRenderAnswer(
              version: rendered.version, preview: render.preview, variant: render.variant.name,
              png: render.picture.base64EncodedString(), layout: render.layout, inspection: render.inspection,
              runtimeIssues: render.runtimeIssues, seconds: render.seconds)
          })
      }
    }
  }
}
