import Foundation

/// SwiftUI's stack algorithm (as reconstructed in OpenSwiftUI's `StackLayout.swift`,
/// github.com/OpenSwiftUIProject/OpenSwiftUI, audited against SwiftUI 6.5):
/// - children are grouped by `layoutPriority`, highest first; a `Spacer`'s priority is −∞
///   (OpenSwiftUI `Spacer.swift`, `layoutPriority() -> -.infinity`), so spacers come last;
/// - within a group, least flexible first (flexibility = size for an infinite proposal minus the
///   size for a zero proposal); among infinitely flexible ones, the larger minimum first
///   (`_LayoutTraits.FlexibilityEstimate`); ties keep source order;
/// - the space left after spacing, minus the minimum sizes of all lower-priority children, is
///   offered to each child of a group in turn as an even split of what is still unclaimed
///   (`remaining / children left in the group`, never below zero);
/// - peers in the same group get no reservation of their minimum: a child may overflow the
///   stack when the split is below its minimum (objc.io, "How an HStack Lays out Its Children",
///   2020: `frame(maxWidth: 100)` next to `frame(minWidth: 100)` in 150 points gives 75 + 100).
/// So `HStack { Text(…); Spacer() }` offers the text everything but the spacer's minimum length.
struct StackLayout {
  let axis: StackNode.Axis
  let spacing: StackSpacing
  let children: [ResolvedView]
  /// Needed for sizing only with baseline alignment.
  var alignment: Alignment? = nil

  /// Children that take part in layout (empty views take no space and no spacing).
  var visible: [ResolvedView] { children.filter { !$0.isEmpty } }

  func size(for p: ProposedViewSize) -> CGSize {
    let kids = visible
    guard !kids.isEmpty else { return .zero }
    if axis == .depth, let alignment, DepthGuideAlignment.applies(to: kids, alignment) {
      return DepthGuideAlignment(children: kids, sizes: kids.map { $0.sizeThatFits(p) }, alignment: alignment).layout().size
    }
    if axis == .depth {
      var w = 0.0, h = 0.0
      for k in kids {
        let s = k.sizeThatFits(p)
        w = max(w, Double(s.width)); h = max(h, Double(s.height))
      }
      return CGSize(width: w, height: h)
    }
    let sizes = childSizes(for: p, kids)
    let along = sizes.reduce(0) { $0 + alongOf($1) } + spacing.total(kids.count)
    var across = sizes.map { acrossOf($0) }.max() ?? 0
    if axis == .horizontal, let baseline = alignment?.vertical.baseline {
      // Baseline-aligned rows are as tall as the highest part above plus the deepest part below.
      let guides = zip(kids, sizes).map { $0.0.baselineOffset(baseline, size: $0.1) }
      let above = guides.max() ?? 0
      let below = zip(sizes, guides).map { Double($0.0.height) - $0.1 }.max() ?? 0
      across = above + below
    } else if let alignment, kids.contains(where: { $0.hasExplicitGuide(alignment) }) {
      // Explicit alignment guides: the children's guides line up, and the stack spans them all.
      across = GuideAlignment(children: kids, sizes: sizes, alignment: alignment).layout(stackAxis: axis).extent
    }
    return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
  }

  /// Frames of all children (empty ones get a zero frame) inside `bounds`, sized for `proposal`: the
  /// proposal the stack was sized with (``ResolvedView/placementProposal(for:)``), as SwiftUI's
  /// `placeSubviews(in:proposal:)` receives it. Offered its own size again instead, a stack can share it
  /// out in another order and wrap a text it measured on one line. Nil: the bounds' size.
  func frames(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize? = nil) -> [CGRect] {
    let p = proposal ?? ProposedViewSize(bounds.size)
    if axis == .depth, DepthGuideAlignment.applies(to: children, alignment) {
      let kids = visible
      return DepthGuideAlignment(children: kids, sizes: kids.map { $0.sizeThatFits(p) }, alignment: alignment)
        .frames(of: children, in: bounds)
    }
    if axis == .depth {
      return children.map { $0.isEmpty ? .zero : aligned($0.sizeThatFits(p), in: bounds, alignment) }
    }
    let kids = visible
    let sizes = childSizes(for: p, kids)
    var result: [CGRect] = []
    var cursor = axis == .vertical ? Double(bounds.minY) : Double(bounds.minX)
    var k = 0
    var baselineY: Double?
    if axis == .horizontal, let baseline = alignment.vertical.baseline {
      let guides = zip(kids, sizes).map { $0.0.baselineOffset(baseline, size: $0.1) }
      let above = guides.max() ?? 0
      let below = zip(sizes, guides).map { Double($0.0.height) - $0.1 }.max() ?? 0
      baselineY = Double(bounds.minY) + (Double(bounds.height) - above - below) / 2 + above
    }
    // Explicit alignment guides (rare): offsets of the children within the aligned block.
    var guided: (extent: Double, offsets: [Double])?
    if baselineY == nil, kids.contains(where: { $0.hasExplicitGuide(alignment) }) {
      guided = GuideAlignment(children: kids, sizes: sizes, alignment: alignment).layout(stackAxis: axis)
    }
    for child in children {
      if child.isEmpty { result.append(.zero); continue }
      let s = sizes[k]; k += 1
      if let guided {
        let fraction = axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
        let start = axis == .vertical ? Double(bounds.minX) + (Double(bounds.width) - guided.extent) * fraction
                                      : Double(bounds.minY) + (Double(bounds.height) - guided.extent) * fraction
        let a = start + guided.offsets[k - 1]
        result.append(axis == .vertical ? CGRect(x: a, y: cursor, width: s.width, height: s.height)
                                        : CGRect(x: cursor, y: a, width: s.width, height: s.height))
        cursor += Double(axis == .vertical ? s.height : s.width) + spacing.gap(after: k - 1)
        continue
      }
      if axis == .vertical {
        let x = Double(bounds.minX) + (Double(bounds.width) - Double(s.width)) * alignment.horizontal.fraction
        result.append(CGRect(x: x, y: cursor, width: s.width, height: s.height))
        cursor += Double(s.height) + spacing.gap(after: k - 1)
      } else {
        var y = Double(bounds.minY) + (Double(bounds.height) - Double(s.height)) * alignment.vertical.fraction
        if let baselineY, let baseline = alignment.vertical.baseline { y = baselineY - child.baselineOffset(baseline, size: s) }
        result.append(CGRect(x: cursor, y: y, width: s.width, height: s.height))
        cursor += Double(s.width) + spacing.gap(after: k - 1)
      }
    }
    return result
  }

  private func childSizes(for p: ProposedViewSize, _ kids: [ResolvedView]) -> [CGSize] {
    let across = p.across(axis)
    guard let along = p.along(axis) else {
      return kids.map { $0.sizeThatFits(.make(axis, along: nil, across: across)) }
    }
    // Higher layout priority first; within a priority, least flexible first (see the type's comment).
    let minimum = kids.map { alongOf($0.sizeThatFits(.make(axis, along: 0, across: across))) }
    let flexibility = kids.indices.map { i in
      alongOf(kids[i].sizeThatFits(.make(axis, along: .infinity, across: across))) - minimum[i]
    }
    let priority = kids.map(\.layoutPriority)
    // Infinitely flexible children with a larger minimum go first (FlexibilityEstimate's tie-break).
    let tieBreak = kids.indices.map { flexibility[$0] == .infinity ? -minimum[$0] : 0 }
    let order = kids.indices.sorted {
      (-priority[$0], flexibility[$0], tieBreak[$0], $0) < (-priority[$1], flexibility[$1], tieBreak[$1], $1)
    }
    var remaining = along - spacing.total(kids.count)
    var sizes = [CGSize](repeating: .zero, count: kids.count)
    // `order` runs by decreasing priority: the children of lower priority than the one at `n` are
    // those after its priority group, and its peers the rest of its group. Per group, once.
    var groupEnd = 0, reserved = 0.0
    for (n, i) in order.enumerated() {
      if n == groupEnd {
        groupEnd = n + 1
        while groupEnd < order.count, priority[order[groupEnd]] == priority[i] { groupEnd += 1 }
        // Lower-priority children (spacers among them) keep at least their minimum size.
        reserved = order[groupEnd...].reduce(0.0) { $0 + minimum[$1] }
      }
      let peers = groupEnd - n
      let share = max(0, (remaining - reserved) / Double(max(1, peers)))
      let s = kids[i].sizeThatFits(.make(axis, along: share, across: across))
      sizes[i] = s
      remaining -= alongOf(s)
    }
    return sizes
  }

  private func alongOf(_ s: CGSize) -> Double { Double(axis == .vertical ? s.height : s.width) }
  private func acrossOf(_ s: CGSize) -> Double { Double(axis == .vertical ? s.width : s.height) }
}
