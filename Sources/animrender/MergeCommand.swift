import ArgumentParser
import Foundation
import MediaIO
import RenderPipeline
import SceneRendering

/// `animrender merge parts/ --out clip.mp4`: checks a folder of shards and writes the clip once.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join the parts that `animrender SCENE --shard K/N --out PARTS/` rendered into one clip.",
    discussion: """
      Every shard must be present exactly once, rendered from the same scene with the same settings, \
      animrender version and pixel fingerprint (library versions, fonts, CPU); otherwise merge names what \
      is missing or mismatched and writes nothing. Lossless parts are encoded once, through the same \
      encoder a single render uses: with equal options (and a fixed --threads) the file is byte-identical \
      to rendering on one machine. H.264 segments (--segments h264) are joined without encoding, into .mp4 only.
      """)

  @Argument(help: "The parts folder the shards wrote.")
  var parts: String

  @Option(name: [.short, .long], help: "Output file (.mp4 .gif .webm .mov) or folder/ for a PNG sequence.")
  var out: String

  @Option(help: "Output format, overriding the extension: mp4, webm, mov, gif, png-sequence.")
  var format: String?

  @OptionGroup var encoding: EncodingOptions

  @OptionGroup var reporting: ReportingOptions
  var quiet: Bool { reporting.quiet }
  var report: String? { reporting.report }
  var noOverwrite: Bool { reporting.noOverwrite }

  /// The encoding options as settings; the shards supply size, rate, duration and background.
  func baseSettings() throws -> RenderSettings {
    var s = RenderSettings()
    if let format {
      guard let f = SinkFactory.formatNames.first(where: { $0.0 == format })?.1 else {
        throw ValidationError("unknown --format '\(format)' (expected \(SinkFactory.formatNames.map(\.0).joined(separator: ", ")))")
      }
      s.format = f
    } else {
      do { s.format = try OutputFormat(path: out) } catch { throw ValidationError(String(describing: error)) }
    }
    if s.format == .png { throw ValidationError("merge writes a clip: use .mp4, .gif, .webm, .mov or a folder/ for PNG frames") }
    try encoding.apply(to: &s)
    return s
  }

  func run() throws {
    let base = try baseSettings()
    try CLIFailure.wrap {
      let checked: ShardParts
      do { checked = try ShardParts(folder: URL(fileURLWithPath: parts)) } catch let e as ShardError { throw CLIFailure(message: "error: \(e)") }
      let merger = ShardMerger(parts: checked)
      let settings = merger.settings(over: base)
      if settings.background.alpha < 1, !settings.format.supportsAlpha {
        throw ValidationError("the shards were rendered transparent and .\((out as NSString).pathExtension) has no alpha channel: use .webm, .mov, .gif or a PNG folder")
      }
      let inputs = checked.segments.map { checked.folder.appendingPathComponent($0.file).path }
        + checked.manifests.map { checked.folder.appendingPathComponent(ShardManifest.fileName(shard: $0.shard, of: $0.shardCount)).path }
      try OutputGuard(output: out, format: settings.format, inputs: inputs, noOverwrite: noOverwrite).check()
      let progress = ProgressBar(quiet: quiet)
      let cancellation = CancellationFlag()
      let trap = SignalTrap(flag: cancellation, output: out)
      defer { trap.end() }
      let start = Date()
      let frames: Int
      do {
        frames = try merger.merge(to: out, settings: base, cancellation: cancellation)
      } catch {
        if let sig = trap.received {
          throw CLIFailure(message: "error: stopped by \(SignalTrap.name(of: sig)); nothing was written", status: 128 + sig)
        }
        if let e = error as? ShardError { throw CLIFailure(message: "error: \(e)") }
        throw error
      }
      let bytes = RenderRunner.size(of: out)
      let wall = Date().timeIntervalSince(start)
      progress.finish(String(format: "merged %d shards into %@: %d frames, %dx%d px, %@ in %.2f s",
        checked.manifests.count, out, frames, settings.pixelWidth, settings.pixelHeight, RenderRunner.humanBytes(bytes), wall))
      if report == "json" {
        let json: [String: Any] = ["path": out, "shards": checked.manifests.count, "frames": frames, "bytes": bytes,
                                   "storage": checked.storage.rawValue, "wallTime": (wall * 1000).rounded() / 1000]
        print(String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self))
      }
    }
  }
}
