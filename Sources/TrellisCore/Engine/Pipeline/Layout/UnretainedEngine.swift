import Foundation

/// The engine as the proxies a layout question hands out hold it (``LayoutContext``,
/// `LayoutSubview`, `LayoutSubviews`): without a reference count.
///
/// Every size question makes a context and every subview read makes a proxy; holding the engine
/// strongly, each paid a retain and a release of it — a fifth of the retain and release calls
/// of shape d's cold layout, in Benchmarks/README.md's profile. The host owns its engine for its
/// whole life and every proxy is made while it lays out; a `Layout`'s cache, the one place a
/// proxy outlives a question, lives in the tree's memory, which the host drops with the engine.
///
/// Invariant: the engine outlives every copy that is used — the host holds it strongly for as
/// long as any proxy can be asked a question. Debug builds keep a weak shadow of the engine and
/// assert it is still alive on every use (docs/UnsafeCode.md).
struct UnretainedEngine {
  private let reference: Unmanaged<LayoutEngine>
  #if DEBUG
    /// The engine, weakly: `nil` once it is gone, which a use must never see.
    private weak var shadow: LayoutEngine?
  #endif

  init(_ engine: LayoutEngine) {
    reference = Unmanaged.passUnretained(engine)
    #if DEBUG
      shadow = engine
    #endif
  }

  /// Calls `body` with the engine, without retaining it.
  @inline(__always)
  func callAsFunction<Result>(_ body: (LayoutEngine) -> Result) -> Result {
    #if DEBUG
      assert(shadow != nil, "a layout proxy used after its engine was freed")
    #endif
    return reference._withUnsafeGuaranteedRef(body)
  }

  /// Whether two references are to the same engine.
  static func === (lhs: UnretainedEngine, rhs: UnretainedEngine) -> Bool {
    lhs.reference.toOpaque() == rhs.reference.toOpaque()
  }
}
