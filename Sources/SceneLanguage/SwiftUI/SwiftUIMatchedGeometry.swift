import AnimationEngine
import Foundation
import ViewRuntime

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` with a `@Namespace` (``MatchedGeometryEffect``).
extension HostRegistry {
  mutating func registerMatchedGeometry() {
    // `MatchedGeometryProperties`: which parts of the frame follow (bit 1 position, bit 2 size).
    // `var ns: Namespace.ID` in a child view's properties names the type through `Namespace`.
    modify("Namespace") { _ in }
    statics("MatchedGeometryProperties", [("position", 1), ("size", 2), ("frame", 3)])
    let id = Param<Value>("id"), namespace = Param<Value>("in", type: .named("Namespace.ID"))
    let properties = Param<Value>("properties", type: .named("MatchedGeometryProperties"), default: .null)
    let anchor = Param<UnitPoint>("anchor", default: .center), isSource = Param<Bool>("isSource", default: true)
    modifier("matchedGeometryEffect", id, namespace, properties, anchor, isSource) { c, v in
      let parts = try c[properties].host(Int.self) ?? 3
      let space = try c[namespace]
      return v.modifier(.effect(MatchedGeometryEffect(
        id: try c[id].debugText, namespace: space.host(String.self) ?? space.description,
        position: parts & 1 != 0, size: parts & 2 != 0, anchor: try c[anchor], isSource: try c[isSource])))
    }
  }
}
