import Foundation
import SceneRendering

/// `batch --shard K/N`: this machine's share of the scenes, balanced by frames × pixels. Every
/// machine loads every scene's settings (cheap next to rendering) and computes the same split.
enum BatchShare {
  /// The scenes of shard `selection`, in their original order.
  static func scenes(_ scenes: [String], for selection: ShardSelection) -> [String] {
    let shards = WorkShare.assign(costs: scenes.map(cost), shards: selection.count)
    return zip(scenes, shards).filter { $0.1 == selection.index }.map(\.0)
  }

  /// Frames × pixels of a scene as its own Scene(…) renders it; 1 for a scene that does not load
  /// (it fails quickly on whichever machine gets it, and is reported there).
  static func cost(_ scene: String) -> Int {
    guard let file = try? SceneFile(path: scene, printSink: { _ in }), let s = try? file.baseSettings() else { return 1 }
    let frames = max(1, Int((s.duration * Double(s.fps) - 1e-9).rounded(.up)))
    return frames * s.pixelWidth * s.pixelHeight
  }
}
