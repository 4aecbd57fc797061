import Combine
import Foundation
import TrellisCore

/// Subscribes a view to a publisher for as long as the view is in its host's tree.
///
/// The subscription is made the first time the view is resolved, and kept across updates —
/// made again only when the view is given another publisher object — and cancelled when the
/// view leaves the tree. Each value runs the action of the view's latest update: at once when
/// it arrives between updates (a subject sent to from a test), after the update when it
/// arrives during one (a `Just`, which sends on subscription).
///
/// A host's clock does not run: `Timer.publish(every:on:in:)` publishes only while its run loop
/// runs, which no host does. A test makes time pass by sending on a subject the view receives
/// from, or by running the run loop (`RunLoop.main.run(until:)`) and reading the host after.
nonisolated public struct _OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  /// The content, with the subscription kept for the view.
  public func body(content: Content) -> some View {
    content.modifier(_ReceiveSubscriber(publisher: publisher, action: action))
  }
}

/// The subscription of one view to one publisher, kept by its host. Not for use by apps.
nonisolated public struct _ReceiveSubscriber<P: Publisher>: _HostedModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  /// Subscribes the first time, or when the publisher object changed; runs values through the
  /// latest action; cancels when the view leaves.
  public func attach(to host: _HostedModifierContext) {
    let subscription = host.storage { ReceiveSubscription<P>() }
    subscription.action = action
    let (publisher, context) = (self.publisher, host)
    let isSamePublisher =
      subscription.cancellable != nil
      && (subscription.publisher.map { Self.same($0, publisher) } ?? false)
    if !isSamePublisher {
      subscription.cancellable?.cancel()
      subscription.publisher = publisher
      subscription.cancellable = publisher.sink { [weak subscription] value in
        guard let subscription else { return }
        context.deliver { subscription.action?(value) }
      }
    }
    host.onLeave { subscription.cancellable?.cancel() }
  }

  /// Whether two publisher values are the same publisher: the same object for classes; a value
  /// publisher is kept as first given, since values cannot be compared.
  private static func same(_ a: P, _ b: P) -> Bool {
    if let a = a as AnyObject?, type(of: b) is AnyClass { return a === (b as AnyObject) }
    return true
  }
}

/// One view's subscription to a publisher.
final class ReceiveSubscription<P: Publisher> {
  var publisher: P?
  var action: ((P.Output) -> Void)?
  var cancellable: AnyCancellable?
}

nonisolated extension View {
  /// Adds an action to perform when this view detects data emitted by the given publisher.
  ///
  /// ```swift
  /// Text(status).onReceive(NotificationCenter.default.publisher(for: .statusChanged)) { _ in refresh() }
  /// ```
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(_OnReceiveModifier(publisher: publisher, action: action))
  }
}
