import AnimationEngine
import Foundation
import Graphics

/// Runs a scene, pure in time: the root view, its canvas, the tap times and a text measurer in;
/// a display list and inspect nodes for any time out.
///
/// The model is SwiftUI's: events (taps, phase advances, completions) change state inside a
/// transaction; the tree is re-evaluated; every animatable attribute whose value changed animates
/// from its presentation value with the transaction's animation (or jumps without one). The runtime
/// simulates events forward and keeps the result, so frames in increasing time order are cheap; a
/// time before the last processed event restarts the simulation from the beginning.
///
/// ```swift
/// let runtime = try SceneRuntime(root: ContentView(), canvasSize: CGSize(width: 400, height: 400),
///                                taps: [1.0], measurer: FixedTextMeasurer())
/// let list = try runtime.displayList(at: 1.25)
/// ```
public final class SceneRuntime {
  public let canvasSize: CGSize
  public let background: RGBAColor
  /// Sorted tap times (seconds).
  public let taps: [Double]
  let root: ViewNode
  let measurer: CachingMeasurer

  private var sim = Simulation()
  private var mode = Mode.update(time: 0)
  private var scratch = UpdateScratch()
  private var logicalDurations: [Animation: Double?] = [:]
  /// See `ResolverHost.writtenColors` (a cache of pure conversions, kept across simulations).
  var writtenColors: [[Double]: RGBAColor] = [:]

  /// - Throws: ``ViewRuntimeError`` for a non-positive canvas or a negative or non-finite tap time.
  public init(root: some View, canvasSize: CGSize, background: RGBAColor = .white, taps: [Double] = [],
              measurer: any TextMeasurer) throws {
    guard canvasSize.width > 0, canvasSize.height > 0, canvasSize.width.isFinite, canvasSize.height.isFinite else {
      throw ViewRuntimeError.invalidCanvas(width: Double(canvasSize.width), height: Double(canvasSize.height))
    }
    if let bad = taps.first(where: { !$0.isFinite || $0 < 0 }) { throw ViewRuntimeError.invalidTime(bad) }
    self.root = root._node
    self.canvasSize = canvasSize
    self.background = background
    self.taps = taps.sorted()
    self.measurer = CachingMeasurer(measurer)
  }

  // MARK: Frames

  /// The display list and inspect nodes of the frame at time `t` (seconds), from one pass.
  public func render(at t: Double, frame: Int = 0) throws -> (DisplayList, FrameInspection) {
    guard t.isFinite, t >= 0 else { throw ViewRuntimeError.invalidTime(t) }
    try advance(to: t)
    mode = .present(time: t)
    let resolver = TreeResolver(measurer: measurer, host: self)
    let tree = try resolver.resolveRoot(root)
    var builder = DisplayListBuilder()
    builder.geometry = { [unowned self] view, frame in self.presentedGeometry(view, frame, at: t) }
    try builder.build(tree, canvas: canvasSize)
    return (DisplayList(size: canvasSize, background: background, items: builder.items),
            FrameInspection(time: t, frame: frame, nodes: builder.nodes))
  }

  public func displayList(at t: Double) throws -> DisplayList { try render(at: t).0 }

  public func inspect(at t: Double, frame: Int = 0) throws -> FrameInspection { try render(at: t, frame: frame).1 }

  /// The time of the next event after the last processed one (a tap, a phase step, a completion),
  /// or nil if nothing more is scheduled; for callers deciding how long a scene keeps changing.
  public func nextEventTime(after t: Double) throws -> Double? {
    try advance(to: t)
    return nextEvent()?.time
  }

  /// Whether anything moves at time `t`: a running animation or transition, a keyframe timeline,
  /// or a phase animator with a step to come. A render can stop once this is false and
  /// ``nextEventTime(after:)`` is nil (or later than it cares about).
  public func isAnimating(at t: Double) throws -> Bool {
    try advance(to: t)
    if sim.attributes.values.contains(where: { $0.value.isAnimating(at: t) }) { return true }
    if sim.geometry.values.contains(where: { $0.value.isAnimating(at: t) }) { return true }
    if sim.anyAttributes.values.contains(where: { $0.isAnimating(at: t) }) { return true }
    if sim.insertions.values.contains(where: { $0.isAnimating(at: t) }) { return true }
    if sim.ghosts.values.contains(where: { $0.contains { ($0.finish ?? .infinity) > t } }) { return true }
    if sim.phases.values.contains(where: { $0.nextStep != nil }) { return true }
    return sim.keyframes.values.contains { st in
      guard let timeline = st.timeline else { return false }
      return st.repeating || t - st.start < timeline.duration
    }
  }

  // MARK: Simulation

  private func advance(to t: Double) throws {
    if !sim.started || t < sim.lastEventTime {
      sim = Simulation()
      sim.started = true
      try update(at: 0, transaction: Transaction())  // the scene appears at time 0
    }
    var sameTimeCount = 0
    while let (time, event) = nextEvent(), time <= t {
      if time == sim.lastEventTime {
        sameTimeCount += 1
        if sameTimeCount > 10_000 { throw ViewRuntimeError.eventLoop(time: time) }
      } else {
        sameTimeCount = 0
      }
      sim.lastEventTime = time
      try process(event, at: time)
    }
  }

  private enum Event {
    case phaseStep(String)
    case completion(Int)
    case tap
  }

  private func nextEvent() -> (time: Double, event: Event)? {
    var best: (time: Double, event: Event)?
    for path in sim.phases.keys.sorted() {
      if let t = sim.phases[path]?.nextStep, best == nil || t < best!.time { best = (t, .phaseStep(path)) }
    }
    for (i, c) in sim.completions.enumerated() {
      guard let t = completionTime(c.when) else { continue }
      if best == nil || t < best!.time { best = (t, .completion(i)) }
    }
    if sim.tapIndex < taps.count, best == nil || taps[sim.tapIndex] < best!.time { best = (taps[sim.tapIndex], .tap) }
    return best
  }

  private func process(_ event: Event, at time: Double) throws {
    switch event {
    case .phaseStep(let path):
      guard let st = sim.phases[path] else { return }
      let count = max(1, st.phaseCount)
      st.phase = st.restart ? (st.restartSkipsFirst ? 2 : 1) % count : (st.phase + 1) % count
      if st.restart || st.phase == 1 { st.cycleStart = time }
      st.restart = false
      st.nextStep = nil
      st.stepping = true
      try update(at: time, transaction: Transaction())
      st.stepping = false
      let changed = !(scratch.handlesByAnimator[path] ?? []).isEmpty
      if st.phase == 0 && (st.trigger != nil || time == st.cycleStart) {
        // A triggered cycle ends back at phase 0; a loop whose cycle took no time pauses.
        st.nextStep = nil
      } else if !changed || st.stepAnimation == nil {
        st.nextStep = time + EngineChoices.nonAnimatedPhaseDuration + EngineChoices.phaseAdvanceLatency
      } else {
        // The next phase starts when this step's own animation is logically complete (research §3),
        // even where it merged with or was combined into a running one.
        st.nextStep = logicalDuration(of: st.stepAnimation).map { time + $0 + EngineChoices.phaseAdvanceLatency }
      }

    case .completion(let index):
      let completion = sim.completions.remove(at: index)
      try runActions([completion.action], at: time)

    case .tap:
      sim.tapIndex += 1
      try runActions(sim.tapActions, at: time)
    }
  }

  /// Runs actions in one transaction, then re-evaluates the tree and schedules their completions.
  private func runActions(_ actions: [() throws -> Void], at time: Double) throws {
    let recorder = TransactionRecorder()
    try TransactionRecorder.$current.withValue(recorder) {
      for action in actions { try action() }
    }
    try update(at: time, transaction: recorder.transaction)
    for completion in recorder.completions {
      // Logical completion is the transaction animation's own (as for phases); removal waits for
      // every animation the transaction started or retargeted to come to rest, following later
      // interruptions (re-evaluated as events are processed).
      var when = CompletionTime.at(time)
      if !scratch.changedKeys.isEmpty, let animation = recorder.transaction.animation {
        switch completion.criteria {
        case .logicallyComplete:
          guard let d = logicalDuration(of: animation) else { continue }  // never (repeatForever)
          when = .at(time + d)
        case .removed:
          when = .removal(keys: scratch.changedKeys, start: time)
        }
      }
      sim.completions.append((when, completion.action))
    }
  }

  /// When a pending completion fires now; nil if never.
  private func completionTime(_ when: CompletionTime) -> Double? {
    switch when {
    case .at(let t): return t
    case .removal(let keys, let start):
      var latest = start
      for key in keys {
        guard let record = sim.attributes[key] else { continue }  // the view is gone
        guard let end = record.value.removalTime(ofAnimationRunningAt: start) else { return nil }
        latest = max(latest, end)
      }
      return latest
    }
  }

  /// Views whose identity vanished in an animated update keep drawing, transitioning out, until
  /// the animation is removed; views that appeared transition in.
  private func updateTransitions(at time: Double) {
    let containers = Set(scratch.boundaries.values.map(\.container))
    for (path, old) in sim.boundaries where scratch.boundaries[path] == nil {
      guard containers.contains(old.container), let animation = scratch.containerTransactions[old.container]?.animation else { continue }
      var progress = AnimatedValue(sim.insertions[path]?.value(at: time) ?? 1)
      let handle = progress.set(0, at: time, animation: animation)
      // A removal is a change too: a phase animator whose step removed the view waits for it.
      if let p = scratch.containerAnimators[old.container] { scratch.handlesByAnimator[p, default: []].append(handle) }
      sim.ghosts[old.container, default: []].append(
        Ghost(node: old.node, context: old.context, transition: old.transition, progress: progress, finish: handle.finishedTime,
              frame: sim.geometry[old.viewKey + "|geometry"].map { frame(of: $0.value.value(at: time)) }))
    }
    sim.ghosts = sim.ghosts.filter { containers.contains($0.key) }.mapValues { $0.filter { ($0.finish ?? .infinity) > time } }
    sim.insertions = sim.insertions.filter { scratch.boundaries[$0.key] != nil }
    sim.boundaries = scratch.boundaries
    sim.containers = containers
  }

  private func frame(of v: AnimatableVector) -> CGRect {
    let c = v.components(4)
    return CGRect(x: c[0], y: c[1], width: max(0, c[2]), height: max(0, c[3]))
  }

  private func vector(of r: CGRect) -> AnimatableVector {
    AnimatableVector([Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)])
  }

  /// Update: a view's new laid-out frame starts an animation from where it is drawn now.
  private func recordGeometry(_ view: ResolvedView, _ frame: CGRect, at time: Double) -> CGRect {
    guard let key = view.key.map({ $0 + "|geometry" }), frame.minX.isFinite, frame.minY.isFinite,
          frame.width.isFinite, frame.height.isFinite else { return frame }
    scratch.seenGeometry.insert(key)
    let target = vector(of: frame)
    if var record = sim.geometry[key] {
      if record.model != target {
        let handle = record.value.set(target, at: time, animation: view.animation)
        record.model = target
        sim.geometry[key] = record
        if let p = view.animatorPath { scratch.handlesByAnimator[p, default: []].append(handle) }
      }
    } else {
      sim.geometry[key] = AttributeRecord(count: 4, model: target, value: AnimatedValue(target))
    }
    return frame
  }

  /// Frame: where a view is drawn; its animated geometry if layout still agrees with the last update
  /// (content driven every frame, like a keyframe animator's, is drawn where layout puts it).
  private func presentedGeometry(_ view: ResolvedView, _ frame: CGRect, at t: Double) -> CGRect {
    guard let key = view.key.map({ $0 + "|geometry" }), let record = sim.geometry[key],
          record.model == vector(of: frame) else { return frame }
    return self.frame(of: record.value.value(at: t))
  }

  /// How long `animation` takes to become logically complete; nil if never (memoized).
  private func logicalDuration(of animation: Animation?) -> Double? {
    guard let animation else { return 0 }
    if let d = logicalDurations[animation] { return d }
    var probe = AnimatedValue(0.0)
    let d = probe.set(1, at: 0, animation: animation).logicallyCompleteTime
    logicalDurations[animation] = d
    return d
  }

  /// Re-evaluates the whole tree at an event: records changed attributes into their histories.
  private func update(at time: Double, transaction: Transaction) throws {
    mode = .update(time: time)
    scratch = UpdateScratch()
    let resolver = TreeResolver(measurer: measurer, host: self)
    let tree = try resolver.resolveRoot(root, transaction: transaction)
    // Layout at the new model values records every view's geometry (and builds GeometryReader content).
    var builder = DisplayListBuilder()
    builder.geometry = { [unowned self] view, frame in self.recordGeometry(view, frame, at: time) }
    try builder.build(tree, canvas: canvasSize)
    sim.tapActions = resolver.tapActions
    // Views that disappeared lose their history, so a view appearing again starts fresh.
    sim.attributes = sim.attributes.filter { scratch.seenAttributes.contains($0.key) }
    sim.anyAttributes = sim.anyAttributes.filter { scratch.seenAttributes.contains($0.key) }
    sim.phases = sim.phases.filter { scratch.seenAnimators.contains($0.key) }
    sim.keyframes = sim.keyframes.filter { scratch.seenAnimators.contains($0.key) }
    // Lifecycle actions run after the update, each as its own event at this time, in tree order.
    for (path, action) in sim.disappearActions where !scratch.seenLifecycle.contains(path) {
      sim.completions.append((.at(time), action))
    }
    sim.disappearActions = scratch.disappearActions
    sim.appeared = scratch.seenLifecycle
    sim.changeValues = sim.changeValues.filter { scratch.seenLifecycle.contains($0.key) }
    updateTransitions(at: time)
    sim.geometry = sim.geometry.filter { scratch.seenGeometry.contains($0.key) }
    sim.texts = sim.texts.filter { scratch.seenTexts.contains($0.key) }
    for action in scratch.lifecycleActions { sim.completions.append((.at(time), action)) }
  }
}

// MARK: - Simulation state

extension SceneRuntime {
  enum Mode {
    /// Processing an event: changed attributes start animations.
    case update(time: Double)
    /// Drawing a frame: attributes show their animated values.
    case present(time: Double)
  }

  /// An identity boundary (an `if` branch, an `.id`) as last seen.
  struct Boundary {
    var container: String
    var node: ViewNode
    var context: ResolveContext
    var transition: AnyTransition
    var viewKey: String
  }

  /// A removed view still transitioning out.
  struct Ghost {
    var node: ViewNode
    var context: ResolveContext
    var transition: AnyTransition
    var progress: AnimatedValue<Double>
    var finish: Double?
    /// Where the view was drawn when it was removed (layout space before transforms).
    var frame: CGRect?
  }

  enum CompletionTime {
    case at(Double)
    /// When the animations running on these attributes at `start` are removed.
    case removal(keys: [String], start: Double)
  }

  struct AttributeRecord {
    var count: Int
    var model: AnimatableVector
    var value: AnimatedValue<AnimatableVector>
  }

  final class PhaseState {
    var phase = 0
    var phaseCount: Int
    var trigger: AnyHashable?
    var nextStep: Double?
    var restart = false
    var restartSkipsFirst = false
    var stepping = false
    /// The animation of the step being made (set while stepping).
    var stepAnimation: Animation?
    var cycleStart = -Double.infinity
    init(phaseCount: Int, trigger: AnyHashable?) { self.phaseCount = phaseCount; self.trigger = trigger }
  }

  final class KeyframeState {
    var trigger: AnyHashable?
    var repeating: Bool
    var timeline: ErasedKeyframeTimeline?
    var start = 0.0
    var rest: Any

    init(trigger: AnyHashable?, repeating: Bool, rest: Any) {
      self.trigger = trigger; self.repeating = repeating; self.rest = rest
    }

    func value(at t: Double) -> Any {
      guard let timeline else { return rest }
      let elapsed = max(0, t - start)
      if repeating && timeline.duration > 0 { return timeline.value(elapsed.truncatingRemainder(dividingBy: timeline.duration)) }
      return timeline.value(elapsed)
    }

    func velocity(at t: Double) -> Any? {
      guard let timeline, t - start < timeline.duration else { return nil }
      return timeline.velocity(max(0, t - start))
    }
  }

  struct Simulation {
    var started = false
    var lastEventTime = -Double.infinity
    var state: [String: [String: AnyHashable]] = [:]
    var attributes: [String: AttributeRecord] = [:]
    var animationValues: [String: AnyHashable] = [:]
    var phases: [String: PhaseState] = [:]
    var keyframes: [String: KeyframeState] = [:]
    var completions: [(when: CompletionTime, action: () throws -> Void)] = []
    var tapIndex = 0
    var tapActions: [() throws -> Void] = []
    /// Paths of lifecycle modifiers present after the last update.
    var appeared: Set<String> = []
    var disappearActions: [String: () throws -> Void] = [:]
    var changeValues: [String: AnyHashable] = [:]
    var boundaries: [String: Boundary] = [:]
    var containers: Set<String> = []
    var insertions: [String: AnimatedValue<Double>] = [:]
    var ghosts: [String: [Ghost]] = [:]
    /// Laid-out frames of views, animated like attributes (SwiftUI animates geometry, not layout inputs).
    var geometry: [String: AttributeRecord] = [:]
    /// Attributes with run-time typed data (custom Animatable shapes and views).
    var anyAttributes: [String: any AnyAnimatedRecord] = [:]
    /// Texts by path: their string and any running cross-fade from the one before.
    var texts: [String: TextState] = [:]
  }

  /// A text's string, and the cross-fade from the string it replaced in an animated change.
  struct TextState {
    var current: String
    var previous: String?
    var progress = AnimatedValue(1.0)
    var finish: Double?
  }

  /// What one update collects.
  struct UpdateScratch {
    var seenAttributes: Set<String> = []
    var seenAnimators: Set<String> = []
    var handles: [AnimationHandle] = []
    var handlesByAnimator: [String: [AnimationHandle]] = [:]
    var changedKeys: [String] = []
    var boundaries: [String: Boundary] = [:]
    var containerTransactions: [String: Transaction] = [:]
    /// The stepping phase animator each container was met under, if any.
    var containerAnimators: [String: String] = [:]
    var seenLifecycle: Set<String> = []
    var seenGeometry: Set<String> = []
    var seenTexts: Set<String> = []
    var lifecycleActions: [() throws -> Void] = []
    var disappearActions: [String: () throws -> Void] = [:]
  }
}

// MARK: - Resolver host

extension SceneRuntime: ResolverHost, StateStorage {
  func presentation(of key: String, model: [Double], context: ResolveContext) -> [Double] {
    switch mode {
    case .present(let t):
      guard !context.isDriven, let record = sim.attributes[key], record.count == model.count,
            record.model == AnimatableVector(model) else { return model }
      return record.value.value(at: t).components(model.count)
    case .update(let time):
      scratch.seenAttributes.insert(key)
      if context.isDriven { return model }
      let target = AnimatableVector(model)
      if var record = sim.attributes[key], record.count == model.count {
        if record.model != target {
          let handle = record.value.set(target, at: time, animation: context.transaction.animation)
          record.model = target
          sim.attributes[key] = record
          scratch.handles.append(handle)
          scratch.changedKeys.append(key)
          if let p = context.animatorPath { scratch.handlesByAnimator[p, default: []].append(handle) }
        }
      } else {
        sim.attributes[key] = AttributeRecord(count: model.count, model: target, value: AnimatedValue(target))
      }
      return model
    }
  }

  func presentation(of key: String, anyModel: any VectorArithmetic, context: ResolveContext) -> any VectorArithmetic {
    switch mode {
    case .present(let t):
      guard !context.isDriven, let record = sim.anyAttributes[key] else { return anyModel }
      return record.presented(at: t, model: anyModel) ?? anyModel
    case .update(let time):
      scratch.seenAttributes.insert(key)
      if context.isDriven { return anyModel }
      guard var record = sim.anyAttributes[key] else {
        sim.anyAttributes[key] = makeAnimatedRecord(anyModel)
        return anyModel
      }
      if let handle = record.update(to: anyModel, at: time, animation: context.transaction.animation) {
        sim.anyAttributes[key] = record
        scratch.handles.append(handle)
        if let p = context.animatorPath { scratch.handlesByAnimator[p, default: []].append(handle) }
      } else if record.presented(at: time, model: anyModel) == nil {
        // The data has another type now: start a fresh history.
        sim.anyAttributes[key] = makeAnimatedRecord(anyModel)
      }
      return anyModel
    }
  }

  func body(of component: ComponentNode, at path: String) throws -> ViewNode {
    try component.body(StateAccess(instance: path, slots: component.state, storage: self))
  }

  func phase(of animator: PhaseAnimatorNode, context: inout ResolveContext) throws -> Int {
    let path = context.path
    guard case .update(let time) = mode else { return sim.phases[path].map { $0.phase % max(1, $0.phaseCount) } ?? 0 }
    scratch.seenAnimators.insert(path)
    let st: PhaseState
    if let existing = sim.phases[path] {
      st = existing
      st.phaseCount = animator.phaseCount
      if let trigger = animator.trigger, trigger != st.trigger {
        // Each trigger change runs one cycle, restarting at phase 1 if one is running.
        st.trigger = trigger
        // S12's reading (an engine choice): a retrigger while heading to phase 1 moves on to phase 2.
        st.restartSkipsFirst = !EngineChoices.phaseRetriggerRestartsAtFirstPhase && st.nextStep != nil && st.phase == 1
        st.restart = true
        st.nextStep = time
      }
    } else {
      st = PhaseState(phaseCount: animator.phaseCount, trigger: animator.trigger)
      sim.phases[path] = st
      if animator.trigger == nil { st.nextStep = time }  // loops from its appearance
    }
    let phase = st.phase % max(1, st.phaseCount)
    if st.stepping {
      st.stepAnimation = try animator.animation(phase)
      context.transaction = Transaction(animation: st.stepAnimation)
      context.animatorPath = path
    }
    return phase
  }

  func keyframeValue(of animator: KeyframeAnimatorNode, at path: String) throws -> Any {
    guard case .update(let time) = mode else { return sim.keyframes[path]?.value(at: mode.time) ?? animator.initialValue }
    scratch.seenAnimators.insert(path)
    if let st = sim.keyframes[path] {
      if case .repeating(let repeating) = animator.mode, repeating != st.repeating {
        // `repeating` turned on: the timeline starts now; turned off: the initial value shows.
        st.repeating = repeating
        st.timeline = repeating ? try animator.timeline(animator.initialValue, nil) : nil
        st.start = time
      }
      if case .trigger(let trigger) = animator.mode, trigger != st.trigger {
        // Replays from the current value with the current velocity.
        let from = st.value(at: time), velocity = st.velocity(at: time)
        st.trigger = trigger
        st.timeline = try animator.timeline(from, velocity)
        st.start = time
      }
      return st.value(at: time)
    }
    let st: KeyframeState
    switch animator.mode {
    case .trigger(let trigger):
      st = KeyframeState(trigger: trigger, repeating: false, rest: animator.initialValue)
    case .repeating(let repeating):
      st = KeyframeState(trigger: nil, repeating: repeating, rest: animator.initialValue)
      if repeating {
        st.timeline = try animator.timeline(animator.initialValue, nil)
        st.start = time
      }
    }
    sim.keyframes[path] = st
    return st.value(at: time)
  }

  func lifecycle(at path: String, _ event: LifecycleEvent) {
    guard case .update = mode else { return }
    scratch.seenLifecycle.insert(path)
    switch event {
    case .appear(let action):
      if !sim.appeared.contains(path) { scratch.lifecycleActions.append(action) }
    case .disappear(let action):
      scratch.disappearActions[path] = action
    case .change(let value, let action):
      if let old = sim.changeValues.updateValue(value, forKey: path), old != value {
        scratch.lifecycleActions.append { try action(old, value) }
      }
    }
  }

  func boundary(at path: String, container: String, node: ViewNode, transition: AnyTransition, context: ResolveContext,
                viewKey: String?) -> Double {
    switch mode {
    case .present(let t):
      return sim.insertions[path].map { min(1, max(0, $0.value(at: t))) } ?? 1
    case .update(let time):
      scratch.boundaries[path] = Boundary(container: container, node: node, context: context, transition: transition,
                                          viewKey: viewKey ?? path)
      scratch.containerTransactions[container] = context.transaction
      if let p = context.animatorPath { scratch.containerAnimators[container] = p }
      if sim.boundaries[path] == nil, sim.containers.contains(container), let animation = context.transaction.animation {
        var progress = AnimatedValue(0.0)
        let handle = progress.set(1, at: time, animation: animation)
        sim.insertions[path] = progress
        // A transition is a change: a phase animator waits for it like for any animated value.
        scratch.handles.append(handle)
        if let p = context.animatorPath { scratch.handlesByAnimator[p, default: []].append(handle) }
      }
      return 1
    }
  }

  func ghosts(in container: String) -> [(node: ViewNode, context: ResolveContext, transition: AnyTransition, progress: Double, frame: CGRect?)] {
    guard case .present(let t) = mode, let ghosts = sim.ghosts[container] else { return [] }
    return ghosts.filter { ($0.finish ?? .infinity) > t }.map { ($0.node, $0.context, $0.transition, $0.progress.value(at: t), $0.frame) }
  }

  func textFade(at path: String, text: String, context: ResolveContext) -> (previous: String, progress: Double)? {
    switch mode {
    case .present(let t):
      guard let st = sim.texts[path], st.current == text, let previous = st.previous, t < st.finish ?? .infinity else { return nil }
      let p = min(1, max(0, st.progress.value(at: t)))
      return p < 1 ? (previous, p) : nil
    case .update(let time):
      scratch.seenTexts.insert(path)
      guard let old = sim.texts[path] else {
        sim.texts[path] = TextState(current: text)
        return nil
      }
      guard old.current != text else { return nil }
      // Not a change the phase animator waits for: a text change alone animates no value (seed 002).
      if let animation = context.transaction.animation, !context.isDriven {
        var progress = AnimatedValue(0.0)
        let handle = progress.set(1, at: time, animation: animation)
        sim.texts[path] = TextState(current: text, previous: old.current, progress: progress, finish: handle.finishedTime)
      } else {
        sim.texts[path] = TextState(current: text)
      }
      return nil
    }
  }

  func changeApplies(at path: String, value: AnyHashable?) -> Bool {
    guard case .update = mode else { return false }
    guard let value else { return true }
    let old = sim.animationValues.updateValue(value, forKey: path)
    return old != nil && old != value
  }

  func read(_ instance: String, _ name: String) -> AnyHashable? { sim.state[instance]?[name] }

  func write(_ instance: String, _ name: String, _ value: AnyHashable) {
    sim.state[instance, default: [:]][name] = value
    TransactionRecorder.current?.noteWrite()
  }
}

extension SceneRuntime.Mode {
  var time: Double {
    switch self {
    case .update(let t), .present(let t): t
    }
  }
}

/// Remembers text measurements: the same strings are measured every frame.
final class CachingMeasurer: TextMeasurer {
  private let base: any TextMeasurer
  private var cache: [Key: TextMetrics] = [:]
  private struct Key: Hashable { var text: String; var font: FontDescriptor }

  init(_ base: any TextMeasurer) { self.base = base }

  func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
    let key = Key(text: text, font: font)
    if let m = cache[key] { return m }
    let m = base.measure(text, font: font)
    cache[key] = m
    return m
  }
}
