import Foundation
import SceneCompiler
import SceneRendering

/// What a loaded scene says about its generated asset names that no catalog has (``AssetPlaceholders``):
/// one warning per name at its first use, as swiftc would place it, when the scene loads (so a name in
/// a branch no frame reaches is reported too); under `--strict` the first is an error and nothing is
/// rendered.
public struct AssetPlaceholderReport {
  public let entries: [(kind: String, name: String, place: String)]
  /// The scene's catalog, when it has one (the names are then missing from it).
  public let assets: CompiledAssets?

  public init(program: CompiledProgram, assets: CompiledAssets?) {
    entries = program.assetPlaceholders
    self.assets = assets
  }

  public func message(kind: String, name: String) -> String {
    "no \(kind) set for the generated name '.\(name)' "
      + (assets.map { "in the asset catalog \($0.catalog.path)" } ?? "(the scene has no asset catalog)")
  }

  /// Warns for each name, or under `strict` throws the first as an error at its place.
  public func report(strict: Bool, log: WarningLog = .shared) throws {
    for entry in entries {
      let text = message(kind: entry.kind, name: entry.name)
      if strict { throw CompiledSceneError(full: "\(entry.place): error: \(text)") }
      // Drawing it must not warn a second time (naming the catalog instead of the use).
      assets?.markReported(kind: entry.kind, name: entry.name)
      if let (file, line, column) = CompiledAssets.split(entry.place) {
        log.warn(file: file, line: line, column: column, text + "; drawing a placeholder")
      } else {
        log.warn(file: entry.place, text + "; drawing a placeholder")
      }
    }
  }
}
