import Foundation
import AnimationEngine
import Graphics

/// A view tree with everything resolved for one frame: fonts, colours, animated values, text sizes.
///
/// Layout and drawing read only this tree. A class so layout can cache child sizes per proposal.
final class ResolvedView {
  indirect enum Kind {
    case empty
    case text(TextRun, TextLayout, StylePaint)
    case shape(ShapeKind, fill: StylePaint?, stroke: (paint: StylePaint, lineWidth: Double)?)
    /// `size` nil: resizable, takes the proposal.
    case symbol(String, size: CGSize?, aspect: Double, parts: [SymbolPart])
    case color(StylePaint)
    case spacer(minLength: Double, axis: StackNode.Axis?)
    case stack(StackNode.Axis, Alignment, spacing: Double, [ResolvedView])
    case frame(ResolvedView, width: Double?, height: Double?, Alignment)
    case flexibleFrame(ResolvedView, FlexibleFrame)
    case padding(ResolvedView, EdgeInsets)
    case background(ResolvedView, ResolvedView, Alignment)
    case overlay(ResolvedView, ResolvedView, Alignment)
    case clip(ResolvedView, ShapeKind)
    case rotation(ResolvedView, radians: Double, anchor: UnitPoint)
    case scale(ResolvedView, CGSize, anchor: UnitPoint)
    case offset(ResolvedView, CGSize)
    /// An offset in fractions of the view's own size (move and slide transitions).
    case relativeOffset(ResolvedView, x: Double, y: Double)
    case opacity(ResolvedView, Double)
    case layer(ResolvedView, LayerEffect)
    case fixedSize(ResolvedView, horizontal: Bool, vertical: Bool)
    /// `.aspectRatio(_:contentMode:)`: nil ratio uses the child's ideal size's ratio.
    case aspectRatio(ResolvedView, ratio: Double?, fill: Bool)
    case layoutPriority(ResolvedView, Double)
    /// A modifier with no geometry of its own, kept for inspection (foregroundStyle).
    case marker(ResolvedView, InspectModifier)
  }

  /// One filled layer of a symbol image, in the unit box.
  struct SymbolPart {
    var path: Path
    var rule: FillRule
    var color: RGBAColor
  }

  let kind: Kind
  var sizeCache: [ProposedViewSize: CGSize] = [:]

  init(_ kind: Kind) { self.kind = kind }

  static var empty: ResolvedView { ResolvedView(.empty) }

  /// The stack layout priority (`.layoutPriority`), looking through other modifiers.
  var layoutPriority: Double {
    switch kind {
    case .layoutPriority(_, let p): p
    case .rotation(let c, _, _), .scale(let c, _, _), .offset(let c, _), .opacity(let c, _), .marker(let c, _),
         .layer(let c, _), .clip(let c, _), .background(let c, _, _), .overlay(let c, _, _), .aspectRatio(let c, _, _), .relativeOffset(let c, _, _),
         .fixedSize(let c, _, _): c.layoutPriority
    default: 0
    }
  }

  var isEmpty: Bool {
    if case .empty = kind { return true }
    return false
  }
}
