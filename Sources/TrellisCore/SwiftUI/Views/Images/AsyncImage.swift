import Foundation

/// A view that loads and displays an image from a URL.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png"))
///     .frame(width: 200, height: 200)
///
/// AsyncImage(url: photoURL) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
///
/// Until its image loads, `AsyncImage(url:scale:)` shows a placeholder that fills the space it
/// is offered, a grey box in Apple's documentation (OpenSwiftUI, audited against iOS 18, shows
/// it is `phase.image ?? .redacted`: a redacted image; Trellis fills it as redacted text is
/// filled, in the foreground colour at 16 % opacity). The loaded image is sized as an ``Image``
/// of its pixels at `scale`.
///
/// Loading, without the network: the environment's ``AsyncImageLoader`` is asked first; then a
/// `data:` URL's bytes and a `file:` URL's file are read (PNG or JPEG; a file may also be PDF
/// or SVG); any other URL (`https:`) stays in the ``AsyncImagePhase/empty`` phase and a runtime
/// issue says why. SwiftUI loads on a task and shows the loaded phase in a later frame; Trellis
/// loads once the update in which the view appeared (or its URL or scale changed) is over and
/// sets the phase inside `withTransaction(transaction)`, in the same update cycle — so a host's
/// result and every render show the phase the load ended in, as a settled screen does.
///
/// Fidelity: partial — the loaded phase is shown in the first picture, not after the network
/// answers; bytes are PNG or JPEG (SwiftUI's image I/O also reads HEIC, GIF, WebP …); the
/// placeholder's grey is the redaction's estimate [uncertain].
nonisolated public struct AsyncImage<Content: View>: View {
  let url: URL?
  let scale: CGFloat
  let transaction: Transaction
  let content: (AsyncImagePhase) -> Content
  /// The phase the last load ended in, with the URL and scale it loaded.
  @State private var loaded: AsyncImageLoaded?

  /// Loads and displays the image at `url`, with a placeholder until it loads (and when it
  /// fails).
  ///
  /// - Parameters:
  ///   - url: The URL of the image; `nil` shows the placeholder.
  ///   - scale: The image's pixels per point: 2 for an `@2x` image. The default is 1.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.init(url: url, scale: scale) { phase in phase.image ?? Image.redacted }
  }

  /// Loads the image at `url` and shows it as `content` makes it, with `placeholder` until it
  /// loads (and when it fails).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image {
        content(image)
      } else {
        placeholder()
      }
    }
  }

  /// Loads the image at `url` and shows what `content` makes of each phase of the load:
  /// ``AsyncImagePhase/empty`` until it ends (and for a `nil` URL), then
  /// ``AsyncImagePhase/success(_:)`` or ``AsyncImagePhase/failure(_:)``.
  ///
  /// - Parameters:
  ///   - url: The URL of the image to show; `nil` stays in the empty phase.
  ///   - scale: The scale of the image's pixels: 2 shows a 200-pixel-wide image 100 points wide.
  ///   - transaction: The transaction the phase changes in.
  ///   - content: The view to show for each phase of the load.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.transaction = transaction
    self.content = content
  }

  /// The content for the current phase, as one view (several are stacked vertically, as
  /// SwiftUI's unary adaptor stacks them), and the load of the URL when it changes.
  public var body: some View {
    let request = AsyncImageRequest(url: url, scale: scale)
    let phase = loaded.flatMap { $0.request == request ? $0.phase : nil } ?? .empty
    let loadedState = $loaded
    let transaction = transaction
    // Still pictures show a change's end; the transaction's animation is recorded on the view
    // as `animation(_:value:)` records one, watching the phase (``LayoutHost/animations(of:)``).
    let animation = transaction.disablesAnimations ? nil : transaction.animation
    let phaseName = phase.name
    return AsyncImageContent(request: request, content: content(phase)) { request, phase in
      withTransaction(transaction) { loadedState.wrappedValue = AsyncImageLoaded(request: request, phase: phase) }
    }
    .motion { if let animation { $0.animations.append((animation, AnyHashable(phaseName))) } }
  }
}

extension AsyncImagePhase {
  /// The phase's case, which the transaction's recorded animation watches.
  var name: String {
    switch self {
    case .empty: "empty"
    case .success: "success"
    case .failure: "failure"
    }
  }
}

/// What an ``AsyncImage`` loads: its URL at its scale.
struct AsyncImageRequest: Equatable {
  let url: URL?
  let scale: CGFloat
}

/// The phase an ``AsyncImage``'s load ended in, and what it loaded.
struct AsyncImageLoaded {
  let request: AsyncImageRequest
  let phase: AsyncImagePhase
}

/// The content of an ``AsyncImage`` as one view; starts the load of a request it has not seen,
/// once the update that showed it is over.
nonisolated struct AsyncImageContent<Content: View>: View, PrimitiveView {
  let request: AsyncImageRequest
  let content: Content
  let apply: (AsyncImageRequest, AsyncImagePhase) -> Void

  static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let context = inputs.context
    let host = context.hosted(at: inputs.identity.appending(type: AsyncImageSlot.self))
    let slot = host.storage { AsyncImageSlot() }
    let (request, apply, environment) = (view.request, view.apply, inputs.environment)
    // Loaded once shown, as SwiftUI loads on appearing: not under another screen of a stack.
    context.onScreen {
      guard slot.request != request else { return }
      slot.request = request
      host.afterUpdate {
        guard let url = request.url else { return apply(request, .empty) }
        apply(request, AsyncImageLoading.phase(for: url, scale: request.scale, in: environment) ?? .empty)
      }
    }
    let node = context.makeSingleView(inputs: inputs.inContainer(orientation: nil).asSingleView(in: .vStack)) {
      Content._makeViewList(view: view.content, inputs: $0)
    }
    if let node { context.adopt(node) }
  }
}

/// The request an ``AsyncImage`` last started loading.
final class AsyncImageSlot {
  var request: AsyncImageRequest?
}
