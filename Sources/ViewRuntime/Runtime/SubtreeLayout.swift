import Foundation

/// When a re-resolved subtree can be laid out alone: layout is a pure function of what children
/// answer their parents, so if the new subtree root answers every proposal its parent made of the
/// old one the same way (and the same layout priority, z-index, emptiness and baselines, and carries no
/// layout values, which cannot be compared), the parent and everything around it lay out as before,
/// and the subtree keeps its frame.
enum SubtreeLayout {
  static func answersAlike(_ old: ResolvedView, _ new: ResolvedView, in frame: CGRect) -> Bool {
    let asked = old.sizeCache
    guard !asked.isEmpty, old.isEmpty == new.isEmpty, old.layoutPriority == new.layoutPriority,
          old.zIndex == new.zIndex, !old.carriesLayoutValues, !new.carriesLayoutValues else { return false }
    for (proposal, size) in asked.entries where new.sizeThatFits(proposal) != size { return false }
    for which in [VerticalAlignment.Baseline.first, .last]
    where old.baselineOffset(which, size: frame.size) != new.baselineOffset(which, size: frame.size) {
      return false
    }
    return true
  }
}
