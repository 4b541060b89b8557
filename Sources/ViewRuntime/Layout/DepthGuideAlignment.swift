import Foundation

/// A `ZStack` whose children set explicit guides (`alignmentGuide`, built-in or custom `AlignmentID`s) for
/// its alignment: SwiftUI's `ZStack` lines up its children's guides on both axes, so each child's
/// horizontal guide (explicit, or the alignment's fraction of its width) meets one vertical line and its
/// vertical guide one horizontal line, and the stack spans every child so placed ("Aligning views
/// across stacks", https://developer.apple.com/documentation/swiftui/aligning-views-across-stacks;
/// https://developer.apple.com/documentation/swiftui/zstack). Only guides set on a child itself or under its
/// paddings and frames (not inside a stack of its own) switch a `ZStack` to this path.
struct DepthGuideAlignment {
  let children: [ResolvedView]
  let sizes: [CGSize]
  let alignment: Alignment

  /// Whether any of `children` sets a guide of `alignment` itself (or under its paddings and frames).
  static func applies(to children: [ResolvedView], _ alignment: Alignment) -> Bool {
    children.contains { !$0.isEmpty && $0.hasWrappedExplicitGuide(alignment) }
  }

  /// The block's size and each child's origin in it.
  func layout() -> (size: CGSize, origins: [CGPoint]) {
    let guides = GuideAlignment(children: children, sizes: sizes, alignment: alignment)
    // A `VStack`'s cross axis is horizontal, an `HStack`'s vertical: the two together are the ZStack's.
    let x = guides.layout(stackAxis: .vertical), y = guides.layout(stackAxis: .horizontal)
    return (CGSize(width: x.extent, height: y.extent), zip(x.offsets, y.offsets).map { CGPoint(x: $0, y: $1) })
  }

  /// Every child's frame in `bounds` (empty children get a zero frame), the block aligned in them.
  func frames(of all: [ResolvedView], in bounds: CGRect) -> [CGRect] {
    let block = layout()
    let origin = aligned(block.size, in: bounds, alignment).origin
    var k = 0
    return all.map { child in
      guard !child.isEmpty else { return .zero }
      defer { k += 1 }
      return CGRect(x: origin.x + block.origins[k].x, y: origin.y + block.origins[k].y, width: sizes[k].width, height: sizes[k].height)
    }
  }
}
