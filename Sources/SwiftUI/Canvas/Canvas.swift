import Foundation
import ViewRuntime

/// SwiftUI's `Canvas` (https://developer.apple.com/documentation/swiftui/canvas): immediate-mode
/// drawing into a `GraphicsContext`, replayed by the runtime's `CanvasView` as display items. The
/// `symbols:` views are found by their `.tag`, for `resolveSymbol(id:)`, as the interpreter does.
public struct Canvas<Symbols: View>: View, _PrimitiveView {
  public typealias Body = Never
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let symbols: Symbols?

  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
    self.renderer = renderer
    self.symbols = symbols()
  }

  public var _node: ViewNode {
    var tagged: [AnyHashable: ViewNode] = [:]
    func collect(_ node: ViewNode) {
      switch node {
      case .group(let nodes): nodes.forEach(collect)
      case .forEach(let rows): rows.forEach { collect($0.node) }
      case .modified(_, .effect(let tag as TagEffect)): tagged[tag.tag] = node
      default: break
      }
    }
    if let symbols { collect(_makeNode(symbols)) }
    let table = tagged, renderer = renderer
    return .primitive(CanvasView { context, size in
      context.symbols = table
      let failure = GraphicsContext.Failure()
      var wrapped = GraphicsContext(context, failure: failure)
      _onRenderThread { renderer(&wrapped, size) }
      context = wrapped.base
      if let error = failure.error { throw error }
    })
  }
}

extension Canvas where Symbols == EmptyView {
  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
    self.renderer = renderer
    symbols = nil
  }
}
