import Foundation
import AnimationEngine
import Graphics

/// A view tree with everything resolved for one frame: fonts, colours, animated values, text sizes.
///
/// Layout and drawing read only this tree. A class so layout can cache child sizes per proposal.
final class ResolvedView {
  /// Large payloads are `indirect` (boxed); the modifiers a kept frame rewrites every frame from their
  /// slot (offset, scale, rotation, opacity) are stored inline, so writing their new kind allocates
  /// nothing and drawing reads it without following another pointer. The largest inline payload sets
  /// the size of every view's kind, so effects (an existential) and paints are boxed: 41 bytes instead
  /// of 66 saved 4 % of the instructions and 7 % of the simulated last-level cache misses of evaluating
  /// the 500-dot grid (callgrind).
  enum Kind {
    case empty
    indirect case text(TextRun, TextLayout, StylePaint)
    indirect case shape(ShapeKind, fill: StylePaint?, stroke: (paint: StylePaint, lineWidth: Double)?)
    /// `size` nil: resizable, takes the proposal.
    indirect case symbol(String, size: CGSize?, aspect: Double, parts: [SymbolPart])
    indirect case color(StylePaint)
    case spacer(minLength: Double, axis: StackNode.Axis?)
    indirect case stack(StackNode.Axis, Alignment, spacing: StackSpacing, [ResolvedView])
    indirect case frame(ResolvedView, width: Double?, height: Double?, Alignment)
    indirect case flexibleFrame(ResolvedView, FlexibleFrame)
    case padding(ResolvedView, EdgeInsets)
    indirect case background(ResolvedView, ResolvedView, Alignment)
    indirect case overlay(ResolvedView, ResolvedView, Alignment)
    case clip(ResolvedView, ShapeKind)
    case rotation(ResolvedView, radians: Double, anchor: UnitPoint)
    case scale(ResolvedView, CGSize, anchor: UnitPoint)
    case offset(ResolvedView, CGSize)
    /// An offset in fractions of the view's own size (move and slide transitions).
    case relativeOffset(ResolvedView, x: Double, y: Double)
    case opacity(ResolvedView, Double)
    indirect case layer(ResolvedView, LayerEffect)
    case hidden(ResolvedView)
    case geometry(GeometryContent)
    /// A view with the views that left its place still transitioning out (drawn at their last frames).
    case boundary(ResolvedView, removed: [(view: ResolvedView, frame: CGRect?)])
    case zIndex(ResolvedView, Double)
    case fixedSize(ResolvedView, horizontal: Bool, vertical: Bool)
    /// `.aspectRatio(_:contentMode:)`: nil ratio uses the child's ideal size's ratio.
    case aspectRatio(ResolvedView, ratio: Double?, fill: Bool)
    case layoutPriority(ResolvedView, Double)
    /// A modifier with no geometry of its own, kept for inspection (foregroundStyle).
    case marker(ResolvedView, InspectModifier)
    /// A ``ViewEffect`` that sizes or draws itself (its content may be `.empty`).
    indirect case effect(ResolvedView, any DrawnEffect)
  }

  /// One filled layer of a symbol image, in the unit box.
  struct SymbolPart {
    var path: Path
    var rule: FillRule
    var color: RGBAColor
  }

  /// A `GeometryReader`'s content, resolved lazily once layout knows its frame.
  final class GeometryContent {
    let node: GeometryReaderNode
    let context: ResolveContext
    unowned let resolver: TreeResolver
    private var cache: [String: ResolvedView] = [:]

    init(node: GeometryReaderNode, context: ResolveContext, resolver: TreeResolver) {
      self.node = node; self.context = context; self.resolver = resolver
    }

    func content(for frame: CGRect, spaces: [AnyHashable: CGRect] = [:], ctm: Transform2D = .identity) throws -> ResolvedView {
      var key = "\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)"
      // Anchors resolve through the transform around the reader (``AnchorGeometry``).
      if !ctm.isIdentity { key += "|\(ctm.a),\(ctm.b),\(ctm.c),\(ctm.d),\(ctm.tx),\(ctm.ty)" }
      // A named space that moved (a scroll view's content under a reader) gives other frames in it.
      for (name, f) in spaces.sorted(by: { "\($0.key)" < "\($1.key)" }) { key += "|\(name)@\(f.minX),\(f.minY),\(f.width),\(f.height)" }
      if let v = cache[key] { return v }
      let insets = context.environment.layoutContainer.safeAreaInsets(of: frame)
      var proxy = GeometryProxy(size: frame.size, globalFrame: frame, safeAreaInsets: insets, namedFrames: spaces)
      proxy.canvasTransform = ctm
      let v = try resolver.resolve(try node.content(proxy), context)
      cache[key] = v
      return v
    }
  }

  // Stored in this order on purpose: the fields every drawn frame reads (geometry, the drawing cache,
  // kind) come first, so they share the object's first cache line or two; a many-view frame is bound by
  // how many lines it touches. The fields only layout and updates read come last.

  /// The time this view's animated geometry rests from, and its record, once a frame looked them up
  /// (NaN: not yet; see `PresentPass`).
  var geometrySettled = Double.nan
  /// What drawing this view last worked out from its frame, for a kept frame (``FrameCache``) that
  /// draws the same tree in the same frames again.
  var drawn: DrawnCache?
  /// A `var` so a kept frame can write a node's new kind into the view its parent holds (``FrameCache``).
  var kind: Kind { didSet { drawn = nil } }
  var geometryRecord: AttributeRecord?
  var sizeCache = SizeCache()
  /// Identity (structural path) of the view whose geometry this is, and the animation its
  /// geometry changes take in the current update.
  var key: ViewIdentity?
  var animation: Animation?
  var animatorPath: ViewIdentity?

  enum DrawnCache {
    /// Where a stack placed its children, and in which order it painted them: its children answer
    /// layout as before, so the same bounds place them alike.
    indirect case stack(StackPlacement)
    /// A shape's outline in `bounds`: rebuilt per frame, every circle of a grid cost an allocation.
    /// Both boxed: every view holds this cache, and a many-view frame is bound by the lines it reads.
    indirect case outline(bounds: CGRect, Path)
    /// Where a frame placed its content in `bounds`: the content answers layout as before, so the same
    /// bounds place it alike, without asking its size or looking for explicit guides every frame.
    indirect case content(bounds: CGRect, CGRect)
  }

  struct StackPlacement {
    var bounds: CGRect
    var frames: [CGRect]
    var order: [Int]
  }

  init(_ kind: Kind) { self.kind = kind }

  static var empty: ResolvedView { ResolvedView(.empty) }

  /// The view a modifier wraps, for the traits stacks read through modifiers (`layoutPriority`,
  /// `zIndex`): nil for views and for layout containers that size their content themselves
  /// (frames, padding), which keep the trait of their content to themselves. The one place that
  /// says which modifiers are transparent; a new drawing-only modifier belongs here.
  var traitCarrier: ResolvedView? {
    switch kind {
    case .rotation(let c, _, _), .scale(let c, _, _), .offset(let c, _), .opacity(let c, _), .marker(let c, _),
         .layer(let c, _), .clip(let c, _), .background(let c, _, _), .overlay(let c, _, _), .aspectRatio(let c, _, _),
         .relativeOffset(let c, _, _), .hidden(let c), .zIndex(let c, _), .layoutPriority(let c, _), .boundary(let c, _),
         .fixedSize(let c, _, _):
      c
    case .effect(let c, let e):
      e.isTransparentToLayout ? c : nil
    default:
      nil
    }
  }

  /// The stack layout priority (`.layoutPriority`), looking through other modifiers. A spacer's
  /// is −∞, as in SwiftUI (see ``StackLayout``): stacks size everything else first, keeping only
  /// the spacers' minimum lengths in reserve.
  var layoutPriority: Double {
    switch kind {
    case .layoutPriority(_, let p): return p
    case .spacer: return -.infinity
    default: return traitCarrier?.layoutPriority ?? 0
    }
  }

  /// Draw order among stack siblings (`.zIndex`), looking through other modifiers.
  var zIndex: Double {
    if case .zIndex(_, let z) = kind { return z }
    return traitCarrier?.zIndex ?? 0
  }

  var isEmpty: Bool {
    switch kind {
    case .empty: return true
    // Removed views transitioning out are drawn where they were but take no space (SwiftUI lays
    // the remaining views out at once and animates them there), so only the current view counts.
    case .boundary(let c, _): return c.isEmpty
    default: return false
    }
  }
}
