import Foundation

/// SwiftUI's `GridItem`: one column of a `LazyVGrid` (row of a `LazyHGrid`).
/// https://developer.apple.com/documentation/swiftui/griditem
public struct GridItem: Hashable, Sendable {
  public enum Size: Hashable, Sendable {
    case fixed(Double)
    case flexible(minimum: Double, maximum: Double)
    case adaptive(minimum: Double, maximum: Double)
  }

  public var size: Size
  /// Space after this item, to the next one; nil: the default 8 points.
  public var spacing: Double?
  /// Alignment of a cell within its item; nil: centred.
  public var alignment: Alignment?

  /// SwiftUI's defaults: `.flexible()` is `.flexible(minimum: 10, maximum: .infinity)`.
  public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size; self.spacing = spacing; self.alignment = alignment
  }

  /// One track of a grid once the items are expanded (an adaptive item becomes several).
  struct Track: Equatable {
    var length: Double
    var spacingAfter: Double
    var alignment: Alignment
  }

  /// The tracks `items` make in `available` points (nil: their ideal, where flexible and adaptive items
  /// take `idealCell`).
  ///
  /// The algorithm, as Apple's documentation describes it: fixed items take their size; the rest is
  /// shared in order among the flexible and adaptive items, each taking an equal share of what remains,
  /// clamped to its bounds; an adaptive item fits as many tracks of at least its minimum (and at most its
  /// maximum) as its share allows, at least one, with its spacing between them.
  static func tracks(_ items: [GridItem], available: Double?, idealCell: Double) -> [Track] {
    let spacing = items.dropLast().reduce(0.0) { $0 + ($1.spacing ?? 8) }
    let fixed = items.reduce(0.0) { if case .fixed(let f) = $1.size { return $0 + f } else { return $0 } }
    var remaining = (available.map { $0.isFinite ? $0 : nil } ?? nil).map { max(0, $0 - spacing - fixed) }
    var flexibleLeft = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
    var out: [Track] = []
    for item in items {
      let gap = item.spacing ?? 8
      let align = item.alignment ?? .center
      switch item.size {
      case .fixed(let f):
        out.append(Track(length: f, spacingAfter: gap, alignment: align))
      case .flexible(let lo, let hi):
        let share = remaining.map { $0 / Double(max(1, flexibleLeft)) } ?? idealCell
        let length = min(max(share, lo), hi)
        out.append(Track(length: length, spacingAfter: gap, alignment: align))
        remaining = remaining.map { max(0, $0 - length) }
        flexibleLeft -= 1
      case .adaptive(let lo, let hi):
        let share = remaining.map { $0 / Double(max(1, flexibleLeft)) } ?? max(lo, min(idealCell, hi))
        let count = max(1, Int(((share + gap) / (max(1e-9, lo) + gap)).rounded(.down)))
        let length = min(hi, max(lo, (share - gap * Double(count - 1)) / Double(count)))
        for k in 0..<count {
          out.append(Track(length: length, spacingAfter: k == count - 1 ? gap : gap, alignment: align))
        }
        remaining = remaining.map { max(0, $0 - (length * Double(count) + gap * Double(count - 1))) }
        flexibleLeft -= 1
      }
    }
    return out
  }
}
