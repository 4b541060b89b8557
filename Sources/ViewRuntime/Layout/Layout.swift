import Foundation
import Graphics

/// SwiftUI's layout protocol, applied to resolved views: the parent proposes, the child
/// chooses its size, the parent places it.
extension ResolvedView {
  /// The size this view chooses for `proposal` (cached per proposal).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let s = sizeCache[proposal] { return s }
    var s = computeSize(proposal)
    // Only an infinite proposal is answered with infinity (a stack's or grid's flexibility probe). A
    // scene's `Layout` that reports its subview's answer to `.infinity` as its own size takes the
    // finite offer instead (its ideal size when it has none), so no frame without bounds reaches drawing.
    if !Double(s.width).isFinite, proposal.width != .infinity { s.width = proposal.width ?? 0 }
    if !Double(s.height).isFinite, proposal.height != .infinity { s.height = proposal.height ?? 0 }
    sizeCache.add(proposal, s)
    return s
  }

  /// The proposal this view answered with `size`, for placing its children: a container places them
  /// for the proposal its parent sized it with, not for its own size (SwiftUI's
  /// `Layout.placeSubviews(in:proposal:subviews:cache:)`). Parents ask several proposals (zero, ideal,
  /// infinite probes, their offer); of the finite ones that gave `size`, the largest is the offer. The
  /// ideal (nil) and infinite probes are never used: placed for them, a greedy child would take its ideal
  /// or an infinite size. None matched (a size set from outside): `size` itself, which also gives `size`.
  func placementProposal(for size: CGSize) -> ProposedViewSize {
    var best: (proposal: ProposedViewSize, extent: Double)?
    for e in sizeCache.entries where e.size == size {
      guard let w = e.proposal.width, let h = e.proposal.height, w.isFinite, h.isFinite else { continue }
      if best == nil || w + h > best!.extent { best = (e.proposal, w + h) }
    }
    return best?.proposal ?? ProposedViewSize(size)
  }

  private func computeSize(_ p: ProposedViewSize) -> CGSize {
    switch kind {
    case .empty:
      return .zero
    case .text(_, let layout, _):
      return layout.size(for: p.width)
    case .shape, .color, .geometry:
      // Shapes and colours take what they are offered; 10 points when asked for an ideal size.
      return CGSize(width: p.width ?? 10, height: p.height ?? 10)
    case .symbol(_, let size, let aspect, _):
      if let size { return size }
      return CGSize(width: p.width ?? 10 * aspect, height: p.height ?? 10)
    case .spacer(let minLength, let axis):
      switch axis {
      case .horizontal: return CGSize(width: max(minLength, p.width ?? minLength), height: 0)
      case .vertical: return CGSize(width: 0, height: max(minLength, p.height ?? minLength))
      case .depth, nil: return CGSize(width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
      }
    case .stack(let axis, let alignment, let spacing, let children):
      return StackLayout(axis: axis, spacing: spacing, children: children, alignment: alignment).size(for: p)
    case .frame(let child, let w, let h, _):
      if let w, let h { return CGSize(width: w, height: h) }
      let c = child.sizeThatFits(ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
      return CGSize(width: w ?? c.width, height: h ?? c.height)
    case .flexibleFrame(let child, let f):
      return FlexibleFrameLayout(frame: f).size(for: p, child: child)
    case .padding(let child, let e):
      let inner = ProposedViewSize(width: p.width.map { max(0, $0 - e.leading - e.trailing) },
                                   height: p.height.map { max(0, $0 - e.top - e.bottom) })
      let c = child.sizeThatFits(inner)
      return CGSize(width: c.width + e.leading + e.trailing, height: c.height + e.top + e.bottom)
    case .aspectRatio(let child, let ratio, let fill):
      return AspectRatioLayout(ratio: ratio, fill: fill).size(for: p, child: child)
    case .fixedSize(let child, let h, let v):
      return child.sizeThatFits(ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height))
    case .background(let child, _, _), .overlay(let child, _, _), .clip(let child, _), .rotation(let child, _, _),
         .scale(let child, _, _), .offset(let child, _), .opacity(let child, _), .marker(let child, _),
         .layer(let child, _), .layoutPriority(let child, _), .relativeOffset(let child, _, _), .hidden(let child),
         .zIndex(let child, _), .boundary(let child, _):
      return child.sizeThatFits(p)
    case .effect(let child, let effect):
      return effect.sizeThatFits(child, p)
    }
  }
}

/// `.aspectRatio`: proposes the child the largest (fit) or smallest (fill) size of the ratio
/// around the proposal, and takes the child's answer.
struct AspectRatioLayout {
  let ratio: Double?
  let fill: Bool

  func childProposal(for p: ProposedViewSize, child: ResolvedView) -> ProposedViewSize {
    let r: Double
    if let ratio { r = ratio } else {
      let ideal = child.sizeThatFits(.unspecified)
      guard ideal.height > 0, ideal.width > 0 else { return p }
      r = Double(ideal.width / ideal.height)
    }
    switch (p.width, p.height) {
    case (let w?, let h?) where w.isFinite && h.isFinite:
      let byWidth = (w, w / r), byHeight = (h * r, h)
      let useWidth = fill ? byWidth.1 >= h : byWidth.1 <= h
      let s = useWidth ? byWidth : byHeight
      return ProposedViewSize(width: s.0, height: s.1)
    case (let w?, _) where w.isFinite: return ProposedViewSize(width: w, height: w / r)
    case (_, let h?) where h.isFinite: return ProposedViewSize(width: h * r, height: h)
    default:
      let ideal = child.sizeThatFits(.unspecified)
      return ProposedViewSize(width: Double(ideal.width), height: Double(ideal.width) / r)
    }
  }

  func size(for p: ProposedViewSize, child: ResolvedView) -> CGSize {
    child.sizeThatFits(childProposal(for: p, child: child))
  }
}

/// Places a child of `size` inside `container` at `alignment`.
func aligned(_ size: CGSize, in container: CGRect, _ alignment: Alignment) -> CGRect {
  CGRect(x: container.minX + (container.width - size.width) * alignment.horizontal.fraction,
         y: container.minY + (container.height - size.height) * alignment.vertical.fraction,
         width: size.width, height: size.height)
}

extension ResolvedView {
  /// Distance from the top of this view (of `size`) to its first or last text baseline; views
  /// without text answer their height, as in SwiftUI.
  func baselineOffset(_ which: VerticalAlignment.Baseline, size: CGSize) -> Double {
    switch kind {
    case .text(_, let layout, _):
      let lines = max(1, layout.lines(for: Double(size.width)).count)
      return which == .first ? layout.ascent : Double(lines - 1) * layout.linePitch + layout.ascent
    case .padding(let c, let e):
      let inner = CGSize(width: max(0, Double(size.width) - e.leading - e.trailing), height: max(0, Double(size.height) - e.top - e.bottom))
      return e.top + c.baselineOffset(which, size: inner)
    case .frame(let c, _, _, let alignment):
      let s = c.sizeThatFits(ProposedViewSize(size))
      let y = (Double(size.height) - Double(s.height)) * alignment.vertical.fraction
      return y + c.baselineOffset(which, size: s)
    case .stack(.vertical, _, let spacing, let children):
      let frames = StackLayout(axis: .vertical, spacing: spacing, children: children)
        .frames(in: CGRect(origin: .zero, size: size), alignment: .center)
      let pairs = zip(children, frames).filter { !$0.0.isEmpty }
      guard let pick = which == .first ? pairs.first : pairs.last else { return Double(size.height) }
      return Double(pick.1.minY) + pick.0.baselineOffset(which, size: pick.1.size)
    case .background(let c, _, _), .overlay(let c, _, _), .clip(let c, _), .rotation(let c, _, _), .scale(let c, _, _),
         .offset(let c, _), .opacity(let c, _), .marker(let c, _), .layer(let c, _), .layoutPriority(let c, _),
         .zIndex(let c, _), .hidden(let c), .boundary(let c, _), .relativeOffset(let c, _, _):
      return c.baselineOffset(which, size: size)
    case .effect(let c, let e) where e.isTransparentToLayout:
      return c.baselineOffset(which, size: size)
    default:
      return Double(size.height)
    }
  }
}

/// `.frame(min…max…)`: clamps the proposal for the child, then its own size to the bounds.
struct FlexibleFrameLayout {
  let frame: FlexibleFrame

  func childProposal(for p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: clampProposal(p.width, frame.minWidth, frame.idealWidth, frame.maxWidth),
                     height: clampProposal(p.height, frame.minHeight, frame.idealHeight, frame.maxHeight))
  }

  func size(for p: ProposedViewSize, child: ResolvedView) -> CGSize {
    let cp = childProposal(for: p)
    let c = child.sizeThatFits(cp)
    return CGSize(width: dimension(p.width ?? frame.idealWidth, Double(c.width), frame.minWidth, frame.maxWidth),
                  height: dimension(p.height ?? frame.idealHeight, Double(c.height), frame.minHeight, frame.maxHeight))
  }

  private func clampProposal(_ p: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
    guard let p else { return ideal }
    var v = p
    if let hi { v = min(v, hi) }
    if let lo { v = max(v, lo) }
    return v
  }

  /// Without bounds the child's size; with them, the proposal clamped, where a missing bound is the child's size.
  /// An infinite proposal to an unbounded frame (`maxWidth: .infinity`) is answered with infinity, as in
  /// SwiftUI: that is how a stack, probing its children's flexibility with it, knows the frame takes any
  /// width and sizes it last (a greedy `TextField` beside a button). Otherwise no infinity escapes.
  private func dimension(_ p: Double?, _ child: Double, _ lo: Double?, _ hi: Double?) -> Double {
    if lo == nil && hi == nil { return child }
    let upper = hi ?? child
    var v = min(upper, p ?? child)
    if let lo { v = max(v, lo) } else { v = max(v, min(child, upper)) }
    if let lo, let hi, lo > hi { v = lo }
    return v.isFinite || p == .infinity ? v : child
  }
}
