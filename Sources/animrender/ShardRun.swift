import ArgumentParser
import Foundation
import Graphics
import RenderPipeline
import SceneRendering

/// `animrender SCENE --shard K/N --out parts/`: renders one shard of the clip into a parts folder.
struct ShardRun {
  var options: RenderOptions
  var sharding: ShardOptions
  var scene: String

  func run(file: SceneFile, settings: RenderSettings, environment: [String: String]) throws {
    guard let (selection, source) = try sharding.selection(environment: environment) else { return }
    if options.at != nil { throw ValidationError("--at renders one still; --shard splits a clip") }
    if options.format != nil { throw ValidationError("--shard writes parts: choose the format when merging (animrender merge PARTS --out clip.gif)") }
    let plan: FramePlan
    do { plan = try options.plan(for: settings) } catch let e as PlanError { throw ValidationError(e.description) }
    if case .h264 = sharding.mode, !settings.background.isOpaqueColor {
      throw ValidationError("--segments h264 has no alpha channel: give the scene an opaque background")
    }
    let folder = URL(fileURLWithPath: options.out)
    let fm = FileManager.default
    var isFolder: ObjCBool = false
    if fm.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw ValidationError("--out '\(options.out)' is a file: --shard writes into a parts folder")
    }
    try OutputGuard(output: options.out, format: .pngSequence, inputs: [scene], noOverwrite: false).check()
    do { try fm.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
      throw CLIFailure(message: "error: cannot create parts folder '\(options.out)': \(error.localizedDescription)")
    }
    guard let text = fm.contents(atPath: scene) else { throw CLIFailure(message: "error: cannot read '\(scene)'") }
    let renderer = ShardRenderer(
      settings: settings, plan: plan, selection: selection, mode: sharding.mode,
      identity: .init(sceneName: (scene as NSString).lastPathComponent, sceneHash: ShardHash.hex(text),
                      frameSelection: options.frames ?? "all", version: Animrender.version))
    if !options.quiet {
      FileHandle.standardError.write(Data("shard \(selection) (\(source)): frames at positions \(renderer.positions.lowerBound)..<\(renderer.positions.upperBound) of \(plan.frames.count)\n".utf8))
    }
    let progress = ProgressBar(quiet: options.quiet)
    let cancellation = CancellationFlag()
    // A forced exit removes the lossless segment's temporary; H.264 segments clean up as they cancel.
    let segmentName = String(ShardManifest.fileName(shard: selection.index, of: selection.count).dropLast(5)) + ".mkv"
    let trap = SignalTrap(flag: cancellation, output: folder.appendingPathComponent(segmentName).path)
    defer { trap.end() }
    let start = Date()
    let manifest: ShardManifest
    do {
      manifest = try renderer.render(into: folder, cancellation: cancellation, progress: progress.update) { measurer in
        try file.frameSource(settings: settings, measurer: measurer)
      }
    } catch {
      if let sig = trap.received {
        throw CLIFailure(message: "error: stopped by \(SignalTrap.name(of: sig)); the shard's manifest was not written", status: 128 + sig)
      }
      throw error
    }
    let frames = manifest.end - manifest.first
    let bytes = manifest.segments.reduce(0) { $0 + $1.bytes }
    progress.finish(String(format: "wrote shard %@ to %@: %d frames in %d segment(s), %@ in %.2f s",
      selection.description, options.out, frames, manifest.segments.count, RenderRunner.humanBytes(bytes), Date().timeIntervalSince(start)))
    if options.report == "json" {
      let json: [String: Any] = ["shard": selection.index, "shardCount": selection.count, "frames": frames, "first": manifest.first,
                                 "segments": manifest.segments.map(\.file), "bytes": bytes, "variables": source]
      print(String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self))
    }
  }
}

extension RGBAColor {
  var isOpaqueColor: Bool { alpha >= 1 }
}
