/// One of `count` parts of a package's previews, for spreading a run over machines:
/// `--shard 2/3` is the second of three.
///
/// Previews are dealt by their rank in the list sorted by identifier — the first to shard 1,
/// the second to shard 2, … — so every machine makes the same split from the same sources, the
/// parts differ in size by at most one preview, and together they hold each preview once.
public struct PreviewShard: Hashable, Sendable, CustomStringConvertible {
  /// Which part, from 1.
  public var index: Int
  /// How many parts.
  public var count: Int

  /// Reads `K/N` with 1 ≤ K ≤ N.
  ///
  /// - Throws: ``PreviewHostError`` for anything else.
  public init(parsing text: String) throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else {
      throw PreviewHostError("--shard takes K/N with 1 ≤ K ≤ N, such as 1/4; got '\(text)'.")
    }
    self.index = index
    self.count = count
  }

  /// The whole: one part of one.
  public static let all = PreviewShard(index: 1, count: 1)

  private init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `K/N`.
  public var description: String { "\(index)/\(count)" }

  /// This part's identifiers among `identifiers`, in sorted order.
  public func select(_ identifiers: [String]) -> [String] {
    identifiers.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
