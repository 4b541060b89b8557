import Foundation
import AnimationEngine
import Graphics

/// Places a resolved tree in the canvas and flattens it into display items and inspect nodes,
/// in paint order, in one pass.
struct DisplayListBuilder {
  private(set) var items: [DisplayItem] = []
  private(set) var nodes: [InspectNode] = []

  /// Lays out `root` with the canvas as proposal and centres it, as a window does.
  mutating func build(_ root: ResolvedView, canvas: CGSize) {
    let size = root.sizeThatFits(ProposedViewSize(canvas))
    let frame = aligned(size, in: CGRect(origin: .zero, size: canvas), .center)
    draw(root, frame, .identity, [])
  }

  /// - Parameters:
  ///   - frame: the view's layout frame, in the coordinate space `ctm` maps to the canvas.
  ///   - modifiers: inspectable modifiers around this view, outermost first.
  private mutating func draw(_ view: ResolvedView, _ frame: CGRect, _ ctm: Transform2D, _ modifiers: [InspectModifier]) {
    switch view.kind {
    case .empty, .spacer:
      break

    case .text(let run, let layout, let style):
      // One item per line, aligned within the frame the text was given.
      let lines = layout.lines(for: Double(frame.width))
      let fraction = layout.alignment == .leading ? 0 : layout.alignment == .center ? 0.5 : 1
      let block = lines.map(\.width).max() ?? 0
      for (i, line) in lines.enumerated() where !line.text.isEmpty {
        var r = run
        r.text = line.text
        let x = Double(frame.minX) + (block - line.width) * fraction
        let y = Double(frame.minY) + Double(i) * layout.lineHeight
        // A gradient spans the whole text frame; the run's space starts at the line's corner.
        r.paint = style.paint(in: frame.offsetBy(dx: -x, dy: -y))
        items.append(.text(run: r, transform: Transform2D.translation(x: x, y: y).concatenating(ctm)))
      }
      record(InspectNode(kind: .text, text: run.text, bounds: bounds(frame, ctm), modifiers: []), modifiers)

    case .shape(let kind, let fill, let stroke):
      let path = kind.path(in: frame)
      if let fill { items.append(.fill(path: path, paint: fill.paint(in: frame), rule: .nonZero, transform: ctm)) }
      if let stroke {
        items.append(.stroke(path: path, paint: stroke.paint.paint(in: frame), style: StrokeStyle(lineWidth: stroke.lineWidth),
                             transform: ctm))
      }
      var radius: Double?
      if case .roundedRectangle(let r) = kind { radius = r }
      record(InspectNode(kind: .shape, shape: kind.name, cornerRadius: radius, bounds: bounds(frame, ctm), modifiers: []), modifiers)

    case .symbol(let name, _, _, let parts):
      let toFrame = Transform2D.scale(x: frame.width, y: frame.height)
        .concatenating(.translation(x: frame.minX, y: frame.minY))
      for part in parts {
        items.append(.fill(path: part.path.applying(toFrame), paint: .solid(part.color), rule: part.rule, transform: ctm))
      }
      record(InspectNode(kind: .image, symbol: name, bounds: bounds(frame, ctm), modifiers: []), modifiers)

    case .color(let c):
      items.append(.fill(path: Path { $0.addRect(frame) }, paint: c.paint(in: frame), rule: .nonZero, transform: ctm))
      record(InspectNode(kind: .shape, shape: "Color", bounds: bounds(frame, ctm), modifiers: []), modifiers)

    case .stack(let axis, let alignment, let spacing, let children):
      let frames = StackLayout(axis: axis, spacing: spacing, children: children).frames(in: frame, alignment: alignment)
      for (child, f) in zip(children, frames) { draw(child, f, ctm, modifiers) }

    case .frame(let child, _, _, let alignment):
      let s = child.sizeThatFits(ProposedViewSize(frame.size))
      draw(child, aligned(s, in: frame, alignment), ctm, modifiers)

    case .flexibleFrame(let child, let f):
      let s = child.sizeThatFits(FlexibleFrameLayout(frame: f).childProposal(for: ProposedViewSize(frame.size)))
      draw(child, aligned(s, in: frame, f.alignment), ctm, modifiers)

    case .padding(let child, let e):
      let inner = CGRect(x: frame.minX + e.leading, y: frame.minY + e.top,
                         width: max(0, frame.width - e.leading - e.trailing), height: max(0, frame.height - e.top - e.bottom))
      draw(child, inner, ctm, modifiers)

    case .background(let child, let bg, let alignment):
      draw(bg, aligned(bg.sizeThatFits(ProposedViewSize(frame.size)), in: frame, alignment), ctm, modifiers)
      draw(child, frame, ctm, modifiers)

    case .overlay(let child, let overlay, let alignment):
      draw(child, frame, ctm, modifiers)
      draw(overlay, aligned(overlay.sizeThatFits(ProposedViewSize(frame.size)), in: frame, alignment), ctm, modifiers)

    case .clip(let child, let kind):
      items.append(.beginLayer(LayerEffect(clip: kind.path(in: frame), clipTransform: ctm)))
      draw(child, frame, ctm, modifiers)
      items.append(.endLayer)

    case .rotation(let child, let radians, let anchor):
      let m = around(anchor, frame, .rotation(radians: radians))
      draw(child, frame, m.concatenating(ctm), modifiers + [.rotation(degrees: radians * 180 / .pi)])

    case .scale(let child, let s, let anchor):
      // SwiftUI replaces a zero scale by a tiny one so the transform stays invertible.
      let sx = s.width == 0 ? 1e-6 : Double(s.width), sy = s.height == 0 ? 1e-6 : Double(s.height)
      let m = around(anchor, frame, .scale(x: sx, y: sy))
      draw(child, frame, m.concatenating(ctm), modifiers + [.scale(x: Double(s.width), y: Double(s.height))])

    case .offset(let child, let o):
      draw(child, frame.offsetBy(dx: o.width, dy: o.height), ctm, modifiers + [.offset(x: Double(o.width), y: Double(o.height))])

    case .opacity(let child, let o):
      let mods = modifiers + [.opacity(o)]
      if o >= 1 { draw(child, frame, ctm, mods); return }
      items.append(.beginLayer(LayerEffect(opacity: max(0, o))))
      draw(child, frame, ctm, mods)
      items.append(.endLayer)

    case .layer(let child, let effect):
      items.append(.beginLayer(effect))
      draw(child, frame, ctm, modifiers + [inspectModifier(for: effect)])
      items.append(.endLayer)

    case .fixedSize(let child, let h, let v):
      let s = child.sizeThatFits(ProposedViewSize(width: h ? nil : Double(frame.width), height: v ? nil : Double(frame.height)))
      draw(child, aligned(s, in: frame, .center), ctm, modifiers)

    case .aspectRatio(let child, let ratio, let fill):
      let layout = AspectRatioLayout(ratio: ratio, fill: fill)
      let s = child.sizeThatFits(layout.childProposal(for: ProposedViewSize(frame.size), child: child))
      draw(child, aligned(s, in: frame, .center), ctm, modifiers)

    case .relativeOffset(let child, let fx, let fy):
      let dx = fx * Double(frame.width), dy = fy * Double(frame.height)
      draw(child, frame.offsetBy(dx: dx, dy: dy), ctm, modifiers + [.offset(x: dx, y: dy)])

    case .layoutPriority(let child, _):
      draw(child, frame, ctm, modifiers)

    case .marker(let child, let m):
      draw(child, frame, ctm, modifiers + [m])
    }
  }

  private func inspectModifier(for e: LayerEffect) -> InspectModifier {
    if let s = e.shadow {
      return InspectModifier(name: "shadow", values: ["radius": [s.radius], "x": [s.x], "y": [s.y],
                                                      "rgba": [s.color.red, s.color.green, s.color.blue, s.color.alpha]])
    }
    return InspectModifier(name: "blur", values: ["radius": [e.blurRadius]])
  }

  /// `T(a)·M·T(−a)` with `a` the anchor in the view's layout frame.
  private func around(_ anchor: UnitPoint, _ frame: CGRect, _ m: Transform2D) -> Transform2D {
    let ax = Double(frame.minX) + anchor.x * Double(frame.width)
    let ay = Double(frame.minY) + anchor.y * Double(frame.height)
    return Transform2D.translation(x: -ax, y: -ay).concatenating(m).concatenating(.translation(x: ax, y: ay))
  }

  private func bounds(_ frame: CGRect, _ ctm: Transform2D) -> [Double] {
    let r = ctm.apply(frame)
    return [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
  }

  private mutating func record(_ node: InspectNode, _ modifiers: [InspectModifier]) {
    var n = node
    n.modifiers = modifiers.reversed()
    nodes.append(n)
  }
}
