import Foundation
import ViewRuntime

/// SwiftUI's `PhaseAnimator`: cycles through `phases`, animating into each with `animation(phase)`;
/// continuously, or once per change of `trigger`
/// (https://developer.apple.com/documentation/swiftui/phaseanimator).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, _PrimitiveView {
  public typealias Body = Never
  let phases: [Phase]
  let trigger: AnyHashable?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?

  /// Runs one cycle through `phases` each time `trigger` changes.
  public init(_ phases: some Sequence<Phase>, trigger: some Equatable,
              @ViewBuilder content: @escaping (Phase) -> Content,
              animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    self.phases = Array(phases); self.trigger = EquatableValue.key(trigger)
    self.content = content; self.animation = animation
  }

  /// Cycles through `phases` for as long as the view is shown.
  public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
              animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    self.phases = Array(phases); self.trigger = nil
    self.content = content; self.animation = animation
  }

  public var _node: ViewNode {
    let content = self.content
    return phaseAnimatorNode(phases, trigger, content: { _makeNode(content($0)) }, animation: animation)
  }
}

/// The runtime's phase animator: phases by index, as the interpreter builds it.
@MainActor func phaseAnimatorNode<Phase>(_ phases: [Phase], _ trigger: AnyHashable?,
                                         content: @escaping @MainActor (Phase) -> ViewNode,
                                         animation: @escaping (Phase) -> Animation?) -> ViewNode {
  .phaseAnimator(PhaseAnimatorNode(
    phaseCount: phases.count, trigger: trigger,
    content: { i in phases.indices.contains(i) ? _onRenderThread { content(phases[i]) } : .empty },
    animation: { i in phases.indices.contains(i) ? animation(phases[i]) : nil }))
}

extension View {
  /// SwiftUI's `phaseAnimator(_:trigger:content:animation:)`: one cycle per change of `trigger`.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let list = Array(phases), key = EquatableValue.key(trigger)
    return _transformed { node in
      phaseAnimatorNode(list, key, content: { _makeNode(content(PlaceholderContentView(node: node), $0)) },
                                           animation: animation)
    }
  }

  /// SwiftUI's `phaseAnimator(_:content:animation:)`: cycles continuously.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let list = Array(phases)
    return _transformed { node in
      phaseAnimatorNode(list, nil, content: { _makeNode(content(PlaceholderContentView(node: node), $0)) },
                                           animation: animation)
    }
  }
}
