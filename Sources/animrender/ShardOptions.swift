import ArgumentParser
import Foundation
import SceneRendering

/// `--shard K/N|auto` and the H.264 segment mode: render one share of a clip for `animrender merge`.
struct ShardOptions: ParsableArguments {
  @Option(help: ArgumentHelp(
    "Render shard K of N (1-based) into the --out folder, or 'auto' to read the job engine's variables.",
    discussion: "auto reads Slurm arrays, Kubernetes Indexed Jobs, AWS Batch arrays or ANIMRENDER_SHARD_INDEX/COUNT."))
  var shard: String?

  @Option(help: "With --shard: store 'lossless' frames (merge encodes once, any format) or closed-GOP 'h264' segments (merge only joins them).")
  var segments: String = "lossless"

  @Option(parsing: .unconditional, help: "With --segments h264: frames per segment, so cuts depend on this alone.")
  var segmentFrames: Int = 120

  init() {}

  /// The shard option alone (for `batch`).
  init(shard: String?) { self.shard = shard }

  func validate() throws {
    if !["lossless", "h264"].contains(segments) { throw ValidationError("--segments takes lossless or h264 (got '\(segments)')") }
    if !(1...100_000).contains(segmentFrames) { throw ValidationError("--segment-frames takes 1 to 100000 (got \(segmentFrames))") }
    if shard == nil && segments != "lossless" { throw ValidationError("--segments only applies with --shard") }
    if let shard, shard != "auto" { _ = try Self.usage { try ShardSelection(parsing: shard) } }
  }

  /// The shard to render, or nil without `--shard`. `environment` is read only for `auto`; what was
  /// read is returned for the user to see.
  func selection(environment: [String: String]) throws -> (ShardSelection, source: String)? {
    guard let shard else { return nil }
    if shard != "auto" { return (try Self.usage { try ShardSelection(parsing: shard) }, "--shard \(shard)") }
    let resolved = try Self.usage { try ShardEnvironment.resolve(environment) }
    return (resolved.selection, resolved.source)
  }

  var mode: ShardRenderer.Mode { segments == "h264" ? .h264(segmentFrames: segmentFrames) : .lossless }

  static func usage<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as ShardError { throw ValidationError(e.description) }
  }
}
