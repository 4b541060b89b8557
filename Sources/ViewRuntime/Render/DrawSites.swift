import Foundation
import Graphics

/// Where a kept tree's whole drawing drew the views a kept frame may rewrite (the views of its live
/// steps and of its phase animators' content), and the display items each drew there. A frame in which
/// only those views changed draws them again in place and keeps every other item (``KeptDrawing``): it
/// costs what changed, not the whole tree. SwiftUI likewise renders again only what a transaction or an
/// animation invalidated ("Demystify SwiftUI performance", WWDC23).
///
/// A *site* is the outermost watched view on its path from the root; the watched views inside it are
/// drawn again with it. A site's items must be what drawing that view alone gives: items an ancestor
/// edits after drawing them (an opacity folded into a lone fill, a layer opened before them, a
/// background moved behind them) are not, and neither is a frame with moving geometry (its views are
/// drawn where an animation puts them, every frame) or a presentation drawn after the tree. Such a
/// drawing is *spoiled*: its frames draw the whole tree, as before.
final class DrawSites {
  /// What a view's drawing depends on besides its frame and transform: the builder's state around it.
  struct Surroundings {
    var unflipsLeaves = false
    var scrollViewport: ScrollViewNode.Viewport?
    var coordinateSpaces: [AnyHashable: CGRect] = [:]
  }

  struct Site {
    let view: ResolvedView
    let laidOut: CGRect
    let shift: CGSize
    let ctm: Transform2D
    /// Nil: the canvas's own (most views).
    let surroundings: Surroundings?
    var items: Range<Int>
  }

  private let watched: Set<ObjectIdentifier>
  private(set) var sites: [Site] = []
  /// The site each watched view was drawn in (a view drawn twice, or not at all, has none).
  private(set) var siteOf: [ObjectIdentifier: Int] = [:]
  private var open: Int?
  private(set) var spoiled = false

  init(watching views: Set<ObjectIdentifier>) { watched = views }

  /// Called before `view` is drawn: whether it opens a site (the caller then draws it between
  /// ``begin(_:)`` and ``end(items:presents:)``). A watched view inside an open site joins that site.
  func opens(_ view: ResolvedView) -> Bool {
    let id = ObjectIdentifier(view)
    guard watched.contains(id) else { return false }
    guard let open else { return true }
    join(id, open)
    return false
  }

  func begin(_ site: Site) {
    open = sites.count
    join(ObjectIdentifier(site.view), sites.count)
    sites.append(site)
  }

  /// The open site's drawing ended with `count` items in the list; `presents`: it presented views,
  /// which are drawn after the tree (not in its range).
  func end(items count: Int, presents: Bool) {
    guard let open else { return }
    sites[open].items = sites[open].items.lowerBound..<count
    if presents { spoiled = true }
    self.open = nil
  }

  /// Items from `index` on were edited, moved or shifted by a view drawn around them: a closed site
  /// reaching there no longer holds what drawing it alone gives.
  func edited(at index: Int) {
    if let last = sites.indices.last(where: { $0 != open }), sites[last].items.upperBound > index { spoiled = true }
  }

  /// The drawing moved a view away from its laid-out frame (its geometry animates): every frame moves it.
  func spoil() { spoiled = true }

  private func join(_ id: ObjectIdentifier, _ site: Int) {
    // Drawn twice (a view an effect draws again): which place it was drawn in is ambiguous.
    if let other = siteOf.updateValue(site, forKey: id), other != site { spoiled = true }
  }
}
