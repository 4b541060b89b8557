import RenderPipeline

/// Named encoder settings; `--quality` picks one, `--crf`/`--preset` override single fields.
///
/// This table is the only place the presets are defined: the CLI's help text is generated from it.
public struct QualityPreset: Equatable, Sendable {
  public var name: String
  /// x264 constant rate factor (lower is better); VP9 uses `crf + 10`, capped at 63.
  public var crf: Int
  /// x264 speed preset.
  public var preset: String
  public var summary: String

  public static let all: [QualityPreset] = [
    QualityPreset(name: "low", crf: 28, preset: "veryfast", summary: "small files, quick drafts"),
    QualityPreset(name: "medium", crf: 23, preset: "medium", summary: "x264's defaults"),
    QualityPreset(name: "high", crf: 20, preset: "medium", summary: "default: crisp demo clips"),
    QualityPreset(name: "max", crf: 16, preset: "slow", summary: "near-lossless, large files"),
  ]

  public static let `default` = all[2]

  public static func named(_ name: String) throws -> QualityPreset {
    guard let p = all.first(where: { $0.name == name }) else {
      throw PlanError("unknown quality '\(name)' (expected \(all.map(\.name).joined(separator: ", ")))")
    }
    return p
  }

  /// One line per preset, for `--help`.
  public static var helpText: String {
    all.map { "\($0.name) (crf \($0.crf), \($0.preset)): \($0.summary)" }.joined(separator: "; ")
  }
}
