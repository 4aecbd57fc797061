import Foundation

/// How a host brought its views up to date after their state changed: how many updates
/// evaluated only the views whose state changed, how many resolved every view again, and why the
/// last of those could not do less.
///
/// ```swift
/// let host = LayoutHost(Checklist(), device: .iPhone15)
/// host.tap("row-3")
/// #expect(host.updateStatistics.incrementalUpdates == 1)
/// ```
///
/// A change evaluates again only the views that read what changed — a view owning the `@State`,
/// reading the `@Observable` property or observing the `ObservableObject` — with the views their
/// bodies make, and lays out again only what depends on them, as SwiftUI re-evaluates a body
/// only when a dependency of it changed. When that cannot be shown to give the answer a whole
/// resolution would, the host resolves every view again; ``lastFallbackReason`` says why.
public struct UpdateStatistics: Equatable, Sendable {
  /// The updates that evaluated only the views whose state changed.
  public internal(set) var incrementalUpdates = 0
  /// The updates that resolved every view again (the first resolution not counted).
  public internal(set) var fullResolutions = 0
  /// The composite views evaluated on their own by incremental updates, each counted once an
  /// update however many views its body holds.
  public internal(set) var reevaluatedViews = 0
  /// Why the latest full resolution could not evaluate only the changed views.
  public internal(set) var lastFallbackReason: String?

  /// Creates statistics with no updates counted.
  public init() {}
}
