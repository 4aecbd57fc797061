import Foundation

/// Every question a layout asked, in order: the proposals each view received, the sizes it
/// answered (from its cache or computed), and where it was placed — what SwiftUI developers
/// wish their tools showed them.
///
/// ```swift
/// let host = LayoutHost(ContentView(), size: CGSize(width: 390, height: 844), tracing: true)
/// print(host.trace!)
/// ```
public struct LayoutTrace: Sendable, CustomStringConvertible {
  /// One step of a layout.
  public enum Event: Equatable, Sendable {
    /// A view was asked its size for a proposal and answered, computing it or from its cache.
    case size(view: Int, proposal: ProposedViewSize, size: CGSize, cacheHit: Bool)
    /// A view was placed at a frame, with a proposal, by its parent.
    case placement(view: Int, proposal: ProposedViewSize, frame: CGRect)
  }

  /// The views of the layout, by the number the events use: their names, depth first.
  public var views: [String]
  /// The events, in the order they happened.
  public var events: [Event]

  /// The events of one view.
  public func events(ofView view: Int) -> [Event] {
    events.filter {
      switch $0 {
      case .size(let index, _, _, _), .placement(let index, _, _): index == view
      }
    }
  }

  /// One line an event: `size HStack #3 proposed (390, 844) → (390, 21) cache hit`.
  public var description: String {
    events.map { event in
      switch event {
      case .size(let view, let proposal, let size, let cacheHit):
        "size \(views[view]) #\(view) proposed \(proposal) → (\(formatLength(size.width)), \(formatLength(size.height)))"
          + (cacheHit ? " cache hit" : "")
      case .placement(let view, let proposal, let frame):
        "place \(views[view]) #\(view) at \(FrameNode.format(frame)) proposed \(proposal)"
      }
    }.joined(separator: "\n")
  }
}

/// Collects a trace's events during a pass, by node; the host numbers the views afterwards.
final class LayoutTraceRecorder {
  enum Event {
    case size(node: NodeID, proposal: ProposedViewSize, size: CGSize, cacheHit: Bool)
    case placement(node: NodeID, proposal: ProposedViewSize, frame: CGRect)
  }

  private(set) var events: [Event] = []

  func record(_ event: Event) { events.append(event) }
}
