/// Shard `index` of `count` (1-based, as Playwright's and Jest's `--shard` count): which contiguous
/// run of a clip's selected frames one machine renders.
public struct ShardSelection: Equatable, Sendable, CustomStringConvertible {
  public let index: Int
  public let count: Int

  /// Most shards one clip splits into; far beyond any array job this tool is meant for.
  public static let maxCount = 10_000

  public init(index: Int, count: Int) throws {
    guard count >= 1, count <= Self.maxCount else { throw ShardError("shard count must be 1 to \(Self.maxCount) (got \(count))") }
    guard index >= 1, index <= count else { throw ShardError("shard \(index) of \(count) does not exist: K in K/N runs from 1 to N") }
    self.index = index
    self.count = count
  }

  /// `"K/N"`, e.g. `"2/4"`.
  public init(parsing text: String) throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0].trimmingCharacters(in: .whitespaces)),
      let n = Int(parts[1].trimmingCharacters(in: .whitespaces))
    else { throw ShardError("--shard takes K/N (1-based, e.g. 2/4) or 'auto' (got '\(text)')") }
    try self.init(index: k, count: n)
  }

  public var description: String { "\(index)/\(count)" }

  /// Positions `[lo, hi)` of this shard in a list of `total` items: contiguous, in order, and
  /// balanced (sizes differ by at most one, the larger ones last). Shards past the end are empty.
  public func positions(of total: Int) -> Range<Int> {
    let lo = (index - 1) * total / count, hi = index * total / count
    return lo..<hi
  }

  /// Positions of this shard when work is cut into segments of `segmentLength` items: whole segments
  /// are shared out, so segment boundaries depend only on `segmentLength`, never on the shard count.
  public func segmentPositions(of total: Int, segmentLength: Int) -> Range<Int> {
    let segments = (total + segmentLength - 1) / segmentLength
    let share = positions(of: segments)
    return min(total, share.lowerBound * segmentLength)..<min(total, share.upperBound * segmentLength)
  }
}
