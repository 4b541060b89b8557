import AnimationEngine
import Foundation
import Graphics

/// Runs a scene, pure in time: the root view, its canvas, the tap times and a text measurer in;
/// a display list and inspect nodes for any time out.
///
/// The model is SwiftUI's: events (taps, phase advances, completions) change state inside a
/// transaction; what they invalidated is re-evaluated (``UpdatePass``); every animatable attribute
/// whose value changed animates from its presentation value with the transaction's animation (or
/// jumps without one). A frame (``PresentPass``) only reads: it interpolates, lays out and draws.
/// The runtime simulates events forward and keeps the result, so frames in increasing time order
/// are cheap; a time before the last processed event restarts the simulation from the beginning.
///
/// Work follows change: a phase step re-resolves only its animator's subtree (with the context the
/// animator was met in) and lays the tree out once before the next frame, not once per step.
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

  private(set) lazy var state = RuntimeState(storage: self)
  /// Every identity this runtime met, kept across restarts (state handles in scene closures hold them).
  let identities = IdentityTable()
  private var started = false
  /// A phase step re-resolved tap actions (a `Button` in its content) since the tree's were collected.
  var tapActionsStale = false
  private var eventsSinceDiscard = 0
  private var logicalDurations: [Animation: Double?] = [:]
  /// The last frame's display-list length, the next one's likely length.
  private var lastItemCount = 0
  /// The last frame's tree while no event changed it (see ``FrameCache``).
  var frameCache: FrameCache? {
    willSet { retiredSlotUpdates += frameCache?.slotUpdates ?? 0 }
  }
  /// Frames drawn from a kept tree (for tests of when the cache holds).
  private(set) var keptFrames = 0
  /// Kept frames drawn in parts: only the views their steps rewrote were drawn again (``KeptDrawing``).
  private(set) var partlyDrawnFrames = 0
  /// Views of kept frames brought to their time from their slot alone (``SlotEffect``), for tests.
  var slotUpdates: Int { retiredSlotUpdates + (frameCache?.slotUpdates ?? 0) }
  private var retiredSlotUpdates = 0
  /// Phase steps whose recorded subtree the kept tree took without resolving it again, for tests.
  var adoptedSteps = 0
  /// See `ResolverHost.writtenColors` (a cache of pure conversions, kept across simulations).
  var writtenColors: [[Double]: RGBAColor] = [:]
  /// Scene time, random numbers and timed callbacks as scene code sees them (see ``RuntimeClock``).
  public let clock: RuntimeClock
  /// One recorder for every event, so a task's thread binds it once (see `RuntimeClock.bind`).
  let recorder = TransactionRecorder()
  /// Scripted events addressed to views (`Tap(at:on:)`, `Drag`, …; see `SceneRuntime+Interaction`).
  let interactions: InteractionQueue
  /// Called with a name `Image(systemName:)` asks for that animrender cannot draw, which then draws
  /// nothing and takes no space, as in SwiftUI. The front end warns here, or throws under `--strict`.
  public var onUnknownSymbol: (String) throws -> Void = { _ in }
  /// Called with a warning about the scene's run (a preference loop); the front end prints it.
  public var onWarning: (String) -> Void = { _ in }
  /// Warnings already passed on by ``warnOnce``.
  private var warned: Set<String> = []
  /// Passes `message` to ``onWarning`` the first time only: resolution meets the same font every frame.
  /// Weak: resolvers kept by the frame cache hold this closure.
  var warnOnce: (String) -> Void {
    { [weak self] message in
      guard let self, warned.insert(message).inserted else { return }
      onWarning(message)
    }
  }

  /// - Throws: ``ViewRuntimeError`` for a non-positive canvas or a negative or non-finite tap time.
  public init(root: some View, canvasSize: CGSize, background: RGBAColor = .white, taps: [Double] = [],
              events: InteractionScript = InteractionScript(), measurer: any TextMeasurer, clock: ClockSettings = ClockSettings()) throws {
    guard canvasSize.width > 0, canvasSize.height > 0, canvasSize.width.isFinite, canvasSize.height.isFinite else {
      throw ViewRuntimeError.invalidCanvas(width: Double(canvasSize.width), height: Double(canvasSize.height))
    }
    if let bad = taps.first(where: { !$0.isFinite || $0 < 0 }) { throw ViewRuntimeError.invalidTime(bad) }
    if let bad = events.events.first(where: { !$0.time.isFinite || $0.time < 0 }) { throw ViewRuntimeError.invalidTime(bad.time) }
    self.interactions = InteractionQueue(script: events)
    self.root = root._node
    self.canvasSize = canvasSize
    self.background = background
    self.taps = taps.sorted()
    self.measurer = CachingMeasurer(measurer)
    self.clock = RuntimeClock(settings: clock)
    self.clock.runtime = self
  }

  deinit { if started { state.timed.abandonAll() } }

  // MARK: Frames

  /// The display list and inspect nodes of the frame at time `t` (seconds), from one pass; with
  /// `inspects` false the inspection has no nodes (a frame only drawn).
  public func render(at t: Double, frame: Int = 0, inspects: Bool = true) throws -> (DisplayList, FrameInspection) {
    guard t.isFinite, t >= 0 else { throw ViewRuntimeError.invalidTime(t) }
    try advance(to: t)
    let pass = PresentPass(state: state, time: t, runtime: self)
    var builder = DisplayListBuilder(inspects: inspects)
    // A frame drawn in parts keeps the last frame's items (``KeptDrawing``); its builder holds only those parts.
    var drawnItems: [DisplayItem]?
    defer { lastItemCount = drawnItems?.count ?? builder.items.count }
    builder.geometry = { view, frame in pass.presentedGeometry(view, frame) }
    builder.sharedGeometry = { pass.presentedFrame(key: $0) }
    clock.now = t
    clock.isFrame = true
    clock.frame = SeededGenerator.forFrame(seed: clock.settings.seed, time: t)
    defer { clock.isFrame = false }
    let objects = state.objects
    try RuntimeClock.$current.withValue(clock) {
      try ObjectStore.$current.withValue(objects) {
        if let cache = frameCache, let tree = try objects.resolving({ try cache.tree(for: pass) }) {
          keptFrames += 1
          // A copy draws the parts: if they cannot be used, the whole tree is drawn into an empty list.
          var parts = builder
          if !inspects, let items = try cache.redrawn(with: &parts) {
            partlyDrawnFrames += 1
            drawnItems = items
            return
          }
          builder.sites = cache.sitesToRecord()
          builder.reserve(lastItemCount)
          try withExtendedLifetime(cache) { try builder.build(tree, canvas: canvasSize) }
          if let sites = builder.sites { cache.keep(builder.items, drawnAt: sites, movedGeometry: builder.movedGeometry) }
          return
        }
        frameCache = nil
        let recorder = FrameRecorder()
        pass.recorder = recorder
        let resolver = TreeResolver(measurer: measurer, host: pass, identities: identities, onUnknownSymbol: onUnknownSymbol, onWarning: warnOnce)
        resolver.recorder = recorder
        let tree = try objects.resolving { try resolver.resolveRoot(root) }
        recorder.rootDone = true
        // A tree that may be kept records where its rewritable views are drawn (rarely wasted: a frame
        // that cannot be kept resolves anew, with no sites to note).
        builder.sites = recorder.uncacheable ? nil : DrawSites(watching: recorder.rewritableViews)
        builder.reserve(lastItemCount)
        // GeometryReader content is resolved during layout, by this resolver.
        try withExtendedLifetime(resolver) { try builder.build(tree, canvas: canvasSize) }
        frameCache = FrameCache(root: tree, at: t, recorder: recorder, resolver: resolver)
        if let cache = frameCache, let sites = builder.sites { cache.keep(builder.items, drawnAt: sites, movedGeometry: builder.movedGeometry) }
      }
    }
    return (DisplayList(size: canvasSize, background: background, items: drawnItems ?? builder.items),
            FrameInspection(time: t, frame: frame, nodes: builder.nodes))
  }

  public func displayList(at t: Double) throws -> DisplayList { try render(at: t, inspects: false).0 }

  /// The root's ideal size at time 0: what it asks for when offered `.unspecified`, as Xcode sizes a
  /// `sizeThatFits` preview (https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified).
  public func idealSize() throws -> CGSize {
    try advance(to: 0)
    let pass = PresentPass(state: state, time: 0, runtime: self)
    let resolver = TreeResolver(measurer: measurer, host: pass, identities: identities, onUnknownSymbol: onUnknownSymbol, onWarning: warnOnce)
    clock.now = 0
    let objects = state.objects
    return try RuntimeClock.$current.withValue(clock) {
      try ObjectStore.$current.withValue(objects) {
        let tree = try objects.resolving { try resolver.resolveRoot(root) }
        return withExtendedLifetime(resolver) { tree.sizeThatFits(.unspecified) }
      }
    }
  }

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
    if state.attributes.values.contains(where: { $0.value.isAnimating(at: t) }) { return true }
    if state.geometry.values.contains(where: { $0.value.isAnimating(at: t) }) { return true }
    if state.anyAttributes.values.contains(where: { $0.isAnimating(at: t) }) { return true }
    if state.insertions.values.contains(where: { $0.isAnimating(at: t) }) { return true }
    if state.ghosts.values.contains(where: { $0.contains { ($0.finish ?? .infinity) > t } }) { return true }
    if state.phases.values.contains(where: { $0.nextStep != nil }) { return true }
    if state.timed.timelines.values.contains(where: { $0.schedule.followsFrames }) { return true }
    return state.keyframes.values.contains { $0.isAnimating(at: t) }
  }

  /// Scene times at which a keyframe ends in the keyframe animators running at `t` (repeating
  /// ones cycle by cycle up to `end`): the preview's timeline markers.
  public func keyframeBoundaries(at t: Double, until end: Double) throws -> [Double] {
    try advance(to: t)
    var times: Set<Double> = []
    for st in state.keyframes.values {
      guard let timeline = st.timeline, timeline.duration > 0 else { continue }
      var cycle = st.start
      repeat {
        for b in timeline.boundaries where cycle + b <= end { times.insert(cycle + b) }
        cycle += timeline.duration
      } while st.repeating && cycle <= end && times.count < 10_000
    }
    return times.sorted()
  }

  /// The phase and keyframe animators alive once every event up to `t` is processed.
  public func animators(at t: Double) throws -> AnimatorSnapshot {
    try advance(to: t)
    let phases = state.phases.sorted { $0.key < $1.key }.map {
      AnimatorSnapshot.Phases(path: $0.key.path, phaseCount: $0.value.phaseCount, firstEntered: $0.value.firstEntered)
    }
    let keyframes = state.keyframes.sorted { $0.key < $1.key }.compactMap { key, st in
      st.timeline.map { AnimatorSnapshot.Keyframes(path: key.path, start: st.start, duration: $0.duration, repeating: st.repeating) }
    }
    return AnimatorSnapshot(phases: phases, keyframes: keyframes)
  }

  // MARK: Simulation

  private func advance(to t: Double) throws {
    try RuntimeClock.$current.withValue(clock) {
      let restart = !started || t < state.lastEventTime
      if restart {
        // A new simulation: tasks of the old one end without running more scene code, and the
        // event stream of random numbers starts again from the seed.
        state.timed.abandonAll()
        state = RuntimeState(storage: self)
        frameCache = nil
        clock.events = SeededGenerator(seed: clock.settings.seed)
        clock.now = 0
        started = true
        tapActionsStale = false
        interactions.reset()
      }
      // Scene objects read and write this simulation's values while it runs (see `ObjectStore`).
      try ObjectStore.$current.withValue(state.objects) {
        if restart { try update(at: 0, transaction: Transaction()) }  // the scene appears at time 0
        try processEvents(upTo: t)
      }
    }
  }

  private func processEvents(upTo t: Double) throws {
    var sameTimeCount = 0
    while let (time, event) = nextEvent(), time <= t {
      if time == state.lastEventTime {
        sameTimeCount += 1
        if sameTimeCount > 10_000 { throw ViewRuntimeError.eventLoop(time: time) }
      } else {
        sameTimeCount = 0
      }
      state.lastEventTime = time
      clock.now = time
      try process(event, at: time)
      eventsSinceDiscard += 1
      if eventsSinceDiscard >= max(Self.eventsPerHistoryDiscard, state.recordCount) { discardHistory() }
    }
  }

  /// How often (in events) superseded animation history is dropped, at least: rarely enough to cost
  /// nothing per event, often enough that a history holds at most this many stale changes. A scene
  /// with more records waits as many events as it has records, so the sweep (which visits them all)
  /// stays O(1) per event where many views step their own phases.
  private static let eventsPerHistoryDiscard = 256

  /// Drops history before the last event, or before the earliest pending `.removed` completion,
  /// which still asks about the animations running at its start.
  private func discardHistory() {
    eventsSinceDiscard = 0
    var horizon = state.lastEventTime
    for c in state.completions { if case .removal(_, let start) = c.when { horizon = min(horizon, start) } }
    guard horizon.isFinite else { return }
    state.discardHistory(before: horizon)
  }

  // MARK: Timed scene code (see `RuntimeClock`)

  func scheduleTimer(at time: Double, every interval: Double?, _ action: @escaping (Double) throws -> Void) -> Int {
    state.timed.timers.schedule(at: time, every: interval, action)
  }

  func cancelTimer(_ id: Int) { state.timed.timers.cancel(id) }

  func adopt(_ task: any RuntimeTask) { state.timed.live.append(task) }

  private enum Event {
    case phaseStep(ViewIdentity, PhaseAnimatorState)
    case completion(Int)
    case timer
    case tap
    case interaction
  }

  /// The earliest event; on equal times phase steps (in path order) come first, then completions
  /// (in the order they were scheduled), then timed scene code (in the order it was scheduled), then taps.
  private func nextEvent() -> (time: Double, event: Event)? {
    var best: (time: Double, event: Event)?
    if let step = state.scheduler.peek(live: state.phases) { best = (step.time, .phaseStep(step.path, step.state)) }
    for (i, c) in state.completions.enumerated() {
      guard let t = completionTime(c.when) else { continue }
      if best == nil || t < best!.time { best = (t, .completion(i)) }
    }
    if let t = state.timed.timers.peekTime(), best == nil || t < best!.time { best = (t, .timer) }
    if state.tapIndex < taps.count, best == nil || taps[state.tapIndex] < best!.time { best = (taps[state.tapIndex], .tap) }
    if let t = interactions.nextTime, best == nil || t < best!.time { best = (t, .interaction) }
    return best
  }

  private func process(_ event: Event, at time: Double) throws {
    switch event {
    case .phaseStep(let path, let st):
      state.scheduler.pop()
      try step(st, at: path, time: time)

    case .completion(let index):
      let completion = state.completions.remove(at: index)
      try runActions([completion.action], at: time)

    case .timer:
      guard let (action, fire) = state.timed.timers.pop() else { return }
      try runActions([{ try action(fire) }], at: time)

    case .tap:
      state.tapIndex += 1
      // The actions of the views drawn now: collected again if a step rebuilt some of them, or if a
      // frame-driven TimelineView holds them (its content, closures included, is the tap's frame's).
      if tapActionsStale || hasFrameDrivenTimeline { try update(at: time, transaction: Transaction()) }
      try runActions(state.tapActions, at: time)

    case .interaction:
      // Events find their views in the tree drawn now, as taps do.
      if tapActionsStale || hasFrameDrivenTimeline { try update(at: time, transaction: Transaction()) }
      try processInteraction(at: time)
    }
  }

  /// Runs actions in one transaction, then re-evaluates the tree and schedules their completions.
  func runActions(_ actions: [() throws -> Void], at time: Double) throws {
    let recorder = self.recorder
    recorder.reset()
    try TransactionRecorder.$current.withValue(recorder) {
      for action in actions { try action() }
    }
    let pass = try update(at: time, transaction: recorder.transaction)
    for completion in recorder.completions {
      // Logical completion is the transaction animation's own (as for phases); removal waits for
      // every animation the transaction started or retargeted to come to rest, following later
      // interruptions (re-evaluated as events are processed).
      var when = CompletionTime.at(time)
      if !pass.changedKeys.isEmpty, let animation = recorder.transaction.animation {
        switch completion.criteria {
        case .logicallyComplete:
          guard let d = logicalDuration(of: animation) else { continue }  // never (repeatForever)
          when = .at(time + d)
        case .removed:
          when = .removal(keys: pass.changedKeys, start: time)
        }
      }
      state.completions.append((when, completion.action))
    }
  }

  /// When a pending completion fires now; nil if never.
  private func completionTime(_ when: CompletionTime) -> Double? {
    switch when {
    case .at(let t): return t
    case .removal(let keys, let start):
      var latest = start
      for key in keys {
        guard let record = state.attributes[key] else { continue }  // the view is gone
        guard let end = record.value.removalTime(ofAnimationRunningAt: start) else { return nil }
        latest = max(latest, end)
      }
      return latest
    }
  }

  /// How long `animation` takes to become logically complete; nil if never (memoized).
  func logicalDuration(of animation: Animation?) -> Double? {
    guard let animation else { return 0 }
    if let d = logicalDurations[animation] { return d }
    var probe = AnimatedValue(0.0)
    let d = probe.set(1, at: 0, animation: animation).logicallyCompleteTime
    logicalDurations[animation] = d
    return d
  }

  /// Whether a `TimelineView(.animation)` is shown: its content changes every frame without an update.
  private var hasFrameDrivenTimeline: Bool {
    state.timed.timelines.values.contains { $0.schedule.followsFrames }
  }

  /// Re-evaluates the whole tree at an event (bodies whose inputs did not change are reused), lays
  /// it out and records every view's geometry.
  @discardableResult
  func update(at time: Double, transaction: Transaction) throws -> UpdatePass {
    frameCache = nil
    let pass = UpdatePass(state: state, time: time, runtime: self)
    let resolver = TreeResolver(measurer: measurer, host: pass, identities: identities, onUnknownSymbol: onUnknownSymbol, onWarning: warnOnce)
    let tree = try state.objects.resolving { try resolver.resolveRoot(root, transaction: transaction) }
    // Layout at the new model values records every view's geometry (and builds GeometryReader content).
    var builder = DisplayListBuilder()
    builder.geometry = { view, frame in pass.recordGeometry(view, frame) }
    try withExtendedLifetime(resolver) { try builder.build(tree, canvas: canvasSize) }
    state.tapActions = resolver.tapActions
    interactions.map = InteractionMap(nodes: resolver.interactions, leaves: builder.nodes)
    tapActionsStale = false
    let actions = pass.commit() + preferenceActions(builder.preferences.observations, at: time)
    for action in actions { state.completions.append((.at(time), action)) }
    return pass
  }
}

extension SceneRuntime: StateStorage {
  func read(_ instance: ViewIdentity, _ name: String) -> AnyHashable? { state.read(instance, name) }
  func write(_ instance: ViewIdentity, _ name: String, _ value: AnyHashable) { state.write(instance, name, value) }
  func seed(_ instance: ViewIdentity, _ name: String, _ value: AnyHashable) { state.seed(instance, name, value) }
}
