import AnimationEngine
import Foundation
import Graphics

/// SwiftUI's `FillStyle`: the even-odd rule (antialiasing is always on here).
/// https://developer.apple.com/documentation/swiftui/fillstyle
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// A shape drawn with a full `StrokeStyle` (`stroke(_:style:)`, `strokeBorder(_:lineWidth:)`,
/// `strokeBorder(_:style:)`) and/or a `FillStyle` (`fill(_:style:)`): a leaf view.
///
/// `strokeBorder` strokes the shape inset by half the line width, so the stroke stays inside the
/// frame (https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:style:antialiased:)).
/// The line width, miter limit, dash lengths and dash phase animate (a dash array that changes
/// length jumps).
public struct StyledShape: ViewEffect, ResolvableEffect {
  public struct Stroke {
    public var style: AnyShapeStyle
    public var strokeStyle: StrokeStyle
    public var isBorder: Bool
    public init(style: AnyShapeStyle, strokeStyle: StrokeStyle, isBorder: Bool = false) {
      self.style = style; self.strokeStyle = strokeStyle; self.isBorder = isBorder
    }
  }

  public var kind: ShapeKind
  public var fill: AnyShapeStyle?
  public var fillStyle: FillStyle
  public var stroke: Stroke?

  public init(kind: ShapeKind, fill: AnyShapeStyle? = nil, fillStyle: FillStyle = FillStyle(), stroke: Stroke? = nil) {
    self.kind = kind; self.fill = fill; self.fillStyle = fillStyle; self.stroke = stroke
  }

  /// A plain shape view's fill and stroke, to be drawn with styles.
  public init(_ node: ShapeNode) {
    kind = node.kind; fill = node.fill; fillStyle = FillStyle()
    stroke = node.stroke.map { Stroke(style: $0.style, strokeStyle: StrokeStyle(lineWidth: $0.lineWidth)) }
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let shape = r.resolver.animatedShape(kind, r.context, "")
    var fillPaint = fill.map { r.style($0, "fill") }
    var drawn: DrawnStroke?
    if let stroke {
      var s = stroke.strokeStyle
      let v = r.resolver.animatedVector(r.context, "strokeStyle\(s.dash.count)", ([s.lineWidth, s.miterLimit, s.dashPhase] + s.dash).map { sanitized($0) })
      s.lineWidth = max(0, v[0]); s.miterLimit = v[1]; s.dashPhase = v[2]; s.dash = Array(v.dropFirst(3))
      drawn = DrawnStroke(paint: r.style(stroke.style, "stroke"), style: s, isBorder: stroke.isBorder)
    }
    if fillPaint == nil && drawn == nil { fillPaint = r.environment.primaryForeground }
    return ResolvedView(.effect(.empty, StyledShapeDrawer(kind: shape, fill: fillPaint, rule: fillStyle.isEOFilled ? .evenOdd : .nonZero, stroke: drawn)))
  }
}

struct DrawnStroke {
  var paint: StylePaint
  var style: StrokeStyle
  var isBorder: Bool
}

struct StyledShapeDrawer: DrawnEffect {
  var kind: ShapeKind
  var fill: StylePaint?
  var rule: FillRule
  var stroke: DrawnStroke?

  func sizeThatFits(_ content: ResolvedView, _ proposal: ProposedViewSize) -> CGSize {
    // Shapes take what they are offered; 10 points when asked for an ideal size.
    CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }

  func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
    let frame = place.frame
    var place = place
    if let fill {
      out.emit(.fill(path: try kind.outline(in: frame), paint: fill.paint(in: frame), rule: rule, transform: place.ctm))
      place = place.adding(InspectModifier(name: "fill", values: fill.inspectValues))
    }
    if let stroke {
      let outline = stroke.isBorder ? ShapeKind.modified(kind, .inset(stroke.style.lineWidth / 2)) : kind
      out.emit(.stroke(path: try outline.outline(in: frame), paint: stroke.paint.paint(in: frame), style: stroke.style, transform: place.ctm))
      var values = stroke.paint.inspectValues
      values["lineWidth"] = [stroke.style.lineWidth]
      values["dashPhase"] = [stroke.style.dashPhase]
      if !stroke.style.dash.isEmpty { values["dash"] = stroke.style.dash }
      place = place.adding(InspectModifier(name: stroke.isBorder ? "strokeBorder" : "stroke", values: values))
    }
    var base = kind
    while true {
      switch base {
      case .trimmed(let inner, let from, let to):
        place = place.adding(InspectModifier(name: "trim", values: ["from": [from], "to": [to]]))
        base = inner
        continue
      case .modified(let inner, let m):
        place = place.adding(InspectModifier(name: "shape." + m.name, values: ["values": m.values]))
        base = inner
        continue
      default: break
      }
      break
    }
    out.record(InspectNode(kind: .shape, shape: kind.name, cornerRadius: kind.cornerRadius, bounds: [], modifiers: []), place)
  }
}
