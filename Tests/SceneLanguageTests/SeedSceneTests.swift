import AnimationEngine
import Testing
@testable import SceneLanguage

@Suite struct SeedSceneTests {
  func load(_ source: String) throws -> SceneProgram {
    try SceneProgram(source: source, fileName: "seed.swift-dsl", registry: StubSurface.registry)
  }

  /// Follows `.receiver` links from the outermost modifier inwards, returning the node kinds.
  func chain(_ value: Value) -> [String] {
    var kinds: [String] = []
    var current: Value? = value
    while let node = current?.stub {
      kinds.append(node.kind)
      current = node.receiver
    }
    if case .instance(let i)? = current { kinds.append(i.definition.name) }
    return kinds
  }

  @Test func reactionSceneConfigurationAndBody() throws {
    let program = try load(SeedScenes.reaction)
    let c = program.configuration
    #expect([c.width, c.height, c.scale, c.fps, c.duration] == [400, 400, 1, 60, 3.5])
    #expect(c.taps == [0.2, 2.0])
    #expect(c.background?.stub?.kind == "white")

    let root = try program.makeRoot()
    guard case .instance(let view) = root else { Issue.record("root is \(root)"); return }
    #expect(view.definition.name == "KeyframeAnimationView")
    #expect(program.component(named: "KeyframeAnimationView")?.stateProperties.map(\.name) == ["likeCount"])
    #expect(program.component(named: "KeyframeAnimationView")?.stateProperties.first?.initialValue == "1")

    let body = try program.evaluateBody(of: root)
    #expect(chain(body) == ["onTapGesture", "keyframeAnimator", "EmojiView"])
    guard let animator = body.stub?.receiver?.stub else { Issue.record("no animator"); return }
    let initial = animator.arguments[0] ?? .void
    #expect(try program.evaluateBody(of: animator.receiver ?? .void).stub?.kind == "font")
    #expect(animator.arguments[1]?.asInt == 1)  // trigger: likeCount

    // The keyframes builder yields four tracks; values resolve against the key path's property type.
    let tracks = try program.callBuilder(animator.arguments[4] ?? .void, [initial])
    #expect(tracks.count == 4)
    let angleTrack = tracks[3].stub
    guard case .keyPath(let keyPath)? = angleTrack?.arguments[0] else { Issue.record("no key path"); return }
    #expect(keyPath.components == ["angle"])
    #expect(program.propertyType(keyPath, on: initial) == .named("Angle"))
    let keyframes = angleTrack?.arguments[1]?.asArray ?? []
    #expect(keyframes.count == 5)
    let degrees = try keyframes.map { try program.resolve($0.stub?.arguments[0] ?? .void, as: .named("Angle")).angle?.degrees ?? .nan }
    #expect(zip(degrees, [0.0, 16, -16, 16, 0]).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(keyframes.map { $0.stub?.arguments[1]?.asDouble } == [0.58, 0.125, 0.125, 0.125, 0.125])
    let scaleKeyframes = tracks[0].stub?.arguments[1]?.asArray ?? []
    #expect(scaleKeyframes.map(\.stub?.kind) == ["LinearKeyframe", "SpringKeyframe", "SpringKeyframe"])
    #expect(scaleKeyframes[2].stub?.arguments[1] == nil)  // duration omitted: the binding's default applies
    #expect(scaleKeyframes[2].stub?.arguments[2]?.stub?.kind == "bouncy")

    // The content closure applies modifiers to the content with the current value.
    let content = try program.call(animator.arguments[3] ?? .void, [.host(HostValue(typeName: "View", payload: StubNode(kind: "content", arguments: [], receiver: nil))), initial])
    #expect(chain(content) == ["offset", "scaleEffect", "scaleEffect", "rotationEffect", "content"])
    #expect(content.stub?.arguments[1]?.asDouble == 0)

    // Tapping runs the action: the @State cell changes and its observer sees the write.
    guard let cell = view.stateCells["likeCount"] else { Issue.record("no state cell"); return }
    var observed: [Int] = []
    cell.observer = { cell, old in observed.append((old.asInt ?? 0) * 100 + (cell.value.asInt ?? 0)) }
    _ = try program.call(body.stub?.arguments[0] ?? .void, [])
    _ = try program.call(body.stub?.arguments[0] ?? .void, [])
    #expect(cell.value.asInt == 3)
    #expect(observed == [102, 203])
    // Re-evaluating body sees the new state.
    let again = try program.evaluateBody(of: root)
    #expect(again.stub?.receiver?.stub?.arguments[1]?.asInt == 3)
  }

  @Test func threePhaseRootWithoutSceneAndAnimationSwitch() throws {
    let program = try load(SeedScenes.threePhase)
    let root = try program.makeRoot()
    guard case .instance(let content) = root else { Issue.record("root is \(root)"); return }
    #expect(content.definition.name == "ContentView")  // the last View buildable without arguments
    let three = try program.evaluateBody(of: root)
    let body = try program.evaluateBody(of: three)
    guard let animator = body.stub?.receiver?.stub else { Issue.record("no animator"); return }
    #expect(animator.kind == "phaseAnimator")
    let phases = animator.arguments[0]?.asArray ?? []
    #expect(phases.map(\.description) == ["initial", "move", "scale"])
    let animation = animator.arguments[3] ?? .void
    let move = try program.call(animation, [phases[1]], expecting: .named("Animation"))
    #expect(move.stub?.kind == "easeInOut")
    #expect(move.stub?.arguments[0]?.asDouble == 0.3)
    let scale = try program.call(animation, [phases[2]], expecting: .named("Animation"))
    #expect(scale.stub?.arguments.map { $0?.asDouble } == [0.3, 0.7])
    #expect(try program.call(animation, [phases[0]], expecting: .named("Animation")).stub?.kind == "smooth")
    let contentView = Value.host(HostValue(typeName: "View", payload: StubNode(kind: "content", arguments: [], receiver: nil)))
    let modified = try program.call(animator.arguments[2] ?? .void, [contentView, phases[1]])
    #expect(modified.stub?.kind == "offset")
    #expect(modified.stub?.arguments[1]?.asDouble == -64)
  }

  @Test func numericPhasesAreDoubles() throws {
    let program = try load(SeedScenes.numbers)
    let body = try program.evaluateBody(of: try program.makeRoot())
    #expect(chain(body) == ["foregroundColor", "fontWeight", "font", "HStack"])
    guard let stack = chain(body).last == "HStack" ? body.stub?.receiver?.stub?.receiver?.stub?.receiver?.stub : nil else {
      Issue.record("no HStack")
      return
    }
    guard let tuple = try program.callBuilder(stack.arguments[1] ?? .void, []) as [Value]?, tuple.count == 2 else {
      Issue.record("HStack content must hold two animators")
      return
    }
    let boolAnimator = tuple[0].stub
    #expect(boolAnimator?.arguments[0]?.asArray?.compactMap(\.asBool) == [true, false])
    let numberAnimator = tuple[1].stub
    let phases = numberAnimator?.arguments[0]?.asArray ?? []
    guard case .double(10)? = phases.first else { Issue.record("phases must be Double, got \(phases)"); return }
    let easing = try program.call(numberAnimator?.arguments[3] ?? .void, [phases[0]])
    #expect(easing.stub?.arguments[0]?.asDouble == 0.5)  // 5/phase with phase: Double
    let content = try program.call(numberAnimator?.arguments[2] ?? .void, [phases[2]])
    let overlay = content.stub?.arguments[0] ?? .void
    let label = try program.callBuilder(overlay, [])
    #expect(label.first?.stub?.arguments[0]?.asString == "20")
    let rounded = try program.call(boolAnimator?.arguments[2] ?? .void, [.bool(true)])
    #expect(chain(rounded) == ["overlay", "frame", "fill", "RoundedRectangle"])
  }

  @Test func moonPhasesOpacity() throws {
    let program = try load(SeedScenes.moon)
    let body = try program.evaluateBody(of: try program.makeRoot())
    guard let animator = body.stub?.receiver?.stub else { Issue.record("no animator"); return }
    let phases = animator.arguments[0]?.asArray?.compactMap(\.asString) ?? []
    #expect(phases.count == 8)
    let opacities = try phases.map { try program.call(animator.arguments[2] ?? .void, [.string($0)]).stub?.arguments[0]?.asDouble }
    #expect(opacities == [1.0, 0.99, 1.0, 0.99, 1.0, 0.99, 1.0, 0.99])
    #expect(try program.call(animator.arguments[3] ?? .void, [.string("🌕")], expecting: .named("Animation")).stub?.arguments[0]?.asDouble == 1.0)
  }

  @Test func cardinalPointsIfExpression() throws {
    let program = try load(SeedScenes.cardinal)
    let body = try program.evaluateBody(of: try program.makeRoot())
    #expect(chain(body) == ["phaseAnimator", "font", "foregroundStyle", "symbolRenderingMode", "Image"])
    let phases = body.stub?.arguments[0]?.asArray ?? []
    #expect(phases.count == 5)
    let animation = SceneType.named("Animation")
    let north = try program.call(body.stub?.arguments[3] ?? .void, [phases[0]], expecting: animation)
    #expect(north.stub?.kind == "linear")
    #expect(north.stub?.arguments[0]?.asDouble == 0)
    let east = try program.call(body.stub?.arguments[3] ?? .void, [phases[1]], expecting: animation)
    #expect(east.stub?.kind == "bouncy")
    #expect(east.stub?.arguments[1]?.asDouble == 0.2)
    let content = Value.host(HostValue(typeName: "View", payload: StubNode(kind: "content", arguments: [], receiver: nil)))
    let rotated = try program.call(body.stub?.arguments[2] ?? .void, [content, phases[2]])
    #expect(rotated.stub?.arguments[0]?.angle == Angle.degrees(135))
  }

  @Test func buttonActionTogglesState() throws {
    final class Lines: @unchecked Sendable { var items: [String] = [] }
    let lines = Lines()
    var registry = StubSurface.registry
    registry.printSink = { lines.items.append($0) }
    let program = try SceneProgram(source: SeedScenes.triggered, registry: registry)
    let root = try program.makeRoot()
    guard case .instance(let view) = root else { return }
    let body = try program.evaluateBody(of: root)
    let parts = try program.callBuilder(body.stub?.arguments[1] ?? .void, [])
    #expect(parts.map { chain($0).last } == ["PhaseAnimator", "Button"])
    _ = try program.call(parts[1].stub?.arguments[1] ?? .void, [])
    #expect(view.stateCells["animate"]?.value.asBool == true)
    let animator = parts[0].stub?.receiver?.stub?.receiver?.stub?.receiver?.stub
    _ = try program.call(animator?.arguments[3] ?? .void, [.double(20)])
    #expect(lines.items == ["phase = 20.0"])
  }

  @Test func withAnimationRunsTheBody() throws {
    let program = try load(SeedScenes.avatar)
    let root = try program.makeRoot()
    guard case .instance(let view) = root else { return }
    let body = try program.evaluateBody(of: root)
    #expect(body.stub?.receiver?.stub?.arguments[0]?.asDouble == 1)
    _ = try program.call(body.stub?.arguments[0] ?? .void, [])
    #expect(view.stateCells["selected"]?.value.asBool == true)
    let after = try program.evaluateBody(of: root)
    #expect(after.stub?.receiver?.stub?.arguments[0]?.asDouble == 1.5)
  }
}
