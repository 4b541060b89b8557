import AnimationEngine
import Foundation

/// What a frame's resolution leaves behind so the next frames can skip it (see ``FrameCache``).
///
/// While **recording**, every `TreeResolver.resolve` call is one step: the views its direct nested
/// calls returned (its *tape*) and how many reads of still-moving attributes it made itself. A step
/// with such reads of its own is a ``LiveStep``: later frames run that one node again, with the
/// nested calls answered from its tape, and write the new kind into the view the tree already holds.
///
/// While **replaying**, the first `resolve` call runs and every nested one returns the next view of
/// the tape: a node's own work is redone, its subtree is not.
final class FrameRecorder {
  /// A node whose own resolution reads attributes that are still animating. A class: frames walk
  /// thousands of them, and a context is too large to copy each time.
  final class LiveStep {
    // Hot fields first: every kept frame reads these for every live step, so they share a cache line;
    // the context, which only a full replay needs, comes last.
    /// Inside a deep step, which resolves it again with its subtree: never replayed on its own.
    var redundant = false
    /// The site its view was drawn in (``DrawSites``; -1: none known), which a frame replaying it draws again.
    var site = -1
    var view: ResolvedView
    /// For a slot step: its effect's type, whose `patch` writes a new value into the view's kind (the
    /// effect itself sits in a box, a line of its own).
    let slotType: (any SlotEffect.Type)?
    /// For a slot step: the stretch of its record's history the last frame drew, kept so a frame reads
    /// a few numbers here instead of the record's history (see ``SlotTrack``).
    var track = SlotTrack()
    /// For a slot step: its content (`tape[0]`), for a kind `patch` does not know.
    var slotContent: ResolvedView?
    /// A modifier whose kind is a function of its content and its one attribute (``SlotEffect``):
    /// replayed by reading that record, not by resolving the node again.
    let slot: (any SlotEffect)?
    /// For a slot step: its one attribute's record (`reads[0]`).
    let slotRecord: AttributeRecord?
    var tape: [ResolvedView] { didSet { if slot != nil { slotContent = tape[0] } } }
    /// The attribute records its own reads found, in order (nil: none, the model value is drawn).
    let reads: [AttributeRecord?]
    /// Its moving values reach the views below through the environment (a foreground style): its
    /// whole subtree is resolved again, not taken from the tape.
    let deep: Bool
    let node: ViewNode
    let context: ResolveContext

    init(view: ResolvedView, node: ViewNode, context: ResolveContext, tape: [ResolvedView], reads: [AttributeRecord?],
         deep: Bool, slot: (any SlotEffect)?) {
      self.view = view; self.node = node; self.context = context; self.tape = tape; self.reads = reads; self.deep = deep
      self.slot = slot
      slotType = slot.map { type(of: $0) }
      slotRecord = slot == nil ? nil : reads[0]
      slotContent = slot == nil ? nil : tape[0]
    }
  }

  /// A phase animator's content: what a step of that animator replaces.
  struct AnimatorRoot {
    var view: ResolvedView
    var node: ViewNode
    var context: ResolveContext
    /// The site its view was drawn in (``DrawSites``; -1: none known), which a step of it draws again.
    var site = -1
  }

  /// A `resolve` call being recorded. A struct, not a tuple: an array of tuples looked the tuple's type
  /// metadata up at run time on every push.
  private struct OpenStep {
    var tape: [ResolvedView] = []
    var childReads = 0
    var reads: [AttributeRecord?] = []
    var passesEnvironment = false
    /// Live steps recorded before this one began (those inside it come after).
    let nested: Int
    var slot: (any SlotEffect)?
    var slots = 0
  }

  /// `resolving`: a deep step's subtree, resolved as without a recorder.
  enum Mode { case recording, replaying, resolving }
  var mode = Mode.recording

  /// Reads of attributes still moving after the frame's time (counted by ``PresentPass``).
  var liveReads = 0
  /// Something in this frame changes with time other than through attribute reads (a keyframe
  /// timeline, a transition, a text cross-fade, content built per frame): no cache for it.
  var uncacheable = false
  /// The root was resolved: later `resolve` calls come from layout or drawing (GeometryReader content,
  /// preference readers), whose results depend on the frame; a cache would keep stale ones.
  var rootDone = false

  /// Live steps by the innermost phase animator around them (`ResolveContext.scope`): a step of that
  /// animator replaces them all.
  private(set) var live: [ViewIdentity: [LiveStep]] = [:]
  private(set) var animatorRoots: [ViewIdentity: AnimatorRoot] = [:]
  /// Animators with other animators inside (their subtrees are forgotten by a slower search).
  private var nesting: Set<ViewIdentity> = []
  private var open: [OpenStep] = []
  /// Live steps in the order they were recorded (a deep step makes those inside it redundant).
  private var recorded: [LiveStep] = []

  private var tape: [ResolvedView] = []
  private var tapeIndex = 0
  private var replayDepth = 0
  private var reads: [AttributeRecord?] = []
  private var readIndex = 0
  /// The time of the frame being replayed.
  private var time = 0.0
  /// The curves slot tracks run, boxed once (see ``SlotTrack/CurveBox``).
  private var curveBoxes: [UnitCurve: SlotTrack.CurveBox] = [:]

  private func curveBox(_ curve: UnitCurve) -> SlotTrack.CurveBox {
    if let box = curveBoxes[curve] { return box }
    // Bounded: a scene that makes a new curve every step keeps a few hundred at most.
    if curveBoxes.count >= 256 { curveBoxes.removeAll() }
    let box = SlotTrack.CurveBox(curve)
    curveBoxes[curve] = box
    return box
  }

  /// While recording: the record an attribute read found (nil: it draws its model value).
  func noteRead(_ record: AttributeRecord?) {
    if mode == .recording, !open.isEmpty { open[open.count - 1].reads.append(record) }
  }

  /// While recording: the node being resolved hands its content a changed environment.
  func notePassesEnvironment() {
    if mode == .recording, !open.isEmpty { open[open.count - 1].passesEnvironment = true }
  }

  /// While recording: the node being resolved is `effect`, a slot effect (see ``LiveStep/slot``).
  func noteSlot(_ effect: any SlotEffect) {
    guard mode == .recording, !open.isEmpty else { return }
    open[open.count - 1].slot = effect
    open[open.count - 1].slots += 1
  }

  /// While replaying a node's own work: the record its next attribute read found when recorded.
  func nextRead() -> AttributeRecord?? {
    guard mode == .replaying, replayDepth == 1, readIndex < reads.count else { return nil }
    readIndex += 1
    return .some(reads[readIndex - 1])
  }

  /// A replayed read: the record's value now, or the model value as when recorded.
  func presented(_ record: AttributeRecord?, _ model: [Double]) -> [Double] {
    guard let record else { return model }
    if !record.isSettled(after: time) { liveReads += 1 }
    return record.presented(at: time)
  }

  /// Wraps one `resolve(node, context)`; `body` does the work.
  func step(_ node: ViewNode, _ context: ResolveContext, _ body: () throws -> ResolvedView) throws -> ResolvedView {
    switch mode {
    case .resolving:
      return try body()

    case .replaying:
      if replayDepth > 0 {
        guard tapeIndex < tape.count else { throw Divergence() }
        tapeIndex += 1
        return tape[tapeIndex - 1]
      }
      replayDepth += 1
      defer { replayDepth -= 1 }
      return try body()

    case .recording:
      if rootDone { uncacheable = true }
      let before = liveReads
      open.append(OpenStep(nested: recorded.count))
      let view: ResolvedView
      do { view = try body() } catch { open.removeLast(); throw error }
      let frame = open.removeLast()
      let total = liveReads - before
      if total - frame.childReads > 0 {
        // A step that passes moving values down is replayed with its subtree, which covers the steps
        // inside it.
        let deep = frame.passesEnvironment
        if deep { for s in recorded[frame.nested...] { s.redundant = true } }
        // A slot effect that read its one attribute around its one content, and nothing more.
        // Its kinds must answer layout alike (checked here once, at its model value), so a kept frame
        // writes each new kind without comparing it.
        let isSlot = !deep && frame.slots == 1 && frame.tape.count == 1 && frame.reads.count == 1 && frame.reads[0] != nil
          && frame.slot.map { FrameCache.sizeNeutral(view.kind, $0.kind(frame.tape[0], frame.reads[0]!.model)) } == true
        let step = LiveStep(view: view, node: node, context: context, tape: frame.tape, reads: frame.reads, deep: deep,
                            slot: isSlot ? frame.slot : nil)
        live[context.scope, default: []].append(step)
        recorded.append(step)
      }
      if case .phaseAnimator = node {
        animatorRoots[context.identity.child("/phases")] = AnimatorRoot(view: view, node: node, context: context)
        if !context.scope.path.isEmpty { nesting.insert(context.scope) }
      }
      if !open.isEmpty {
        open[open.count - 1].tape.append(view)
        open[open.count - 1].childReads += total
      }
      return view
    }
  }

  /// Writes a slot step's value at `time` into its view's kind; returns whether its attribute still
  /// moves.
  func replaySlot(_ step: LiveStep, _ slot: any SlotEffect.Type, at time: Double) -> Bool {
    // Records change only at events, which record the steps reading them anew (or drop the cache), so
    // a track holds until its stretch ends.
    // Read once: each access to the stored track copied all of it.
    var track = step.track
    if !track.covers(time) {
      let record = step.slotRecord!
      track = SlotTrack(record.value.segment(at: time), count: record.count, box: curveBox)
      step.track = track
    }
    guard track.isDrawn, let value = track.value(at: time) else {
      let record = step.slotRecord!
      write(record.presentedVector(at: time), into: step, slot)
      return !record.isSettled(after: time)
    }
    write(value, into: step, slot)
    return time < track.settledTime
  }

  /// In place where the effect's type knows the kind (always, for the kinds its effect returns);
  /// otherwise rebuilt around the content, as resolving the node again would.
  private func write(_ value: AnimatableVector, into step: LiveStep, _ slot: any SlotEffect.Type) {
    if !slot.patch(&step.view.kind, value) { step.view.kind = step.slot!.kind(step.slotContent!, value) }
  }

  /// Runs `step`'s node again with its nested calls answered from its tape; returns the node's new view
  /// and whether its own reads still move.
  func replay(_ step: LiveStep, at time: Double, with resolver: TreeResolver) throws -> (view: ResolvedView, stillLive: Bool) {
    mode = step.deep ? .resolving : .replaying
    self.time = time
    tape = step.tape
    tapeIndex = 0
    replayDepth = 0
    reads = step.reads
    readIndex = 0
    let before = liveReads
    let view = try resolver.resolve(step.node, step.context)
    guard step.deep || (tapeIndex == tape.count && readIndex == reads.count) else { throw Divergence() }
    return (view, liveReads > before)
  }

  /// Takes over another recording's results, with views of `from` standing for `to` (a refreshed
  /// subtree is written into the view the tree already holds), drawn in site `site`.
  func adopt(_ other: FrameRecorder, replacing from: ResolvedView, with to: ResolvedView, site: Int) {
    func swap(_ v: ResolvedView) -> ResolvedView { v === from ? to : v }
    for (scope, steps) in other.live {
      for s in steps where !s.redundant {
        s.view = swap(s.view)
        s.tape = s.tape.map(swap)
        s.site = site
      }
      live[scope, default: []] += steps.filter { !$0.redundant }
    }
    for (path, var root) in other.animatorRoots {
      root.view = swap(root.view)
      root.site = site
      animatorRoots[path] = root
    }
    nesting.formUnion(other.nesting)
  }

  /// The views a kept frame may rewrite: its live steps' and its animators' content (``DrawSites``).
  var rewritableViews: Set<ObjectIdentifier> {
    var views = Set(animatorRoots.values.map { ObjectIdentifier($0.view) })
    for steps in live.values { for s in steps where !s.redundant { views.insert(ObjectIdentifier(s.view)) } }
    return views
  }

  /// Notes the site each live step's and animator's view was drawn in (`siteOf`, by ``DrawSites``).
  func noteSites(_ siteOf: [ObjectIdentifier: Int]) {
    for steps in live.values { for s in steps { s.site = siteOf[ObjectIdentifier(s.view)] ?? -1 } }
    for key in animatorRoots.keys { animatorRoots[key]!.site = siteOf[ObjectIdentifier(animatorRoots[key]!.view)] ?? -1 }
  }

  /// Whether the animator at `path` has other animators inside.
  func hasNestedAnimators(_ path: ViewIdentity) -> Bool { nesting.contains(path) }

  /// Drops the live steps and animator roots inside the subtree at `path` (which a step replaced).
  /// The steps outside any nested animator are the scope's own; nested animators need a search.
  func forget(under path: ViewIdentity) {
    live[path] = nil
    animatorRoots[path] = nil
    guard nesting.contains(path) else { return }
    nesting.remove(path)
    for scope in live.keys where scope.isInside(path) { live[scope] = nil }
    animatorRoots = animatorRoots.filter { !$0.key.isInside(path) }
  }

  /// Keeps only the steps whose reads still move (`stillLive` answers for each step).
  func pruneLive(_ stillLive: (LiveStep) throws -> Bool) rethrows {
    // In place: most frames drop nothing, and a copy of every scope's list per frame was measurable.
    // A loop over `live.values.indices` would hold the storage through the loop, so the first write
    // copied the whole dictionary every frame; plain indices hold nothing.
    var emptied = false
    var i = live.values.startIndex
    while i != live.values.endIndex {
      try live.values[i].removeAll { try $0.redundant || !stillLive($0) }
      if live.values[i].isEmpty { emptied = true }
      live.values.formIndex(after: &i)
    }
    if emptied { live = live.filter { !$0.value.isEmpty } }
  }

  /// A replayed node asked for other views than when it was recorded.
  struct Divergence: Error {}
}
