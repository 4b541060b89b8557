import CompiledScene
import Foundation
import SceneCompiler

/// What a command's scene argument names: a scene file, or a folder of Swift files (an app's views,
/// models and previews) that only the compiled front end runs.
enum SceneInput {
  /// True when `path` is a folder.
  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// True when the scenes must be compiled whatever `--front-end` says: a folder, or `--view`.
  static func needsCompiler(_ scenes: [String], view: String?) -> Bool {
    view != nil || scenes.contains(where: isFolder)
  }

  /// The compiled scene's asset catalog, as the pre-pass found it (``SceneSources``); nil without one.
  static func assets(for path: String) throws -> CompiledAssets? {
    guard let catalog = try SceneSources(path: path).catalog else { return nil }
    return try CompiledAssets(catalogPath: catalog)
  }
}
