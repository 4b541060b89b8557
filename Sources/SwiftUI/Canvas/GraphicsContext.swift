import Foundation
import ViewRuntime

/// SwiftUI's `GraphicsContext` (https://developer.apple.com/documentation/swiftui/graphicscontext):
/// what a `Canvas` renderer draws with. Wraps the runtime's context, whose copies share one
/// recording as SwiftUI's do. SwiftUI's drawing calls do not throw; what the runtime refuses (a blend
/// mode it cannot composite) is kept and thrown when the renderer returns, ending the frame with it.
public struct GraphicsContext {
  var base: ViewRuntime.GraphicsContext
  let failure: Failure

  /// The first error a drawing call met, shared by every copy of the context.
  final class Failure { var error: (any Error)? }

  init(_ base: ViewRuntime.GraphicsContext, failure: Failure) { self.base = base; self.failure = failure }

  private func attempt(_ body: () throws -> Void) {
    do { try body() } catch { if failure.error == nil { failure.error = error } }
  }

  public var opacity: Double {
    get { base.opacity }
    set { base.opacity = newValue }
  }
  public var blendMode: BlendMode {
    get { BlendMode(name: base.blendMode) }
    set { base.blendMode = newValue.name }
  }
  public var transform: CGAffineTransform {
    get { CGAffineTransform(base.transform) }
    set { base.transform = newValue.transform2D }
  }

  public mutating func translateBy(x: CGFloat, y: CGFloat) { base.translateBy(x: Double(x), y: Double(y)) }
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { base.scaleBy(x: Double(x), y: Double(y)) }
  public mutating func rotate(by angle: Angle) { base.rotate(by: angle) }
  public mutating func concatenate(_ matrix: CGAffineTransform) { base.concatenate(matrix.transform2D) }

  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    var b = base
    attempt { try b.clip(to: path._path, style: style) }
    base = b
  }
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) { base.addFilter(filter.filter) }

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    attempt { try base.fill(path._path, with: shading.shading, style: style) }
  }
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    attempt { try base.stroke(path._path, with: shading.shading, style: style) }
  }
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    attempt { try base.stroke(path._path, with: shading.shading, lineWidth: Double(lineWidth)) }
  }

  /// SwiftUI's `drawLayer(content:)`: the drawing composited as one layer. An error `content`
  /// throws ends the frame with it, as the runtime's drawing errors do.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    let failure = failure
    attempt {
      try base.drawLayer { inner in
        var context = GraphicsContext(inner, failure: failure)
        do { try content(&context) } catch { if failure.error == nil { failure.error = error } }
        inner = context.base
      }
    }
  }

  // Text, images and symbols resolve to themselves: the canvas lays them out when it draws them.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(node: _onRenderThread { _makeNode(text) }) }
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(node: _onRenderThread { image._node }) }
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { base.symbols[AnyHashable(id)].map(ResolvedSymbol.init) }

  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
  public func draw(_ text: Text, in rect: CGRect) { attempt { try base.draw(resolve(text).node, in: rect) } }
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    attempt { try base.draw(text.node, at: point, anchor: anchor) }
  }
  public func draw(_ text: ResolvedText, in rect: CGRect) { attempt { try base.draw(text.node, in: rect) } }
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    attempt { try base.draw(image.node, at: point, anchor: anchor) }
  }
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    attempt { try base.draw(image.node, in: rect) }
  }
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    attempt { try base.draw(symbol.node, at: point, anchor: anchor) }
  }
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { attempt { try base.draw(symbol.node, in: rect) } }

  /// SwiftUI's `GraphicsContext.ResolvedText`.
  public struct ResolvedText { let node: ViewNode }
  /// SwiftUI's `GraphicsContext.ResolvedImage`.
  public struct ResolvedImage { let node: ViewNode }
  /// SwiftUI's `GraphicsContext.ResolvedSymbol`: a `symbols:` view found by its tag.
  public struct ResolvedSymbol { let node: ViewNode }

  /// SwiftUI's `GraphicsContext.ClipOptions`; the runtime has no inverse clip, so options are ignored.
  public struct ClipOptions: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let inverse = ClipOptions(rawValue: 1)
  }
  /// SwiftUI's `GraphicsContext.FilterOptions`; ignored.
  public struct FilterOptions: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1)
  }
  /// SwiftUI's `GraphicsContext.GradientOptions`; ignored.
  public struct GradientOptions: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }
}
