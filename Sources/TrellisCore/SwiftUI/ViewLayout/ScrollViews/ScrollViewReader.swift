import Foundation

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
///
/// Nothing scrolls in a Trellis host: ``scrollTo(_:anchor:)`` records the request and changes
/// no frame, so a picture shows the scroll views at their initial offset. Tests can read the
/// requests a screen made.
public struct ScrollViewProxy {
  let recorder: ScrollRequestRecorder

  /// Scans all scroll views contained by the proxy for the first with a child view with
  /// identifier `id`, and then scrolls to that view: here, records the request.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    recorder.requests.append((AnyHashable(id), anchor))
  }
}

/// The scroll requests a reader's proxy was given, in order.
final class ScrollRequestRecorder {
  var requests: [(id: AnyHashable, anchor: UnitPoint?)] = []
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { MessageRow(message: $0).id($0.id) }
///     }
///     .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
///
/// Fidelity: partial — the content is laid out as it is; `scrollTo` is recorded, not performed
/// (a still picture shows offset 0).
nonisolated public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content
  @State private var recorder = ScrollRequestRecorder()

  /// Creates an instance that can perform programmatic scrolling of its child scroll views.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, given the proxy.
  public var body: some View {
    content(ScrollViewProxy(recorder: recorder))
  }
}
