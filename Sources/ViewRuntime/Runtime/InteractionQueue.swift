import Foundation

/// The scripted events of one simulation, broken into the moments a finger acts: a tap is one
/// moment; a long press is its touch down, the moment its minimum duration passes and its lift; a
/// drag is its touch down, one move per sample and its lift; typing is one moment per character.
/// A step's later moments are scheduled when its first one finds the target.
final class InteractionQueue {
  enum Step {
    case begin(Int)
    case pressFire(Int)
    case pressEnd(Int)
    case dragMove(Int, sample: Int, of: Int)
    case typeCharacter(Int, index: Int)
  }

  /// A drag under way: its handler's identity, where the touch started and where it goes.
  struct DragSession {
    var key: String
    var handlers: DragHandlers
    var start: CGPoint
    var end: CGPoint
    /// The dragged view's frame origin at the touch (local coordinates are relative to it).
    var origin: CGPoint
    var duration: Double
    var active = false
  }

  struct Pending {
    var time: Double
    var sequence: Int
    var step: Step
  }

  let script: InteractionScript
  private var pending: [Pending] = []
  private var sequence = 0
  /// Handlers found by each event's first moment.
  var presses: [Int: InteractionNode] = [:]
  var drags: [Int: DragSession] = [:]
  var fields: [Int: InteractionNode] = [:]
  /// The interactive views of the last update (see ``InteractionMap``).
  var map = InteractionMap()

  init(script: InteractionScript) {
    self.script = script
    reset()
  }

  /// Back to the start of the simulation.
  func reset() {
    pending = []
    sequence = 0
    presses = [:]; drags = [:]; fields = [:]
    map = InteractionMap()
    for i in script.events.indices { schedule(.begin(i), at: script.events[i].time) }
  }

  func schedule(_ step: Step, at time: Double) {
    sequence += 1
    let entry = Pending(time: time, sequence: sequence, step: step)
    let i = pending.firstIndex { ($0.time, $0.sequence) > (time, sequence) } ?? pending.count
    pending.insert(entry, at: i)
  }

  var nextTime: Double? { pending.first?.time }

  func pop() -> Step? { pending.isEmpty ? nil : pending.removeFirst().step }
}
