import Foundation
import AnimationEngine
import Graphics

/// `.gridCellAnchor(_:)`: a cell smaller than its place in a `Grid` puts this point of itself on the
/// same point of its place, instead of following the grid's, row's and column's alignments. Outside a
/// grid it does nothing.
/// https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)
public struct GridCellAnchor: ViewEffect, ResolvableEffect {
  public var anchor: UnitPoint
  public init(_ anchor: UnitPoint) { self.anchor = anchor }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Marker(anchor: anchor)))
  }

  /// Read by `GridNode` when it places the cell; draws the content as it is.
  struct Marker: DrawnEffect {
    let anchor: UnitPoint
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }

    /// The frame of a cell of `size` anchored in `slot`.
    func frame(_ size: CGSize, in slot: CGRect) -> CGRect {
      CGRect(x: Double(slot.minX) + Double(slot.width - size.width) * anchor.x,
             y: Double(slot.minY) + Double(slot.height - size.height) * anchor.y,
             width: size.width, height: size.height)
    }
  }
}
