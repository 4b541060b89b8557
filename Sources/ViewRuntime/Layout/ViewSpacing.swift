import Foundation

/// SwiftUI's `ViewSpacing` (https://developer.apple.com/documentation/swiftui/viewspacing): the space a
/// view prefers between it and the next view, per edge. SwiftUI's keeps values per kind of adjacent view
/// and per platform; the runtime's stacks put 8 points between any two views by default, so here an
/// edge either prefers a length or has no preference (`ViewSpacing()`), and two edges with none are
/// `standard` apart. `ViewSpacing.zero` prefers 0 on every edge ("typically only for an empty view").
public struct ViewSpacing: Equatable, Sendable {
  /// The default distance between two views in a stack (the runtime's stacks' default spacing).
  public static let standard = 8.0

  var top: Double?, leading: Double?, bottom: Double?, trailing: Double?

  /// No preference on any edge: the default distance to any view.
  public init() {}

  /// Zero on all edges.
  public static let zero: ViewSpacing = {
    var s = ViewSpacing()
    s.top = 0; s.leading = 0; s.bottom = 0; s.trailing = 0
    return s
  }()

  /// Merges `other`'s preferences on `edges`: the larger length wins on each (SwiftUI's
  /// `formUnion(_:edges:)`; a layout's spacing is the union of its subviews' by default).
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    func merged(_ a: Double?, _ b: Double?) -> Double? { a.map { a in b.map { max(a, $0) } ?? a } ?? b }
    if edges.contains(.top) { top = merged(top, other.top) }
    if edges.contains(.leading) { leading = merged(leading, other.leading) }
    if edges.contains(.bottom) { bottom = merged(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = merged(trailing, other.trailing) }
  }

  /// The distance from this view to `next` after it, side by side (`horizontal`) or one above the
  /// other: the smallest that satisfies both views' preferences on the edges they share, the standard
  /// distance where neither has one.
  public func distance(to next: ViewSpacing, horizontal: Bool) -> Double {
    let (a, b) = horizontal ? (trailing, next.leading) : (bottom, next.top)
    switch (a, b) {
    case (nil, nil): return Self.standard
    case (let x?, nil), (nil, let x?): return x
    case (let x?, let y?): return max(x, y)
    }
  }
}
