import Foundation

extension SceneRuntime {
  /// How many updates in a row at one time may call preference actions before the runtime stops
  /// calling them for that time: a reader whose action changes the value it reads would otherwise
  /// update forever. SwiftUI stops such a loop too, logging "Bound preference … tried to update
  /// multiple times per frame". Settling (a value measured, written to state, measured again equal)
  /// takes one or two rounds.
  public static let preferenceRoundsPerTime = 5

  /// The actions of the `onPreferenceChange` readers an update saw, for the values that changed:
  /// a reader new in the tree is called with its first value, a known one when its value differs
  /// from the last one it was called with. Each action then runs as an event at `time` (its state
  /// writes update the tree again before the frame). Readers gone from the tree are forgotten.
  func preferenceActions(_ observations: [PreferenceCollector.Observation], at time: Double) -> [() throws -> Void] {
    var actions: [() throws -> Void] = [], changed: [PreferenceCollector.Observation] = []
    var seen: Set<ViewIdentity> = []
    for o in observations where seen.insert(o.path).inserted {
      if state.preferenceValues[o.path] != o.value { changed.append(o) }
    }
    state.preferenceValues = state.preferenceValues.filter { seen.contains($0.key) }
    guard !changed.isEmpty else {
      state.preferenceRounds = (time, 0)
      return []
    }
    let rounds = state.preferenceRounds.time == time ? state.preferenceRounds.count + 1 : 1
    state.preferenceRounds = (time, rounds)
    if rounds > Self.preferenceRoundsPerTime {
      for o in changed where state.preferenceWarned.insert(o.reader).inserted {
        onWarning("\(o.reader) tried to update more than \(Self.preferenceRoundsPerTime) times at "
                  + "\(time) s (its action changes the value it reads); its last value is left unreported")
      }
      return []
    }
    for o in changed {
      let previous = state.preferenceValues[o.path]
      state.preferenceValues[o.path] = o.value
      actions.append { try o.action(previous) }
    }
    return actions
  }
}
