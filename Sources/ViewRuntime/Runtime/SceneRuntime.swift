import Foundation
import Graphics

/// Runs a scene: the root view, its state and animations, answering display lists for any time.
public final class SceneRuntime {
  public let canvasSize: CGSize
  public let background: RGBAColor
  let root: ViewNode
  let measurer: any TextMeasurer
  var state: [String: [String: AnyHashable]] = [:]

  public init(root: some View, canvasSize: CGSize, background: RGBAColor = .white, taps: [Double] = [],
              measurer: any TextMeasurer) throws {
    guard canvasSize.width > 0, canvasSize.height > 0, canvasSize.width.isFinite, canvasSize.height.isFinite else {
      throw ViewRuntimeError.invalidCanvas(width: Double(canvasSize.width), height: Double(canvasSize.height))
    }
    self.root = root._node
    self.canvasSize = canvasSize
    self.background = background
    self.measurer = measurer
  }

  /// The display list and inspect nodes of the frame at time `t` (seconds).
  public func render(at t: Double, frame: Int = 0) throws -> (DisplayList, FrameInspection) {
    guard t.isFinite, t >= 0 else { throw ViewRuntimeError.invalidTime(t) }
    let resolver = TreeResolver(measurer: measurer, host: self)
    let tree = try resolver.resolveRoot(root)
    var builder = DisplayListBuilder()
    builder.build(tree, canvas: canvasSize)
    return (DisplayList(size: canvasSize, background: background, items: builder.items),
            FrameInspection(time: t, frame: frame, nodes: builder.nodes))
  }

  public func displayList(at t: Double) throws -> DisplayList { try render(at: t).0 }

  public func inspect(at t: Double, frame: Int = 0) throws -> FrameInspection { try render(at: t, frame: frame).1 }
}

extension SceneRuntime: ResolverHost, StateStorage {
  func presentation(of key: String, model: [Double], context: ResolveContext) -> [Double] { model }

  func body(of component: ComponentNode, at path: String) -> ViewNode {
    component.body(StateAccess(instance: path, slots: component.state, storage: self))
  }

  func read(_ instance: String, _ name: String) -> AnyHashable? { state[instance]?[name] }

  func write(_ instance: String, _ name: String, _ value: AnyHashable) { state[instance, default: [:]][name] = value }
}
