import Foundation

/// What a host keeps for a hosted modifier's view. Not for use by apps.
public struct _HostedModifierContext: @unchecked Sendable {
  let graph: ViewGraph
  let key: ViewIdentity

  /// The object the host keeps for the view, made the first time; it goes when the view leaves.
  public func storage<Stored: AnyObject>(_ make: () -> Stored) -> Stored {
    graph.storage(at: key, make: make)
  }

  /// Runs `action` now, or once the update in progress is over when one is: it may change
  /// state, which must not change while views are resolved.
  public func deliver(_ action: @escaping () -> Void) {
    if graph.isResolving {
      graph.afterUpdate(action)
    } else {
      action()
    }
  }

  /// Runs `action` after the update in which the view leaves the tree.
  public func onLeave(_ action: @escaping () -> Void) {
    graph.appear(key, onAppear: nil, onDisappear: action)
  }

  /// Notes that the view is in the tree: runs `onAppear` after the update in which it first is,
  /// `onDisappear` after the one in which it leaves.
  func appear(onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
    graph.appear(key, onAppear: onAppear, onDisappear: onDisappear)
  }

  /// Runs `action` after the update in progress, where it may change state.
  func afterUpdate(_ action: @escaping () -> Void) { graph.afterUpdate(action) }

  /// Starts a task the host waits for when it settles and cancels when it goes.
  func startTask(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
    graph.startTask(priority: priority, action)
  }
}
