import Foundation

/// The frames of `matchedGeometryEffect` sources met while one pass draws, by their geometry identity:
/// a view with `isSource: false` drawn after its source takes the source's frame.
final class MatchedFrameTable {
  var frames: [ViewIdentity: CGRect] = [:]
}
