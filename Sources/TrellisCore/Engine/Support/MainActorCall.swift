/// Calls a main-actor function of the app's code (a view's `body`, a modifier's
/// `body(content:)`, a style's `makeBody(configuration:)`) from the resolver.
///
/// SwiftUI's `View` is `@MainActor` since the iOS 18 SDK, so the code apps write in `body` may
/// read main-actor state; the resolver's own types say nothing of actors, because layout, the
/// display list and the built-in views are plain values that any thread may hold. The one way
/// into a resolve is ``LayoutHost`` (and the hosts built on it), which is `@MainActor`: every call
/// here therefore runs on the main actor — on its own executor, or as a main-actor job on the
/// large-stack thread the host waits for while it resolves
/// (``LargeStackThread/runOnMainActor(_:)``). This states that invariant once, without a check on
/// every call in release builds; debug builds check it (docs/UnsafeCode.md, "Main-actor calls").
///
/// - Parameters:
///   - function: The main-actor function to call.
///   - argument: The value to call it with.
/// - Returns: What `function` returns.
@inline(__always)
package func mainActorCall<Argument, Result>(
  _ function: @MainActor (Argument) -> Result, _ argument: Argument
) -> Result {
  #if DEBUG
    MainActor.assertIsolated("the resolver called app code off the main actor: use hosts on it")
  #endif
  return callAsNonisolated(function, argument)
}

/// Calls `function` from code whose type does not say it runs on the main actor but which, by
/// its callers' types, does: a snapshot strategy's function, which `assertSnapshot` calls on the
/// actor of its caller, and the strategies are `@MainActor @preconcurrency`.
///
/// Unchecked, as `@preconcurrency` is: a test in the Swift 5 language mode may call a strategy
/// from another thread, as it may call a host; the host's updates still run as the main actor's
/// (``LargeStackThread/runOnMainActor(_:)``), and the rest of a render is plain values. Unlike
/// `MainActor.assumeIsolated`, `argument` need not be `Sendable`.
///
/// - Parameters:
///   - function: The main-actor function to call.
///   - argument: The value to call it with.
/// - Returns: What `function` returns.
package func callingAsMainActor<Argument, Result>(
  _ function: @MainActor (Argument) -> Result, _ argument: Argument
) -> Result {
  callAsNonisolated(function, argument)
}

/// `function` called as the synchronous function it is; both callers state why the main actor
/// is held.
@inline(__always)
private func callAsNonisolated<Argument, Result>(
  _ function: @MainActor (Argument) -> Result, _ argument: Argument
) -> Result {
  withoutActuallyEscaping(function) { function in
    // The same calling convention: a global actor changes what the type checker allows, not how
    // a synchronous function is called.
    unsafeBitCast(function, to: ((Argument) -> Result).self)(argument)
  }
}
