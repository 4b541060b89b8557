import AnimationEngine
import Foundation

/// A phase animator as a value: phases by index, the content for a phase, the animation into a phase.
public struct PhaseAnimatorNode {
  public var phaseCount: Int
  /// nil: loops for as long as the view is shown; otherwise one cycle per change of the value.
  public var trigger: AnyHashable?
  public var content: (Int) throws -> ViewNode
  /// The animation used to move *to* a phase (nil: no animation).
  public var animation: (Int) throws -> Animation?

  public init(phaseCount: Int, trigger: AnyHashable?, content: @escaping (Int) throws -> ViewNode,
              animation: @escaping (Int) throws -> Animation?) {
    self.phaseCount = phaseCount; self.trigger = trigger; self.content = content; self.animation = animation
  }
}

/// SwiftUI's `PhaseAnimator` view.
public struct PhaseAnimator: PrimitiveView {
  public let _node: ViewNode

  /// Cycles through `phases` continuously.
  public init<Phase>(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> some View,
                     animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    _node = Self.node(Array(phases), nil, content, animation)
  }

  /// Runs one cycle through `phases` each time `trigger` changes.
  public init<Phase>(_ phases: some Sequence<Phase>, trigger: some Hashable,
                     @ViewBuilder content: @escaping (Phase) -> some View,
                     animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    _node = Self.node(Array(phases), AnyHashable(trigger), content, animation)
  }

  static func node<Phase, V: View>(_ phases: [Phase], _ trigger: AnyHashable?, _ content: @escaping (Phase) -> V,
                                   _ animation: @escaping (Phase) -> Animation?) -> ViewNode {
    .phaseAnimator(PhaseAnimatorNode(
      phaseCount: phases.count, trigger: trigger,
      content: { i in phases.indices.contains(i) ? content(phases[i])._node : .empty },
      animation: { i in phases.indices.contains(i) ? animation(phases[i]) : nil }))
  }
}

extension View {
  /// SwiftUI's `phaseAnimator(_:content:animation:)`: loops through the phases.
  public func phaseAnimator<Phase>(_ phases: some Sequence<Phase>,
                                   @ViewBuilder content: @escaping (AnyView, Phase) -> some View,
                                   animation: @escaping (Phase) -> Animation? = { _ in .default }) -> AnyView {
    let me = AnyView(self)
    return AnyView(node: PhaseAnimator.node(Array(phases), nil, { content(me, $0) }, animation))
  }

  /// SwiftUI's `phaseAnimator(_:trigger:content:animation:)`: one cycle per trigger change.
  public func phaseAnimator<Phase>(_ phases: some Sequence<Phase>, trigger: some Hashable,
                                   @ViewBuilder content: @escaping (AnyView, Phase) -> some View,
                                   animation: @escaping (Phase) -> Animation? = { _ in .default }) -> AnyView {
    let me = AnyView(self)
    return AnyView(node: PhaseAnimator.node(Array(phases), AnyHashable(trigger), { content(me, $0) }, animation))
  }
}
