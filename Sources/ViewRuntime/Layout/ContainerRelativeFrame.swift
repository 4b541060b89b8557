import Foundation

/// `.containerRelativeFrame(_:count:span:spacing:alignment:)` and its closure form: a frame sized from
/// the nearest container: the visible size of the enclosing scroll view, else the screen's safe area on
/// a device. On a plain canvas with no scroll view around, the container is what the view is offered
/// (choice: the root's proposal is the canvas, which is what an app's window would be).
/// With `count` and `span`: `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`,
/// Apple's documented formula. https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)
public struct ContainerRelativeFrame: ViewEffect, ResolvableEffect {
  public var axes: Edge.Set
  public var alignment: Alignment
  /// The length on one axis from the container's length on it; `true` for the vertical axis.
  public var length: (Double, Bool) throws -> Double

  public init(axes: Edge.Set, alignment: Alignment = .center, length: @escaping (Double, Bool) throws -> Double) {
    self.axes = axes; self.alignment = alignment; self.length = length
  }

  public init(axes: Edge.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center) {
    let n = Double(max(1, count)), s = Double(max(1, span))
    self.init(axes: axes, alignment: alignment) { size, _ in
      max(0, (size - spacing * (n - 1)) / n * s + spacing * (s - 1))
    }
  }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let container = r.environment.layoutContainer
    return ResolvedView(.effect(try r.content(), Drawer(
      container: container, horizontal: !axes.isDisjoint(with: .horizontal), vertical: !axes.isDisjoint(with: .vertical),
      alignment: alignment, length: length)))
  }

  struct Drawer: DrawnEffect {
    let container: LayoutContainer
    let horizontal: Bool
    let vertical: Bool
    let alignment: Alignment
    let length: (Double, Bool) throws -> Double

    var isTransparentToLayout: Bool { false }

    private func containerSize(_ p: ProposedViewSize) -> (Double?, Double?) {
      if let s = container.scrollBox?.size { return (Double(s.width), Double(s.height)) }
      if let safe = container.safeRect { return (Double(safe.width), Double(safe.height)) }
      return (p.width, p.height)
    }

    /// The frame's fixed sizes (nil on axes it leaves to the content). A length closure that throws
    /// leaves the axis to the content; the error surfaces when the scene's closure is next run by the interpreter.
    func frameSize(_ p: ProposedViewSize) -> (Double?, Double?) {
      let (cw, ch) = containerSize(p)
      let w = horizontal ? cw.flatMap { $0.isFinite ? try? length($0, false) : nil } : nil
      let h = vertical ? ch.flatMap { $0.isFinite ? try? length($0, true) : nil } : nil
      return (w, h)
    }

    func sizeThatFits(_ content: ResolvedView, _ p: ProposedViewSize) -> CGSize {
      let (w, h) = frameSize(p)
      let c = content.sizeThatFits(ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
      return CGSize(width: w ?? Double(c.width), height: h ?? Double(c.height))
    }

    func draw(_ content: ResolvedView, _ place: EffectPlacement, _ out: inout DisplayListBuilder) throws {
      var c = place
      c.laidOut = aligned(content.sizeThatFits(ProposedViewSize(place.laidOut.size)), in: place.laidOut, alignment)
      try out.draw(content, c)
    }
  }
}
