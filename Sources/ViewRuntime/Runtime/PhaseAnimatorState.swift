import AnimationEngine
import Foundation

/// One phase animator's place in its cycle, and what a step needs to resolve its subtree alone.
final class PhaseAnimatorState {
  var phase = 0
  var phaseCount: Int
  var trigger: AnyHashable?
  /// When the next step happens; every change gets a new `schedule` token, so the scheduler can
  /// tell its stale entries.
  var nextStep: Double? { didSet { schedule &+= 1 } }
  private(set) var schedule = 0
  var restart = false
  var restartSkipsFirst = false
  var stepping = false
  /// The animation of the step being made (set while stepping).
  var stepAnimation: Animation?
  var cycleStart = -Double.infinity
  /// Phase → when a step first moved the animator into it (for `phase:N` times).
  var firstEntered: [Int: Double] = [:]
  /// The animator as last met in an update, and the context it was met in (its subtree's inputs).
  var node: PhaseAnimatorNode
  var context: ResolveContext
  /// What its content resolved to in the last update, and where layout put it: a step whose new
  /// content answers layout as the old one did is laid out in that frame alone.
  var resolved: ResolvedView?
  var frame: CGRect?

  init(node: PhaseAnimatorNode, context: ResolveContext) {
    self.node = node
    self.context = context
    phaseCount = node.phaseCount
    trigger = node.trigger
  }

  /// The phase shown (an index into the phases).
  var shownPhase: Int { phase % max(1, phaseCount) }
}
