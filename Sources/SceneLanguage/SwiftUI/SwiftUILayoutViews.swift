import AnimationEngine
import Foundation
import ViewRuntime

/// `Divider`, `Label`, `GeometryReader`, and scene types conforming to `Animatable`.
extension HostRegistry {
  mutating func registerLayoutViews() {
    modify("Divider") { t in
      t.conformances.insert("View")
      t.addInit(.binding(returns: .named("Divider")) { _ in HostRegistry.view(.divider, "Divider") })
    }
    // `Label` is in SwiftUIControls.swift (label styles).
    let content = Param<BuilderClosure>("content")
    modify("GeometryReader") { t in
      t.conformances.insert("View")
      t.addInit(.binding(content, returns: .named("GeometryReader")) { c in
        let interpreter = c.interpreter
        let builder = try c[content].function
        return HostRegistry.view(.geometryReader(GeometryReaderNode { proxy in
          try interpreter.scoped {
            let parts = try interpreter.callBuilder(
              builder, arguments: [HostRegistry.host("GeometryProxy", proxy)], hint: nil, position: interpreter.currentPosition, keepingBranches: true)
            return try interpreter.viewNode(.array(parts))
          }
        }), "GeometryReader")
      })
    }
    statics("CoordinateSpace", [("local", GeometryProxy.CoordinateSpace.local), ("global", .global)])
    let space = Param<GeometryProxy.CoordinateSpace>("in")
    modify("GeometryProxy") { t in
      t.addProperty("size", HostProperty(type: .named("CGSize")) { v in HostRegistry.host("CGSize", v.host(GeometryProxy.self)?.size ?? .zero) })
      t.addMethod("frame", .binding(space, returns: .named("CGRect")) { c in
        HostRegistry.host("CGRect", try c.receiver(GeometryProxy.self, "frame(in:)").frame(in: try c[space]))
      })
    }
  }
}

extension Interpreter {
  /// A scene type conforming to `Animatable` with a `Double` (or pair/point/size) `animatableData`: the runtime interpolates
  /// the data and rebuilds the view (or shape) from an instance carrying the interpolated value.
  func animatableNode(_ instance: Instance) throws -> ViewNode? {
    let d = instance.definition
    guard d.conforms(to: "Animatable") || d.conforms(to: "Shape"), d.computedProperties["animatableData"] != nil || d.storedProperty("animatableData") != nil else {
      return nil
    }
    let current = try member("animatableData", of: .instance(instance), node: d.node)
    if let data = current.asDouble {
      return .animatable(AnimatableNode(data: data) { value in
        try self.rebuilt(instance, data: .double((value as? Double) ?? data))
      })
    }
    // Pairs, points and sizes animate as one flat vector; the model value gives the structure back.
    guard let components = SceneAnimatableData.flatten(current) else {
      throw EvalError(d.node, "animatableData of type '\(current.sceneType)' cannot animate; use Double, CGPoint, CGSize or AnimatablePair")
    }
    let model = SceneVector(components: components)
    return .animatable(AnimatableNode(data: model) { value in
      try self.rebuilt(instance, data: SceneAnimatableData.rebuild(current, (value as? SceneVector) ?? model))
    })
  }

  /// The shape or view of `instance` with its `animatableData` set to a presented value.
  private func rebuilt(_ instance: Instance, data: Value) throws -> ViewNode {
    try scoped {
      var updated = Value.instance(instance)
      try setMember("animatableData", of: &updated, position: instance.definition.node.position) { $0 = data }
      guard case .instance(let u) = updated else { return .empty }
      return try lower(u, animatable: false)
    }
  }

  /// A scene View or Shape instance → node (animatable wrapper first, unless already inside it).
  func lower(_ instance: Instance, animatable: Bool = true) throws -> ViewNode {
    if animatable, let node = try animatableNode(instance) { return node }
    if instance.definition.conforms(to: "Shape") { return try customShapeNode(instance) }
    return try componentNode(instance)
  }
}
