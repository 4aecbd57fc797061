import Foundation

/// A type that defines the scroll behavior of a scrollable view: where scrolling comes to rest.
///
/// Trellis keeps the behavior and never scrolls: a still picture shows the initial offset.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { … }.scrollTargetLayout()
/// }
/// .scrollTargetBehavior(.viewAligned)
/// ```
public protocol ScrollTargetBehavior {
  /// Updates the proposed target that a scrollable view should scroll to.
  func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

extension ScrollTargetBehavior {
  /// The context in which a scroll target behavior updates its scroll target.
  public typealias TargetContext = ScrollTargetBehaviorContext
}

/// A type defining the target in which a scroll view should try and scroll to.
public struct ScrollTarget: Sendable {
  /// The rect that a scrollable view should try and have contained.
  public var rect: CGRect
  /// The anchor to which the rect should be aligned within the visible region of the scrollable view.
  public var anchor: UnitPoint?

  /// Creates a target.
  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// The context in which a scroll target behavior updates its scroll target.
public struct ScrollTargetBehaviorContext: Sendable {
  /// The original target when the scroll gesture began.
  public var originalTarget: ScrollTarget
  /// The size of the content of the scrollable view.
  public var contentSize: CGSize
  /// The size of the container of the scrollable view.
  public var containerSize: CGSize
  /// The axes in which the scrollable view is scrollable.
  public var axes: Axis.Set
}

/// The scroll behavior that aligns scroll targets to container-based geometry: a page at a time.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates a paging scroll behavior.
  public init() {}

  /// Pages are whole container lengths; nothing scrolls in a still picture.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// The scroll behavior that aligns scroll targets to view-based geometry.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// A type that defines the amount of views that can be scrolled at a time.
  public struct LimitBehavior: Hashable, Sendable {
    enum Storage: Hashable { case automatic, always, alwaysByFew, alwaysByOne, never }
    let storage: Storage

    /// The automatic limit behavior.
    public static let automatic = LimitBehavior(storage: .automatic)
    /// The always limit behavior.
    public static let always = LimitBehavior(storage: .always)
    /// The always-by-few limit behavior.
    public static let alwaysByFew = LimitBehavior(storage: .alwaysByFew)
    /// The always-by-one limit behavior.
    public static let alwaysByOne = LimitBehavior(storage: .alwaysByOne)
    /// The never limit behavior.
    public static let never = LimitBehavior(storage: .never)
  }

  /// The limit behavior.
  public var limitBehavior: LimitBehavior

  /// Creates a view aligned scroll behavior.
  public init(limitBehavior: LimitBehavior = .automatic) {
    self.limitBehavior = limitBehavior
  }

  /// Targets snap to views; nothing scrolls in a still picture.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// The scroll behavior that aligns scroll targets to container-based geometry.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// The scroll behavior that aligns scroll targets to view-based geometry.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

  /// The scroll behavior that aligns scroll targets to view-based geometry, with a limit.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

extension EnvironmentValues {
  /// The scroll target behavior `scrollTargetBehavior(_:)` set for scroll views in the view.
  @Entry var scrollTargetBehavior: (any ScrollTargetBehavior)?

  /// Whether the views of the layout are scroll targets, set by `scrollTargetLayout(isEnabled:)`.
  @Entry var isScrollTargetLayout: Bool = false
}

nonisolated extension View {
  /// Sets the scroll behavior of views scrollable in the provided axes; kept for the scroll
  /// views inside, never applied (nothing scrolls in a still picture).
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    environment(\.scrollTargetBehavior, behavior)
  }

  /// Configures the outermost layout as a scroll target layout; accepted and kept.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    environment(\.isScrollTargetLayout, isEnabled)
  }
}
