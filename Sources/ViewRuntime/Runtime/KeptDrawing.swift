import Foundation
import Graphics

/// The display items of a kept tree's last frame, with the sites they were drawn at (``DrawSites``): a
/// kept frame draws again only the sites whose views its live steps rewrote, in place, and keeps the
/// other items as they are. A frame in which one view of a thousand moves draws that one view.
final class KeptDrawing {
  // A class: every live step of a frame marks its site here, and an optional struct in the frame
  // cache was copied for each mark.
  private(set) var items: [DisplayItem]
  private let sites: [DrawSites.Site]
  /// The sites this frame's steps rewrote, in the order met, and a mark per site so each is listed once.
  private var touched: [Int] = []
  private var marks: [Bool]
  /// A step rewrote a view drawn in no site: the frame draws the whole tree.
  private var lost = false

  /// Nil for a spoiled drawing, which a frame cannot draw again in parts.
  init?(items: [DisplayItem], sites: DrawSites) {
    guard !sites.spoiled else { return nil }
    self.items = items
    self.sites = sites.sites
    marks = Array(repeating: false, count: sites.sites.count)
  }

  /// A step rewrote a view of site `index` (-1: a view drawn in no site).
  func touch(_ index: Int) {
    guard index >= 0 else { lost = true; return }
    if !marks[index] { marks[index] = true; touched.append(index) }
  }

  /// The frame's items: the touched sites drawn again by `builder` (configured for this frame) into
  /// their places. Nil if a site drew a different number of items than before, or moved a view away
  /// from its laid-out frame (its geometry began to animate): the caller draws the whole tree.
  func redraw(with builder: inout DisplayListBuilder) throws -> [DisplayItem]? {
    defer {
      for i in touched { marks[i] = false }
      touched.removeAll(keepingCapacity: true)
    }
    guard !lost else { return nil }
    // Most of the picture rewritten: drawing it in parts reads the sites' records on top of the same
    // views, so drawing the whole tree costs less (a grid of dots that all move).
    var redrawn = 0
    for i in touched { redrawn += sites[i].items.count }
    guard redrawn * 4 <= items.count * 3 else { return nil }
    for i in touched {
      let start = builder.items.count
      try builder.redraw(sites[i].view, sites[i].laidOut, sites[i].shift, sites[i].ctm, in: sites[i].surroundings)
      guard builder.items.count - start == sites[i].items.count else { return nil }
    }
    guard !builder.movedGeometry else { return nil }
    // Element by element: most sites draw one or two items, and a generic range replacement per site
    // cost more than drawing them.
    var from = 0
    for i in touched {
      for at in sites[i].items {
        items[at] = builder.items[from]
        from += 1
      }
    }
    return items
  }
}
