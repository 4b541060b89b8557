import Foundation
import SwiftSyntax
import ViewRuntime

extension SceneProgram {
  /// The clock settings of a render: `date` and `seed` where given (the CLI's `--date`, `--seed`),
  /// else the scene's `Scene(date:seed:)`, else the defaults.
  public func clockSettings(date: Double? = nil, seed: UInt64? = nil) -> ClockSettings {
    ClockSettings(epoch: date ?? configuration.date ?? ClockSettings.defaultEpoch,
                  seed: seed ?? configuration.seed ?? ClockSettings.defaultSeed)
  }

  /// The root view, built on `clock` (a `Date()` or a random number in a stored property's default
  /// reads the render's date and seed).
  public func makeRootView(clock: ClockSettings) throws(SceneError) -> AnyView {
    let builder = RuntimeClock(settings: clock)
    // Bound on the interpreter's thread (an entry hops to the large stack; the nested one does not).
    return try entry { try RuntimeClock.$current.withValue(builder) { try makeRootView() } }
  }

  /// `Scene(date:)`: an ISO 8601 string or a `Date`.
  static func sceneDate(_ value: Value, _ node: LabeledExprSyntax) throws -> Double {
    if let d = value.host(SceneDate.self) { return d.seconds }
    if let text = value.asString, let seconds = ClockSettings.parseDate(text) { return seconds }
    throw EvalError(node.expression, "Scene 'date' must be an ISO 8601 date like \"2024-05-01T10:00:00Z\"")
  }
}
