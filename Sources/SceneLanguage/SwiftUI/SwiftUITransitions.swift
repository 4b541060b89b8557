import AnimationEngine
import Foundation
import ViewRuntime

/// Transitions (`.transition(.scale)`, `.asymmetric(…)`) and a few view-specific methods.
extension HostRegistry {
  mutating func registerTransitions() {
    func transition(_ t: AnyTransition) -> Value { HostRegistry.host("AnyTransition", t) }
    statics("Edge", [("top", Edge.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)])
    statics("AnyTransition", [("identity", AnyTransition.identity), ("opacity", .opacity), ("scale", .scale), ("slide", .slide)])
    modify("AnyTransition") { t in
      t.addStaticMethod("scale", HostFunction([HostParameter("scale", .double), HostParameter("anchor", .named("UnitPoint"), default: true)], returns: .named("AnyTransition")) { c in
        transition(.scale(scale: try c.double(0), anchor: try c.host(1, "UnitPoint") ?? .center))
      })
      t.addStaticMethod("offset", HostFunction([HostParameter("x", .double, default: true), HostParameter("y", .double, default: true)], returns: .named("AnyTransition")) { c in
        transition(.offset(x: try c.double(0, default: 0), y: try c.double(1, default: 0)))
      })
      t.addStaticMethod("offset", HostFunction([HostParameter(nil, .named("CGSize"))], returns: .named("AnyTransition")) { c in
        transition(.offset(try c.host(0, "CGSize") ?? .zero))
      })
      t.addStaticMethod("move", HostFunction([HostParameter("edge", .named("Edge"))], returns: .named("AnyTransition")) { c in
        transition(.move(edge: try c.host(0, "Edge") ?? .leading))
      })
      t.addStaticMethod("push", HostFunction([HostParameter("from", .named("Edge"))], returns: .named("AnyTransition")) { c in
        transition(.push(from: try c.host(0, "Edge") ?? .leading))
      })
      t.addStaticMethod("asymmetric", HostFunction([HostParameter("insertion", .named("AnyTransition")), HostParameter("removal", .named("AnyTransition"))], returns: .named("AnyTransition")) { c in
        transition(.asymmetric(insertion: try c.host(0, "AnyTransition") ?? .opacity, removal: try c.host(1, "AnyTransition") ?? .opacity))
      })
      t.addMethod("combined", HostFunction([HostParameter("with", .named("AnyTransition"))], returns: .named("AnyTransition")) { c in
        transition((c.receiver?.host(AnyTransition.self) ?? .identity).combined(with: try c.host(0, "AnyTransition") ?? .identity))
      })
    }
    modify("View") { t in
      t.addMethod("transition", HostFunction([HostParameter(nil, .named("AnyTransition"))], returns: .named("View")) { c in
        HostRegistry.view(AnyView(node: try c.receiverNode()).transition(try c.host(0, "AnyTransition") ?? .opacity)._node)
      })
    }
    modify("Image") { t in
      t.addMethod("resizable", HostFunction([], returns: .named("Image")) { c in
        guard case .image(let image) = try c.receiverNode() else { throw HostError("resizable() needs an Image") }
        return HostRegistry.view(.image(ImageNode(systemName: image.systemName, isResizable: true)), "Image")
      })
    }
  }
}
