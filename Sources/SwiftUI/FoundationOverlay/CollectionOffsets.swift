import Foundation

// SwiftUI's own extensions on collections for `onDelete` and `onMove`, which hand their actions an
// `IndexSet` of offsets: `remove(atOffsets:)`
// (https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)) and
// `move(fromOffsets:toOffset:)`
// (https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)).
// They are declared by SwiftUI, not Foundation, so Linux's Foundation lacks them; written here from
// their documented meaning.

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (positions counted from the start), keeping the others in order.
  public mutating func remove(atOffsets offsets: IndexSet) {
    // From the last offset back, so each removal leaves the offsets still to remove in place.
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` so they sit, in their order, just before the element that was at
  /// `destination` before the move (`count` moves them to the end), as a list's `onMove` reports a drag.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let all = Array(self)
    let valid = source.filter { $0 >= 0 && $0 < all.count }
    guard !valid.isEmpty else { return }
    let moved = valid.map { all[$0] }
    let movedSet = Set(valid)
    // The destination counts positions before the move: the kept elements before it stay before the moved ones.
    let target = Swift.max(0, Swift.min(destination, all.count))
    var before: [Element] = [], after: [Element] = []
    for (offset, element) in all.enumerated() where !movedSet.contains(offset) {
      if offset < target { before.append(element) } else { after.append(element) }
    }
    var i = startIndex
    for element in before + moved + after {
      self[i] = element
      formIndex(after: &i)
    }
  }
}
