import ArgumentParser
import Foundation
import SceneRendering
import ViewRuntime

/// `--seed` and `--date`: the scene's random numbers and what `Date()` means, for every command that
/// runs a scene. Values passed down in `RenderSettings`, never global.
struct ClockOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Seed of the scene's random numbers (a whole number; overrides Scene(seed:)).")
  var seed: UInt64?

  @Option(help: "The date at time 0, ISO 8601 (2024-05-01T10:00:00Z); default 2024-01-01T09:41:00Z (overrides Scene(date:)).")
  var date: String?

  func validate() throws {
    if let date, ClockSettings.parseDate(date) == nil {
      throw ValidationError("--date takes an ISO 8601 date like 2024-05-01T10:00:00Z (got '\(date)')")
    }
  }

  func apply(to settings: inout RenderSettings) {
    if let seed { settings.seed = seed }
    if let date { settings.date = ClockSettings.parseDate(date) }
  }
}
