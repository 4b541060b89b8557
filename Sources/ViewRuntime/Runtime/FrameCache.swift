import AnimationEngine
import Foundation

/// The last frame's resolved tree, kept between events so that a frame in which only animated values
/// move does not resolve the tree again: it runs again only the nodes that read a moving attribute
/// (``FrameRecorder/LiveStep``), writes their new kinds into the views the tree holds, and lays out
/// and draws the same tree, whose children keep the sizes they answered before.
///
/// SwiftUI works this way: between transactions a frame only interpolates the animatable data of the
/// attributes that are animating and redraws ("Demystify SwiftUI", WWDC21; "Demystify SwiftUI
/// performance", WWDC23). Events drop the cache (``SceneRuntime`` re-records the next frame), except a
/// phase step whose new content answers layout as the old one did: the tree takes the subtree the
/// step resolved and recorded (or, where that subtree is not a frame's as it stands, resolves it again
/// at the next frame), into the view the tree already holds.
final class FrameCache {
  let root: ResolvedView
  private let recorder: FrameRecorder
  /// The resolver that built the tree. Replays reuse it with the frame's pass as its host, so the
  /// views that keep it for drawing (interaction targets) never outlive it.
  private let resolver: TreeResolver
  /// Phase animators (content paths) stepped since the last frame, whose subtrees are stale.
  private var stale: Set<ViewIdentity> = []
  /// The time of the latest frame drawn from this tree. What it knows ("this attribute has settled",
  /// "no transition runs") holds from then on, not before: an earlier frame resolves anew.
  private var time: Double
  /// Slot steps replayed (see ``SceneRuntime/slotUpdates``).
  private(set) var slotUpdates = 0
  /// The last frame's items and where its rewritable views were drawn, when that frame was only drawn
  /// (not inspected) and can be drawn again in parts.
  private var drawing: KeptDrawing?
  /// Frames to draw whole, without recording sites, after a drawing that could not be drawn in parts:
  /// what made it so (most views moving, a fade around them) usually lasts, and recording has a cost.
  /// The wait doubles with each miss in a row, from half a second at 60 fps to four.
  private var wholeDrawings = 0
  private var wholeDrawingsAfterMiss = 30

  private func missed() {
    drawing = nil
    wholeDrawings = wholeDrawingsAfterMiss
    wholeDrawingsAfterMiss = min(2 * wholeDrawingsAfterMiss, 240)
  }

  /// A cache of a frame just recorded and drawn, or nil if that frame depends on more than attribute
  /// values (a GeometryReader, matched geometry, views resolved while drawing, transitions, …).
  init?(root: ResolvedView, at time: Double, recorder: FrameRecorder, resolver: TreeResolver) {
    guard !recorder.uncacheable, !resolver.sawGeometryReader, resolver.matchedFrames.frames.isEmpty else { return nil }
    self.time = time
    self.root = root
    self.recorder = recorder
    self.resolver = resolver
  }

  /// A phase step replaced the content of the animator at `path` (its layout answers are unchanged).
  func invalidate(animator path: ViewIdentity) { stale.insert(path) }

  /// The resolver a phase step uses while this tree is kept: the tree's own, so the views it builds
  /// that resolve again while drawing (visual effects, preference readers) keep a live resolver, with
  /// the frame's pass as host, once the tree takes them (``adopt(step:view:recorder:)``).
  func stepResolver(host: UpdatePass, recorder sub: FrameRecorder) -> TreeResolver {
    resolver.host = host
    resolver.recorder = sub
    return resolver
  }

  /// A phase step replaced the content of the animator at `path` and recorded its resolution (`view`,
  /// by ``stepResolver(host:recorder:)`` into `sub`): the tree takes that subtree as it is, instead of
  /// resolving it again at the next frame. The step's views hold model values; every one that reads a
  /// moving attribute is a live step, which the next frame replays at its own time before drawing.
  /// Returns false where the subtree is not a frame's as it stands (the caller invalidates it).
  func adopt(step path: ViewIdentity, view: ResolvedView, recorder sub: FrameRecorder) -> Bool {
    guard !sub.uncacheable, !resolver.sawGeometryReader, resolver.matchedFrames.frames.isEmpty,
          // A subtree marked stale is resolved anew anyway, and so is one inside it.
          !stale.contains(where: { path.isInside($0) }),
          let root = recorder.animatorRoots[path], view.answersAlike(root.view.sizeCache) else { return false }
    take(view, from: sub, into: root, at: path)
    return true
  }

  /// Writes a newly resolved animator subtree into the view the tree holds, with its live steps.
  private func take(_ view: ResolvedView, from sub: FrameRecorder, into root: FrameRecorder.AnimatorRoot, at path: ViewIdentity) {
    recorder.forget(under: path)
    root.view.kind = view.kind
    root.view.key = view.key
    root.view.animation = view.animation
    root.view.animatorPath = view.animatorPath
    root.view.sizeCache = view.sizeCache
    recorder.adopt(sub, replacing: view, with: root.view, site: root.site)
    drawing?.touch(root.site)
  }

  // MARK: Drawing in parts

  /// Where a whole drawing of the tree is to record its rewritable views (``DrawSites``); nil for a while
  /// after a drawing could not be drawn in parts.
  func sitesToRecord() -> DrawSites? {
    guard wholeDrawings == 0 else { wholeDrawings -= 1; return nil }
    return DrawSites(watching: recorder.rewritableViews)
  }

  /// Keeps a whole drawing of the tree (its items, and where `sites` drew its rewritable views), which
  /// later frames draw again in parts.
  func keep(_ items: [DisplayItem], drawnAt sites: DrawSites, movedGeometry: Bool) {
    if movedGeometry { sites.spoil() }
    recorder.noteSites(sites.siteOf)
    drawing = KeptDrawing(items: items, sites: sites)
    if drawing == nil { missed() }
  }

  /// This frame's items, drawn from the last frame's by drawing again the sites its steps rewrote; nil
  /// where that cannot be done (the caller draws the whole tree and keeps it anew).
  func redrawn(with builder: inout DisplayListBuilder) throws -> [DisplayItem]? {
    guard let kept = drawing else { return nil }
    guard let items = try kept.redraw(with: &builder) else { missed(); return nil }
    wholeDrawingsAfterMiss = 30
    return items
  }

  /// The kept tree at `pass`'s time, or nil if it cannot be brought there (the caller resolves anew).
  func tree(for pass: PresentPass) throws -> ResolvedView? {
    guard pass.t >= time else { return nil }
    time = pass.t
    resolver.host = pass
    resolver.tapActions = []
    resolver.interactions = []
    do {
      guard try refreshStale(pass), try replayLive(pass) else { return nil }
    } catch is FrameRecorder.Divergence {
      return nil
    }
    return root
  }

  /// Resolves each stepped animator's subtree again (outermost first) into the view the tree holds.
  private func refreshStale(_ pass: PresentPass) throws -> Bool {
    defer { stale = [] }
    // Refreshed animators with animators inside, whose stale steps that refresh covered. Only those
    // are searched: a frame where a seventh of 1,000 dots steps checked each against all the others.
    var refreshedNests: [ViewIdentity] = []
    for path in stale.sorted(by: { $0.path.utf8.count < $1.path.utf8.count })
    where !refreshedNests.contains(where: { path.isInside($0) }) {
      guard let root = recorder.animatorRoots[path] else { return false }
      if recorder.hasNestedAnimators(path) { refreshedNests.append(path) }
      let sub = FrameRecorder()
      sub.liveReads = 0
      pass.recorder = sub
      resolver.recorder = sub
      defer { pass.recorder = recorder; resolver.recorder = recorder }
      let fresh = try resolver.resolve(root.node, root.context)
      sub.rootDone = true
      guard !sub.uncacheable else { return false }
      // The step checked that the new content answers layout alike; its presented values do too
      // unless an animated value sizes it, which a size cache question would show.
      guard fresh.answersAlike(root.view.sizeCache) else { return false }
      take(fresh, from: sub, into: root, at: path)
    }
    return true
  }

  /// Runs each live node again; a node whose new kind could answer layout differently ends the cache.
  private func replayLive(_ pass: PresentPass) throws -> Bool {
    pass.recorder = recorder
    resolver.recorder = recorder
    defer { recorder.mode = .recording }
    var neutral = true
    try recorder.pruneLive { step in
      guard neutral else { return true }
      drawing?.touch(step.site)
      if let slot = step.slotType {
        slotUpdates += 1
        return recorder.replaySlot(step, slot, at: pass.t)
      }
      let (view, stillLive) = try recorder.replay(step, at: pass.t, with: resolver)
      if step.deep {
        // A new subtree: it keeps the tree's layout if it answers every size question as before.
        guard view.answersAlike(step.view.sizeCache) else { neutral = false; return true }
        step.view.kind = view.kind
        step.view.sizeCache = view.sizeCache
      } else if view !== step.view {
        guard Self.sizeNeutral(step.view.kind, view.kind) else { neutral = false; return true }
        step.view.kind = view.kind
      }
      return stillLive
    }
    return neutral && !recorder.uncacheable
  }

  /// Whether a view whose kind changed from `old` to `new` answers every size question as before, so
  /// the sizes its ancestors cached stay true: the attributes that animate (transforms, opacity,
  /// colours, shape parameters, shadows, clips) never size a view.
  static func sizeNeutral(_ old: ResolvedView.Kind, _ new: ResolvedView.Kind) -> Bool {
    switch (old, new) {
    case (.offset(let a, _), .offset(let b, _)), (.scale(let a, _, _), .scale(let b, _, _)),
         (.rotation(let a, _, _), .rotation(let b, _, _)), (.opacity(let a, _), .opacity(let b, _)),
         (.layer(let a, _), .layer(let b, _)), (.clip(let a, _), .clip(let b, _)),
         (.marker(let a, _), .marker(let b, _)), (.hidden(let a), .hidden(let b)):
      return a === b
    case (.shape, .shape), (.color, .color):
      return true
    case (.text(let a, _, _), .text(let b, _, _)):
      return a.text == b.text && a.font == b.font
    case (.symbol(let n1, let s1, let a1, _), .symbol(let n2, let s2, let a2, _)):
      return n1 == n2 && s1 == s2 && a1 == a2
    case (.effect(let a, let d1), .effect(let b, let d2)):
      return a === b && d1.isTransparentToLayout && d2.isTransparentToLayout
    default:
      return false
    }
  }
}

extension ResolvedView {
  /// Whether this view answers every proposal in `asked` with the size recorded there.
  func answersAlike(_ asked: SizeCache) -> Bool {
    asked.entries.allSatisfy { sizeThatFits($0.proposal) == $0.size }
  }
}
