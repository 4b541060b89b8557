import Foundation
import ViewRuntime

/// A gesture value as scene code builds it (`DragGesture().onChanged { … }.onEnded { … }`): its kind
/// and the runtime handlers its modifiers added, attached to a view with `.gesture(_:)`.
struct SceneGesture {
  enum Kind {
    case drag(minimumDistance: Double)
    case tap(count: Int)
    case longPress(minimumDuration: Double)
  }
  var kind: Kind
  var drag = DragHandlers()
  var ended: [() throws -> Void] = []
  var name: String {
    switch kind {
    case .drag: "DragGesture"
    case .tap: "TapGesture"
    case .longPress: "LongPressGesture"
    }
  }

  /// The view's interaction for this gesture.
  var role: InteractionRole {
    switch kind {
    case .drag(let d):
      var h = drag
      h.minimumDistance = d
      return .drag(h)
    case .tap:
      let ended = ended
      return .tap(action: { for e in ended { try e() } })
    case .longPress(let minimum):
      let ended = ended
      return .longPress(minimumDuration: minimum, action: { for e in ended { try e() } }, pressing: nil)
    }
  }
}

/// Gestures (`DragGesture`, `TapGesture`, `LongPressGesture` with `onChanged`, `onEnded`, `updating`
/// and `@GestureState`), `.gesture`/`.simultaneousGesture`/`.highPriorityGesture`,
/// `onLongPressGesture`, the accessibility names scripted events address and `allowsHitTesting`.
/// They run when the scene's scripted events reach them (`Drag`, `LongPress`, `Tap`).
/// https://developer.apple.com/documentation/swiftui/draggesture
extension HostRegistry {
  mutating func registerGestures() {
    func gesture(_ g: SceneGesture) -> Value { HostRegistry.host(g.name, g) }
    let minimumDistance = Param<Double>("minimumDistance", default: 10)
    let coordinateSpace = Param<Value?>("coordinateSpace", default: nil)
    modify("DragGesture") { t in
      t.conformances.insert("Gesture")
      t.addInit(.binding(minimumDistance, coordinateSpace, returns: .named("DragGesture")) { c in
        gesture(SceneGesture(kind: .drag(minimumDistance: max(0, try c[minimumDistance]))))
      })
    }
    let count = Param<Int>("count", default: 1)
    modify("TapGesture") { t in
      t.conformances.insert("Gesture")
      t.addInit(.binding(count, returns: .named("TapGesture")) { c in gesture(SceneGesture(kind: .tap(count: try c[count]))) })
    }
    let minimumDuration = Param<Double>("minimumDuration", default: 0.5)
    let maximumDistance = Param<Double>("maximumDistance", default: 10)
    modify("LongPressGesture") { t in
      t.conformances.insert("Gesture")
      t.addInit(.binding(minimumDuration, maximumDistance, returns: .named("LongPressGesture")) { c in
        gesture(SceneGesture(kind: .longPress(minimumDuration: max(0, try c[minimumDuration]))))
      })
    }
    registerGestureModifiers(gesture)
    registerDragValue()
    registerGestureViewModifiers()
  }

  /// `.onChanged`, `.onEnded`, `.updating` on every gesture type.
  private mutating func registerGestureModifiers(_ gesture: @escaping (SceneGesture) -> Value) {
    let action = Param<SceneClosure>(nil, "action")
    let state = Param<Value>(nil, "state", type: .named("Binding")), body = Param<SceneClosure>("body")
    for name in ["DragGesture", "TapGesture", "LongPressGesture"] {
      modify(name) { t in
        t.addMethod("onChanged", .binding(action, returns: .named(name)) { c in
          guard var g = c.receiver?.host(SceneGesture.self) else { throw HostError("onChanged(_:) needs a gesture") }
          let run = try c[action].function, interpreter = c.interpreter
          g.drag.onChanged.append { v in _ = try interpreter.runtimeCall(run, [Self.dragValue(v)]) }
          return gesture(g)
        })
        t.addMethod("onEnded", .binding(action, returns: .named(name)) { c in
          guard var g = c.receiver?.host(SceneGesture.self) else { throw HostError("onEnded(_:) needs a gesture") }
          let run = try c[action].function, interpreter = c.interpreter
          g.drag.onEnded.append { v in _ = try interpreter.runtimeCall(run, [Self.dragValue(v)]) }
          // A tap's or long press's value is `()` or `true`; the closure may ignore it or take it.
          let arity = HostRegistry.closureArity(run)
          g.ended.append { _ = try interpreter.runtimeCall(run, arity > 0 ? [.bool(true)] : []) }
          return gesture(g)
        })
        // `.updating($offset) { value, state, transaction in state = value.translation }`: the closure
        // writes the `@GestureState` while the gesture lasts; it returns to the value it had before.
        t.addMethod("updating", .binding(state, body, returns: .named(name)) { c in
          guard var g = c.receiver?.host(SceneGesture.self) else { throw HostError("updating(_:body:) needs a gesture") }
          guard case .binding(let cell) = try c[state] else { throw HostError("updating(_:body:) takes a @GestureState binding, like $dragOffset") }
          let run = try c[body].function, interpreter = c.interpreter
          let resetValue = cell.value
          g.drag.updating.append { v in
            let new = try interpreter.runEntry(inline: true) {
              var args: [Value] = [Self.dragValue(v), cell.value, HostRegistry.host("Transaction", Transaction())]
              _ = try interpreter.callValue(run, arguments: &args, hint: nil, position: interpreter.currentPosition)
              return args[1]
            }
            cell.value = new
          }
          g.drag.resets.append { cell.value = resetValue }
          return gesture(g)
        })
      }
    }
  }

  static func dragValue(_ v: DragValue) -> Value { HostRegistry.host("DragGesture.Value", v) }

  private mutating func registerDragValue() {
    modify("DragGesture.Value") { t in
      func point(_ key: KeyPath<DragValue, CGPoint>) -> HostProperty {
        HostProperty(type: .named("CGPoint")) { v in HostRegistry.host("CGPoint", v.host(DragValue.self)?[keyPath: key] ?? .zero) }
      }
      func size(_ key: KeyPath<DragValue, CGSize>) -> HostProperty {
        HostProperty(type: .named("CGSize")) { v in HostRegistry.host("CGSize", v.host(DragValue.self)?[keyPath: key] ?? .zero) }
      }
      t.addProperty("location", point(\.location))
      t.addProperty("startLocation", point(\.startLocation))
      t.addProperty("predictedEndLocation", point(\.predictedEndLocation))
      t.addProperty("translation", size(\.translation))
      t.addProperty("predictedEndTranslation", size(\.predictedEndTranslation))
      t.addProperty("velocity", size(\.velocity))
    }
  }

  private mutating func registerGestureViewModifiers() {
    let g = Param<Value>(nil, "gesture"), including = Param<Value?>("including", default: nil)
    for name in ["gesture", "simultaneousGesture", "highPriorityGesture"] {
      modifier(name, g, including) { c, v in
        guard let sg = try c[g].host(SceneGesture.self) else { throw HostError("\(name)(_:) takes a gesture: DragGesture(), TapGesture() or LongPressGesture()") }
        return v.modifier(.effect(InteractionEffect(sg.role)))
      }
    }
    // `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)` and the older
    // `(minimumDuration:maximumDistance:pressing:perform:)`.
    let minimumDuration = Param<Double>("minimumDuration", default: 0.5)
    let maximumDistance = Param<Double>("maximumDistance", default: 10)
    let perform = Param<SceneClosure>("perform")
    let onPressing = Param<SceneClosure?>("onPressingChanged", default: nil)
    let pressing = Param<SceneClosure?>("pressing", default: nil)
    func longPress(_ c: BindingCall, _ changed: SceneClosure?) throws -> AnyView {
      let interpreter = c.interpreter
      let press = changed.map { p in { (on: Bool) throws in _ = try interpreter.runtimeCall(p.function, [.bool(on)]) } }
      return AnyView(node: try c.receiverNode()).modifier(.effect(InteractionEffect(.longPress(
        minimumDuration: max(0, try c[minimumDuration]), action: interpreter.runtimeAction(try c[perform].function), pressing: press))))
    }
    modifier("onLongPressGesture", minimumDuration, maximumDistance, perform, onPressing) { c, _ in try longPress(c, try c[onPressing]) }
    modifier("onLongPressGesture", minimumDuration, maximumDistance, pressing, perform) { c, _ in try longPress(c, try c[pressing]) }
    let text = Param<String>(nil, "label")
    modifier("accessibilityIdentifier", text) { c, v in v.modifier(.effect(InteractionEffect(.accessibilityIdentifier(try c[text])))) }
    modifier("accessibilityLabel", text) { c, v in v.modifier(.effect(InteractionEffect(.accessibilityLabel(try c[text])))) }
    let enabled = Param<Bool>(nil, "enabled")
    modifier("allowsHitTesting", enabled) { c, v in v.modifier(.effect(InteractionEffect(.allowsHitTesting(try c[enabled])))) }
  }
}
