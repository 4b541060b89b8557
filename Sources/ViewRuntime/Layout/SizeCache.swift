import Foundation

/// The sizes a view answered, by proposal: every proposal asked is kept (``SubtreeLayout`` replays
/// them all). A view is asked a handful of proposals per frame, so a linear scan of a small array
/// beats hashing: as a dictionary this cache was about a third of a frame's evaluation.
struct SizeCache {
  private(set) var entries: [(proposal: ProposedViewSize, size: CGSize)] = []

  var isEmpty: Bool { entries.isEmpty }

  subscript(proposal: ProposedViewSize) -> CGSize? {
    // Field by field: `==` on the struct is a call into another file, which this file cannot inline.
    for e in entries where e.proposal.width == proposal.width && e.proposal.height == proposal.height { return e.size }
    return nil
  }

  /// Records the answer to a proposal not asked before.
  mutating func add(_ proposal: ProposedViewSize, _ size: CGSize) {
    if entries.isEmpty { entries.reserveCapacity(4) }
    entries.append((proposal, size))
  }
}
