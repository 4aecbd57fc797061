import Foundation

/// Who a view is, for the state SwiftUI keeps for it: its place in the structure of the views
/// around it — the position in its parent's list, the branch of an `if`, the identifier of a
/// `ForEach` element or of `id(_:)`, the type of each composite view on the way — as a 128-bit
/// digest of that path.
///
/// Two views have the same identity when they are the same view across evaluations of their
/// parents' bodies, as SwiftUI's structural and explicit identity define it (Apple, WWDC21
/// "Demystify SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10022/). A view whose
/// identity changes loses its state, as it does in SwiftUI.
package struct ViewIdentity: Hashable, Sendable {
  private var low: UInt64
  private var high: UInt64

  /// The identity of a host's root view.
  static let root = ViewIdentity(low: 0x5452_454C_4C49_5321, high: 0x524F_4F54_5649_4557)

  /// The kinds of step on the path, so that steps of different kinds never collide.
  enum Step: UInt64 {
    /// The position of a view in a list: a `TupleView` element.
    case index = 1
    /// The branch of an `if`/`else` or `switch`, or an optional's presence.
    case branch
    /// The identifier of a `ForEach` element or of `id(_:)`.
    case identifier
    /// The type of a composite view, or of the view an `AnyView` holds.
    case type
    /// A view a modifier adds beside its content: a background, an overlay, a presentation.
    case secondary
    /// The content of a container made during layout: a geometry reader's.
    case content
  }

  /// The identity one step further down the path.
  func appending(_ step: Step, _ value: UInt64) -> ViewIdentity {
    ViewIdentity(
      low: Self.mix(low ^ Self.mix(step.rawValue &* 0x9E37_79B9_7F4A_7C15 ^ value)),
      high: Self.mix(high &+ Self.mix(value ^ step.rawValue &* 0xC2B2_AE3D_27D4_EB4F)))
  }

  /// The identity of a view of type `type` below this one.
  func appending(type: Any.Type) -> ViewIdentity {
    appending(.type, UInt64(UInt(bitPattern: ObjectIdentifier(type))))
  }

  /// The identity of the element identified by `identifier` below this one.
  func appending<ID: Hashable>(identifier: ID) -> ViewIdentity {
    appending(identifierHash: Self.hash(of: identifier))
  }

  /// The hash an identifier's step is made from: an `Int` identifier is its own, which the
  /// step mixes anyway; any other is its `hashValue`. `ForEach(0..<n)` and most `id: \.self`
  /// collections are identified by `Int`s, and SipHash cost about 100 instructions an element
  /// (callgrind, Benchmarks/README.md, step 8).
  static func hash<ID: Hashable>(of identifier: ID) -> Int {
    // Invariant: `ID` is exactly `Int`, tested just before the cast in every build.
    if ID.self == Int.self { return unsafeBitCast(identifier, to: Int.self) }
    return identifier.hashValue
  }

  /// The identity of the element whose identifier's `hashValue` is `hash` below this one: the
  /// same as `appending(identifier:)`, for a caller that needs the hash for something else too.
  func appending(identifierHash hash: Int) -> ViewIdentity {
    appending(.identifier, UInt64(bitPattern: Int64(hash)))
  }

  /// SplitMix64's finaliser: every input bit reaches every output bit.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
