import Foundation

/// Starts an asynchronous task when a view appears, and cancels it when the view leaves.
///
/// The task runs on Swift's global executor, as soon as the update in which its view appeared
/// is over. A test waits for the tasks its host started with ``LayoutHost/settle()``, which
/// then brings the host up to date with the state they changed; nothing else waits, so a still
/// picture taken before shows the view before its task finished, as the device's first frame does.
nonisolated public struct _TaskModifier<ID: Equatable>: PrimitiveViewModifier {
  let id: ID
  let priority: TaskPriority
  let action: @Sendable () async -> Void

  /// Starts the task when the view appears, or when `id` changes; cancels it when it leaves. A
  /// view off screen (a screen under the top of a navigation stack) runs no task; it starts
  /// again when the view is shown again.
  public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> Void) {
    let key = inputs.modifierKey(Self.self)
    let host = inputs.context.hosted(at: key)
    let slot = host.storage { TaskSlot<ID>() }
    let (id, priority, action) = (modifier.id, modifier.priority, modifier.action)
    inputs.context.onScreen {
      if slot.task == nil || slot.id != id {
        slot.task?.cancel()
        slot.id = id
        host.afterUpdate { slot.task = host.startTask(priority: priority, action) }
      }
      host.onLeave {
        slot.task?.cancel()
        slot.task = nil
      }
    }
    body(inputs)
  }
}

/// The task of one `task` modifier of one view, and the identifier it was started for.
final class TaskSlot<ID: Equatable> {
  var id: ID?
  var task: Task<Void, Never>?
}

nonisolated extension View {
  /// Starts `action` when this view appears, and cancels it when the view leaves.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View
  {
    modifier(_TaskModifier(id: 0, priority: priority, action: action))
  }

  /// Starts `action` when this view appears and again whenever `id` changes, cancelling the
  /// previous task; cancels it when the view leaves.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: value, priority: priority, action: action))
  }
}
