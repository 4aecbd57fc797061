import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How deep resolution may recurse on the current thread's stack before it stops.
///
/// Resolving a view recurses once per level of nesting, and a body that contains itself —
/// `var body: some View { Self() }`, or `AnyView(Self(n: n + 1))` — recurses until the stack is
/// gone: SwiftUI crashes there too, but with no message a test log can show. Trellis stops
/// resolving once half of the thread's stack is used, leaves the deeper views out and says so:
/// the other half is what layout, which recurses once per level of the tree resolved, needs
/// for the same depth (`LargeStackThread` gives 1 GiB, enough for millions of levels before
/// the budget ends; a thread of 8 MiB, when no large one can be made, still holds thousands).
struct StackBudget {
  /// The lowest stack address resolution may reach; 0 when the stack's bounds are unknown.
  private let limit: UInt

  /// No budget: for a resolver that has not started on a thread yet.
  static let unbounded = StackBudget(limit: 0)

  private init(limit: UInt) { self.limit = limit }

  /// The budget of the calling thread: half its stack, counted from where the caller is now.
  init() {
    let here = Self.currentAddress()
    guard let lowest = Self.lowestStackAddress(), here > lowest else {
      limit = 0
      return
    }
    limit = lowest + (here - lowest) / 2
  }

  /// Whether the stack below the caller has gone past the budget.
  var isExhausted: Bool { Self.currentAddress() < limit }

  /// An address in the caller's stack frame (stacks grow down on every platform Swift targets).
  @inline(never)
  private static func currentAddress() -> UInt {
    var marker: UInt8 = 0
    // Only the address is kept, as an integer: the pointer is never read after the call.
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// The lowest address of the current thread's stack, from the thread library.
  private static func lowestStackAddress() -> UInt? {
    #if canImport(Glibc) || canImport(Musl)
      guard let getAttributes = threadAttributes else { return nil }
      var attributes = pthread_attr_t()
      guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
      return UInt(bitPattern: address)
    #elseif canImport(Darwin)
      let thread = pthread_self()
      return UInt(bitPattern: pthread_get_stackaddr_np(thread)) - UInt(pthread_get_stacksize_np(thread))
    #else
      return nil
    #endif
  }

  #if canImport(Glibc) || canImport(Musl)
    /// The C type of `pthread_getattr_np`: `int (pthread_t, pthread_attr_t *)`.
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32

    /// `pthread_getattr_np`, looked up at run time: the C library has it, but Swift's Glibc
    /// module leaves out the GNU extensions of `pthread.h`, where it is declared. Invariant of
    /// the `unsafeBitCast`: the symbol is glibc's (and musl's) function of that type; debug
    /// builds assert that a function pointer and the symbol's address have one size.
    private static let threadAttributes: GetAttributes? =
      {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        assert(MemoryLayout<GetAttributes>.size == MemoryLayout.size(ofValue: symbol))
        return unsafeBitCast(symbol, to: GetAttributes.self)
      }()
  #endif
}
