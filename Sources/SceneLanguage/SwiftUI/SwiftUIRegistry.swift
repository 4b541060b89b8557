import AnimationEngine
import Foundation
import ViewRuntime

extension HostRegistry {
  /// The standard library plus the SwiftUI surface the view runtime implements. With it the checker
  /// also reports unknown types, members and modifiers before evaluation.
  ///
  /// ## Adding a view or modifier
  ///
  /// 1. **Binding** (here, in `SwiftUI/`): declare each parameter once as a `Param` with its Swift label,
  ///    type and default, register a `HostFunction.binding(…)` listing them, and read each argument in the
  ///    body by its declaration (`try c[radius]`), never by position:
  ///
  ///        let radius = Param<Double>(nil, "radius")
  ///        let anchor = Param<UnitPoint>("anchor", default: .center)
  ///        modifier("wobble", radius, anchor) { c, view in view.modifier(.wobble(try c[radius], anchor: try c[anchor])) }
  ///
  ///    Views go in `registerViews()` (`viewType(…)`), modifiers in `registerModifiers()` (`modifier(…)`),
  ///    value types (`Color`, `Animation`, …) in `registerSwiftUIValues()`. A new argument type conforms to
  ///    `SceneArgument` (host payloads: `HostPayloadArgument` with the registered type name).
  /// 2. **Runtime** (ViewRuntime), in one file under `Modifiers/Effects/`: a public value conforming to
  ///    `ViewEffect` and (inside the module) `ResolvableEffect`, attached with `view.modifier(.effect(value))`
  ///    for a modifier or `ViewNode.primitive(value)` for a leaf view. Its `resolve` reads animatable numbers
  ///    through `EffectResolution.animated` and returns a `ResolvedView`: built from existing kinds, or an
  ///    `.effect(content, drawer)` whose `DrawnEffect` sizes and draws it and reports its `InspectModifier`
  ///    values (what `inspect`, `plot` and the tests read). `Effects/BlurEffect.swift` is the example.
  ///    (Older modifiers are cases of `ViewModifierNode`; see its doc.)
  /// Then a test that loads a scene using it and checks the inspected numbers, and if it draws, a scene in
  /// `scenes/` with its golden.
  public static var swiftUI: HostRegistry {
    var r = HostRegistry.standard
    r.registerSwiftUIValues()
    r.registerViews()
    r.registerAnimators()
    r.registerModifiers()
    r.registerKeyframes()
    r.registerGeometry()
    r.registerTransitions()
    r.registerEvents()
    r.registerGestures()
    r.registerEventsScript()
    r.registerEnvironment()
    r.registerShapes()
    r.registerCustomAnimations()
    r.registerLayoutViews()
    r.registerAnimatablePair()
    r.registerKeyframeTimeline()
    r.registerCustomModifiers()
    r.registerTransitionPhase()
    r.registerCoreGraphicsExtras()
    // The virtual clock: one per registry, so per loaded scene (see `SceneClock`).
    let clock = SceneClock()
    r.registerTime(clock)
    r.registerTimers(clock)
    r.registerTasks(clock)
    r.registerTimelineView(clock)
    r.registerRandom(clock)
    r.registerStyles()
    r.registerPaths()
    r.registerCanvas()
    // After the bindings it wraps (`background(_:in:)`, `fill(_:style:)`): it adds materials and shadow styles to them.
    r.registerEffects()
    r.registerSymbols()
    // After symbols: one `contentTransition(_:)` for text and symbol transitions.
    r.registerContentTransitions()
    r.registerMatchedGeometry()
    r.registerColors()
    r.registerLayoutExtras()
    r.registerLayoutContainers()
    r.registerNavigation()
    r.registerAlignmentGuides()
    r.registerControls()
    r.registerAssets()
    // Last: a fallback `TextField` taking scripted typing, only if no control registered one.
    r.registerTextFieldInput()
    r.combineBuilderComponents = { components in components.count == 1 ? components[0] : .array(components) }
    r.keepsBuilderBranches = true
    r.wrapViews = { interpreter, views in HostRegistry.view(try interpreter.viewNode(views)) }
    r.isComplete = true
    return r
  }

  static func view(_ node: ViewNode, _ typeName: String = "View") -> Value { host(typeName, node) }

  /// Registers a modifier on `View`: the body gets the modified view and returns the new one.
  mutating func modifier(_ name: String, _ parameters: any BindingParameter..., body: @escaping (BindingCall, AnyView) throws -> AnyView) {
    let function = HostFunction.binding(parameters, returns: .named("View")) { c in
      HostRegistry.view(try body(c, AnyView(node: try c.receiverNode()))._node)
    }
    modify("View") { $0.addMethod(name, function) }
  }
}
