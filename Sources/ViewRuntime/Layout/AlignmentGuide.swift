import Foundation

/// SwiftUI's `ViewDimensions`: a view's size and its guides, as `alignmentGuide`'s closure reads them.
public struct ViewDimensions: Sendable {
  public let width: Double
  public let height: Double
  public init(width: Double, height: Double) { self.width = width; self.height = height }
  public subscript(guide: HorizontalAlignment) -> Double { width * guide.fraction }
  public subscript(guide: VerticalAlignment) -> Double { height * guide.fraction }
}

/// `.alignmentGuide(_:computeValue:)` for the built-in guides: a stack (or `ZStack`: ``DepthGuideAlignment``)
/// aligning its children on that guide places this child so that the computed offset, instead of the guide's
/// default, sits on the common alignment line; the stack grows to hold every child. Paddings and frames pass
/// their content's explicit guides up, moved by where they put it, and a frame places its content by them
/// (``ResolvedView/framed(size:in:_:)``).
/// https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-9mdoh
public struct AlignmentGuideEffect: ViewEffect, ResolvableEffect {
  public var horizontal: HorizontalAlignment?
  public var vertical: VerticalAlignment?
  public var compute: (ViewDimensions) throws -> Double

  public init(horizontal: HorizontalAlignment, compute: @escaping (ViewDimensions) throws -> Double) {
    self.horizontal = horizontal; self.vertical = nil; self.compute = compute
  }

  public init(vertical: VerticalAlignment, compute: @escaping (ViewDimensions) throws -> Double) {
    self.horizontal = nil; self.vertical = vertical; self.compute = compute
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.effect(try r.content(), Marker(horizontal: horizontal, vertical: vertical, compute: compute)))
  }

  struct Marker: DrawnEffect {
    let horizontal: HorizontalAlignment?
    let vertical: VerticalAlignment?
    let compute: (ViewDimensions) throws -> Double
    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws { try out.draw(content, place) }
  }
}

extension ResolvedView {
  private func guideMarker(_ match: (AlignmentGuideEffect.Marker) -> Bool) -> AlignmentGuideEffect.Marker? {
    var v: ResolvedView? = self
    while let current = v {
      // The type compared before any cast: frames ask this of every view they draw, and a conditional
      // cast of an existential (`as?`) was about 2 % of evaluating the 500-dot grid (perf).
      if case .effect(_, let e) = current.kind, type(of: e) == AlignmentGuideEffect.Marker.self,
         let m = e as? AlignmentGuideEffect.Marker, match(m) { return m }
      v = current.traitCarrier
    }
    return nil
  }

  /// The explicit guide for `along` (.vertical: a horizontal guide, as a `VStack` aligns), if any.
  /// A closure that throws falls back to the default guide.
  func explicitGuide(across axis: StackNode.Axis, _ alignment: Alignment, size: CGSize) -> Double? {
    let d = ViewDimensions(width: Double(size.width), height: Double(size.height))
    switch axis {
    case .vertical:
      guard let m = guideMarker({ $0.horizontal == alignment.horizontal }) else { return inheritedGuide(across: axis, alignment, size: size) }
      return try? m.compute(d)
    case .horizontal:
      guard alignment.vertical.baseline == nil else { return nil }
      guard let m = guideMarker({ $0.vertical == alignment.vertical }) else { return inheritedGuide(across: axis, alignment, size: size) }
      return try? m.compute(d)
    case .depth:
      return nil
    }
  }

  /// Whether any explicit guide applies (so stacks take the guide-aware path; otherwise they keep their plain one).
  func hasExplicitGuide(_ alignment: Alignment, depth: Int = 0) -> Bool {
    if hasOwnExplicitGuide(alignment) { return true }
    guard depth < 32 else { return false }
    switch layoutBase.kind {
    case .stack(_, _, _, let kids): return kids.contains { $0.hasExplicitGuide(alignment, depth: depth + 1) }
    case .padding(let c, _), .frame(let c, _, _, _), .flexibleFrame(let c, _): return c.hasExplicitGuide(alignment, depth: depth + 1)
    default: return false
    }
  }

  /// Whether this view, or the content of the paddings and frames it is, sets a guide of `alignment`
  /// (not looking into stacks: how a frame decides to place its content by guides, cheaply).
  func hasWrappedExplicitGuide(_ alignment: Alignment) -> Bool {
    var v = self
    for _ in 0..<64 {
      if v.hasOwnExplicitGuide(alignment) { return true }
      switch v.layoutBase.kind {
      case .padding(let c, _), .frame(let c, _, _, _), .flexibleFrame(let c, _): v = c
      default: return false
      }
    }
    return false
  }

  /// Whether this view itself (through modifiers that neither size nor place it) sets a guide of `alignment`.
  func hasOwnExplicitGuide(_ alignment: Alignment) -> Bool {
    guideMarker({ $0.horizontal == alignment.horizontal || $0.vertical == alignment.vertical }) != nil
  }

  /// The view under the modifiers that neither size nor place it.
  private var layoutBase: ResolvedView {
    var v = self
    while let c = v.traitCarrier { v = c }
    return v
  }

  /// A padding's or frame's explicit guide from its content's, moved by where it puts the content (SwiftUI's
  /// padding and frames pass their content's explicit guides up), or a stack's (``stackGuide``).
  private func inheritedGuide(across axis: StackNode.Axis, _ alignment: Alignment, size: CGSize) -> Double? {
    let rect = CGRect(origin: .zero, size: size)
    let content: (ResolvedView, CGRect)
    switch layoutBase.kind {
    case .padding(let c, let e):
      content = (c, CGRect(x: e.leading, y: e.top, width: max(0, Double(size.width) - e.leading - e.trailing),
                           height: max(0, Double(size.height) - e.top - e.bottom)))
    case .frame(let c, _, _, let a):
      content = (c, c.framed(size: c.sizeThatFits(ProposedViewSize(size)), in: rect, a))
    case .flexibleFrame(let c, let f):
      let s = c.sizeThatFits(FlexibleFrameLayout(frame: f).childProposal(for: ProposedViewSize(size)))
      content = (c, c.framed(size: s, in: rect, f.alignment))
    default:
      return stackGuide(across: axis, alignment, size: size)
    }
    guard let g = content.0.explicitGuide(across: axis, alignment, size: content.1.size) else { return nil }
    return (axis == .vertical ? Double(content.1.minX) : Double(content.1.minY)) + g
  }

  /// Where a frame of `rect` puts this view, its content, of `size`: the content's guides of `alignment` on
  /// the frame's, explicit ones included (the frame's own guides are their defaults).
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  func framed(size: CGSize, in rect: CGRect, _ alignment: Alignment) -> CGRect {
    var r = aligned(size, in: rect, alignment)
    guard hasWrappedExplicitGuide(alignment) else { return r }
    if let x = explicitGuide(across: .vertical, alignment, size: size) {
      r.origin.x = rect.minX + rect.width * alignment.horizontal.fraction - x
    }
    if let y = explicitGuide(across: .horizontal, alignment, size: size) {
      r.origin.y = rect.minY + rect.height * alignment.vertical.fraction - y
    }
    return r
  }

  /// A stack's explicit guide from its children's, as SwiftUI passes explicit guides up through
  /// containers: across a `VStack`, an `HStack` child's horizontal guide is the first of its children's
  /// explicit guides plus that child's x in the row (and likewise down a `VStack` inside an `HStack`).
  private func stackGuide(across axis: StackNode.Axis, _ alignment: Alignment, size: CGSize) -> Double? {
    guard case .stack(let stackAxis, let stackAlignment, let spacing, let kids) = layoutBase.kind,
          stackAxis != .depth, stackAxis != axis else { return nil }
    let frames = StackLayout(axis: stackAxis, spacing: spacing, children: kids)
      .frames(in: CGRect(origin: .zero, size: size), alignment: stackAlignment)
    for (kid, frame) in zip(kids, frames) {
      if let g = kid.explicitGuide(across: axis, alignment, size: frame.size) {
        return (axis == .vertical ? Double(frame.minX) : Double(frame.minY)) + g
      }
    }
    return nil
  }
}

/// Places children of `sizes` so their guides line up across `axis` (the stack's cross axis), per SwiftUI:
/// each child's guide is its explicit one or the default fraction of its size; the block spans from the
/// largest guide before the line to the largest extent after it.
struct GuideAlignment {
  let children: [ResolvedView]
  let sizes: [CGSize]
  let alignment: Alignment

  /// Guides across a `VStack` (horizontal positions) when `vertical` is true, else across an `HStack`.
  func guides(stackAxis: StackNode.Axis) -> [Double] {
    zip(children, sizes).map { c, s in
      c.explicitGuide(across: stackAxis, alignment, size: s)
        ?? (stackAxis == .vertical ? Double(s.width) * alignment.horizontal.fraction : Double(s.height) * alignment.vertical.fraction)
    }
  }

  /// The block's extent across the stack, and each child's offset from the block's start.
  func layout(stackAxis: StackNode.Axis) -> (extent: Double, offsets: [Double]) {
    let g = guides(stackAxis: stackAxis)
    let lengths = sizes.map { Double(stackAxis == .vertical ? $0.width : $0.height) }
    let before = g.max() ?? 0
    let after = zip(lengths, g).map { $0 - $1 }.max() ?? 0
    return (before + after, g.map { before - $0 })
  }
}
