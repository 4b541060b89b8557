import Foundation
import Graphics

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the view turned about an axis in 3D and
/// seen in perspective (``Projection/rotation3D(radians:axis:anchor:anchorZ:perspective:size:)``).
/// The angle, anchorZ and perspective animate. The rasterizer warps the view's layer through the
/// projection; past 90° the view's back shows, mirrored, as in SwiftUI.
/// https://developer.apple.com/documentation/swiftui/view/rotation3deffect(_:axis:anchor:anchorz:perspective:)
public struct Rotation3DEffect: ViewEffect, ResolvableEffect {
  public var angle: Angle
  public var axis: (x: Double, y: Double, z: Double)
  public var anchor: UnitPoint
  public var anchorZ: Double
  public var perspective: Double

  public init(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center, anchorZ: Double = 0, perspective: Double = 1) {
    self.angle = angle; self.axis = axis; self.anchor = anchor; self.anchorZ = anchorZ; self.perspective = perspective
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // The angle animates through its own animatable data, as rotationEffect's does.
    let v = r.animated("rotation3DEffect", [angle.animatableData, anchorZ, perspective])
    let radians = Angle(animatableData: v[0]).radians, anchorZ = v[1], perspective = v[2]
    let axis = self.axis, anchor = self.anchor
    let inspect = InspectModifier(name: "rotation3DEffect", values: [
      "degrees": [radians * 180 / .pi], "axis": [axis.x, axis.y, axis.z], "anchorZ": [anchorZ], "perspective": [perspective],
    ])
    return ResolvedView(.effect(try r.content(), Drawer(inspect: inspect) { place in
      let f = place.frame
      let local = Projection.rotation3D(
        radians: radians, axis: axis, anchor: CGPoint(x: anchor.x * Double(f.width), y: anchor.y * Double(f.height)),
        anchorZ: anchorZ, perspective: perspective, size: f.size)
      return local
    }))
  }

  /// Draws through a projection given in the view's own coordinates: by the transform when it is affine
  /// (crisper, no layer), else in a layer the rasterizer warps.
  struct Drawer: DrawnEffect {
    let inspect: InspectModifier
    let projection: (EffectPlacement) -> Projection

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      let local = projection(place)
      let p = place.adding(inspect)
      if let affine = local.affine { return try out.draw(content, p.transformed(affine)) }
      guard let canvas = place.canvasProjection(local) else { return }
      out.emit(.beginLayer(LayerEffect(projection: canvas)))
      try out.draw(content, p)
      out.emit(.endLayer)
    }
  }
}
