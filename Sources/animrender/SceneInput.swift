import CompiledScene
import Foundation
import SceneCompiler

/// What a command's scene argument names: a scene file, or a folder of Swift files (an app's views,
/// models and previews).
enum SceneInput {
  /// True when `path` is a folder.
  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The compiled scene's asset catalog, as the pre-pass found it (``SceneSources``: `--assets`, else
  /// `Scene(assets:)`, else the catalog beside the scene or in the folder); nil without one. A catalog
  /// that cannot be read is an error at `Scene(assets:)` when the scene names it there.
  static func assets(for path: String, catalog override: String? = nil, strict: Bool = false) throws -> CompiledAssets? {
    let sources = try SceneSources(path: path, catalog: override)
    guard let catalog = sources.catalog else { return nil }
    do { return try CompiledAssets(catalogPath: catalog, strict: strict) } catch {
      guard let place = sources.catalogPlace else { throw error }
      throw CompiledSceneError(full: "\(place): error: \(error)")
    }
  }

  /// The compiled scene's string catalogs (``SceneSources``: in the folder, or beside the file), read
  /// now; nil without any. A malformed one is an error naming the file (and its line when known).
  static func strings(for path: String) throws -> CompiledStrings? {
    let found = try SceneSources(path: path).stringCatalogs
    guard !found.isEmpty else { return nil }
    return try CompiledStrings(paths: found)
  }
}
