import AnimationEngine
import Foundation
import ViewRuntime

/// SwiftUI's views (`Text`, `Image`, shapes, stacks, `ForEach`, `Button`) and `withAnimation`.
extension HostRegistry {
  /// Adds initialisers to a view type, creating it with its conformances.
  mutating func viewType(_ name: String, conformances: Set<String> = ["View"], _ inits: [HostFunction]) {
    modify(name) { t in
      t.conformances.formUnion(conformances)
      t.initializers += inits
    }
  }

  mutating func registerViews() {
    let content = Param<BuilderClosure>("content")
    let title = Param<String>(nil, "title")
    let verbatim = Param<String>("verbatim")
    viewType("Text", [
      .binding(title, returns: .named("Text")) { c in HostRegistry.view(.text(try c[title]), "Text") },
      .binding(verbatim, returns: .named("Text")) { c in HostRegistry.view(.text(try c[verbatim]), "Text") },
    ])
    let systemName = Param<String>("systemName")
    viewType("Image", [
      .binding(systemName, returns: .named("Image")) { c in
        let name = try c[systemName]
        // Checked here so the warning points at the scene line, with the closest symbol the renderer has.
        try HostRegistry.checkSymbol(name, c)
        return HostRegistry.view(.image(ImageNode(systemName: name)), "Image")
      },
    ])
    for (name, kind) in [("Rectangle", ShapeKind.rectangle), ("Circle", .circle), ("Ellipse", .ellipse), ("Capsule", .capsule)] {
      viewType(name, conformances: ["View", "Shape"], [.binding(returns: .named(name)) { _ in HostRegistry.view(.shape(ShapeNode(kind: kind)), name) }])
    }
    let cornerRadius = Param<Double>("cornerRadius")
    viewType("RoundedRectangle", conformances: ["View", "Shape"], [
      .binding(cornerRadius, returns: .named("RoundedRectangle")) { c in
        HostRegistry.view(.shape(ShapeNode(kind: .roundedRectangle(cornerRadius: try c[cornerRadius]))), "RoundedRectangle")
      },
    ])
    let spacing = Param<Double?>("spacing", default: nil)
    let vertical = Param<VerticalAlignment>("alignment", default: .center)
    viewType("HStack", [
      .binding(vertical, spacing, content) { c in
        let children = try c.viewNode(try c[content])
        return HostRegistry.view(HStack(alignment: try c[vertical], spacing: try c[spacing]) { AnyView(node: children) }._node)
      },
    ])
    let horizontal = Param<HorizontalAlignment>("alignment", default: .center)
    viewType("VStack", [
      .binding(horizontal, spacing, content) { c in
        let children = try c.viewNode(try c[content])
        return HostRegistry.view(VStack(alignment: try c[horizontal], spacing: try c[spacing]) { AnyView(node: children) }._node)
      },
    ])
    let alignment = Param<Alignment>("alignment", default: .center)
    viewType("ZStack", [
      .binding(alignment, content) { c in
        let children = try c.viewNode(try c[content])
        return HostRegistry.view(ZStack(alignment: try c[alignment]) { AnyView(node: children) }._node)
      },
    ])
    viewType("Group", [.binding(content) { c in HostRegistry.view(try c.viewNode(try c[content])) }])
    viewType("EmptyView", [.binding { _ in HostRegistry.view(.empty) }])
    let minLength = Param<Double?>("minLength", default: nil)
    viewType("Spacer", [.binding(minLength) { c in HostRegistry.view(.spacer(minLength: try c[minLength])) }])
    let data = Param<Value>(nil, "data")
    let id = Param<Value?>("id", type: .any, default: nil)
    let boundData = Param<Value>(nil, "data", type: .named("Binding"))
    viewType("ForEach", [
      // `ForEach($items) { $item in … }`: each row gets a binding to its element.
      .binding(boundData, id, content) { c in
        let items = try c.interpreter.forEachItems(try c[boundData], c.interpreter.node(at: c.interpreter.currentPosition))
        let builder = try c[content]
        return HostRegistry.view(.group(try items.map { try c.viewNode(builder, [$0]) }))
      },
      // `id:` only names identity in SwiftUI; here items are identified by position.
      .binding(data, id, content) { c in
        let items = try c.interpreter.sequence(try c[data], c.interpreter.node(at: c.interpreter.currentPosition))
        let builder = try c[content]
        return HostRegistry.view(.group(try items.map { try c.viewNode(builder, [$0]) }))
      },
    ])
    // `Button` is in SwiftUIControls.swift.

    // `withAnimation(_:_:)` defaults its animation to `.default`; a written `nil` means no animation.
    let animation = Param<Animation?>(nil, "animation", default: .default)
    let body = Param<SceneClosure>(nil, "body")
    addFunction("withAnimation", .binding(animation, body) { c in
      let run = try c[body]
      return try withAnimation(try c[animation]) { try c.context.call(run.function, []) }
    })
    let criteria = Param<AnimationCompletionCriteria>("completionCriteria", default: .logicallyComplete)
    let completion = Param<SceneClosure>("completion")
    addFunction("withAnimation", .binding(animation, criteria, body, completion) { c in
      let run = try c[body]
      return try withAnimation(try c[animation], completionCriteria: try c[criteria], {
        try c.context.call(run.function, [])
      }, completion: c.interpreter.runtimeAction(try c[completion].function))
    })
    statics("AnimationCompletionCriteria", [("logicallyComplete", AnimationCompletionCriteria.logicallyComplete), ("removed", .removed)])
  }
}
