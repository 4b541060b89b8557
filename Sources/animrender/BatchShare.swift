import Foundation
import SceneCompiler
import SceneRendering

/// `batch --shard K/N`: this machine's share of the scenes, balanced by frames × pixels. Every
/// machine reads every scene's `Scene(…)` literals (no compiling) and computes the same split.
enum BatchShare {
  /// The scenes of shard `selection`, in their original order.
  static func scenes(_ scenes: [String], for selection: ShardSelection) -> [String] {
    let shards = WorkShare.assign(costs: scenes.map(cost), shards: selection.count)
    return zip(scenes, shards).filter { $0.1 == selection.index }.map(\.0)
  }

  /// Frames × pixels of a scene as its `Scene(…)` literals say, the defaults for what they do not
  /// (a scene without `duration:` counts the default duration: its real one is known only once it
  /// runs); positive for any scene, so a scene that does not load still goes to one shard.
  static func cost(_ scene: String) -> Int {
    let written = SceneLiteralSettings(path: scene), defaults = SceneSettings()
    func positive(_ value: Double?, _ fallback: Double) -> Double { value.map { $0 > 0 && $0.isFinite ? $0 : fallback } ?? fallback }
    let scale = min(positive(written.scale, defaults.scale), 8)
    let width = min(positive(written.width, defaults.width) * scale, 1e5), height = min(positive(written.height, defaults.height) * scale, 1e5)
    let frames = min(max(1, (positive(written.duration, defaults.duration) * positive(written.fps, defaults.fps) - 1e-9).rounded(.up)), 1e6)
    return max(1, Int(frames * width.rounded(.up) * height.rounded(.up) / 1000))
  }
}
