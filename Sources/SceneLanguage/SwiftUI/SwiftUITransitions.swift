import AnimationEngine
import Foundation
import ViewRuntime

/// Transitions (`.transition(.scale)`, `.asymmetric(…)`) and a few view-specific methods.
extension HostRegistry {
  mutating func registerTransitions() {
    func transition(_ t: AnyTransition) -> Value { HostRegistry.host("AnyTransition", t) }
    statics("Edge", [("top", Edge.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)])
    statics("AnyTransition", [("identity", AnyTransition.identity), ("opacity", .opacity), ("scale", .scale), ("slide", .slide),
                              ("blurReplace", .blurReplace())])
    statics("BlurReplaceTransition.Configuration", [("downUp", false), ("upUp", true)])
    let returns = SceneType.named("AnyTransition")
    let scale = Param<Double>("scale"), anchor = Param<UnitPoint>("anchor", default: .center)
    let x = Param<Double>("x", default: 0), y = Param<Double>("y", default: 0), offset = Param<CGSize>(nil, "offset")
    let edge = Param<Edge>("edge"), from = Param<Edge>("from")
    let insertion = Param<AnyTransition>("insertion"), removal = Param<AnyTransition>("removal"), other = Param<AnyTransition>("with")
    modify("AnyTransition") { t in
      t.addStaticMethod("scale", .binding(scale, anchor, returns: returns) { c in transition(.scale(scale: try c[scale], anchor: try c[anchor])) })
      t.addStaticMethod("offset", .binding(x, y, returns: returns) { c in transition(.offset(x: try c[x], y: try c[y])) })
      t.addStaticMethod("offset", .binding(offset, returns: returns) { c in transition(.offset(try c[offset])) })
      t.addStaticMethod("move", .binding(edge, returns: returns) { c in transition(.move(edge: try c[edge])) })
      t.addStaticMethod("push", .binding(from, returns: returns) { c in transition(.push(from: try c[from])) })
      let configuration = Param<Value>(nil, "configuration", type: .named("BlurReplaceTransition.Configuration"))
      t.addStaticMethod("blurReplace", .binding(configuration, returns: returns) { c in transition(.blurReplace(upUp: try c[configuration].host(Bool.self) ?? false)) })
      t.addStaticMethod("asymmetric", .binding(insertion, removal, returns: returns) { c in
        transition(.asymmetric(insertion: try c[insertion], removal: try c[removal]))
      })
      let animation = Param<Animation?>(nil, "animation")
      t.addMethod("animation", .binding(animation, returns: returns) { c in
        transition(try c.receiver(AnyTransition.self, "animation(_:)").animation(try c[animation]))
      })
      t.addMethod("combined", .binding(other, returns: returns) { c in
        transition(try c.receiver(AnyTransition.self, "combined(with:)").combined(with: try c[other]))
      })
    }
    let applied = Param<AnyTransition>(nil, "t")
    modifier("transition", applied) { c, v in v.transition(try c[applied]) }
    modify("Image") { t in
      t.addMethod("resizable", .binding(returns: .named("Image")) { c in
        let node = try c.receiverNode()
        if let asset = HostRegistry.assetImage(node) { return HostRegistry.assetImageView(asset.resizable()) }
        guard case .image(let image) = node else { throw HostError("resizable() needs an Image") }
        var resizable = image
        resizable.isResizable = true
        return HostRegistry.view(.image(resizable), "Image")
      })
    }
  }
}
