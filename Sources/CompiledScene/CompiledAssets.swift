import Foundation
import Graphics
import SceneCompiler
import SceneRendering
@_spi(AnimRender) import SwiftUI
import ViewRuntime

/// A compiled scene's asset catalog (`--assets`, `Scene(assets:)`, `Assets.xcassets` beside the file,
/// or the `.xcassets` inside a folder: ``SceneSources``), handed to the SwiftUI module's
/// `Color("name")` and `Image("name")` (and the generated `Color(.name)`, `Image(.name)`).
///
/// A name the catalog lacks draws SwiftUI's placeholder and is named once on standard error, at the
/// call's `file:line:col` when the scene writes it as a literal; with `strict` it is an error instead,
/// raised at the frame that met it (``failure``, thrown by `CompiledProgram.checkErrors()`).
public final class CompiledAssets {
  let catalog: AssetCatalog
  /// Told about a name the catalog lacks, once per name (kept for `--report json`).
  let log: WarningLog
  let strict: Bool
  /// Where each literal asset name is written (keys: `ScenePrepass.assetPlaceKey`), from the library.
  public var places: [String: String] = [:]
  private var warned: Set<String> = []
  private var firstFailure: CompiledSceneError?
  private let lock = NSLock()

  public init(catalogPath: String, strict: Bool = false, log: WarningLog = .shared) throws {
    catalog = try AssetCatalog(path: catalogPath)
    self.strict = strict
    self.log = log
  }

  /// Under `strict`, the first missing asset.
  var failure: CompiledSceneError? {
    lock.lock()
    defer { lock.unlock() }
    return firstFailure
  }

  /// Makes this the catalog the module's asset initializers read (process-level: see `_AssetLookup`).
  func install() {
    _AssetLookup.color = { [self] name in
      if let color = try? catalog.color(named: name) { return color }
      missing("color", name)
      return nil
    }
    _AssetLookup.imageView = { [self] name in
      let image = (try? catalog.image(named: name)) ?? nil
      if image == nil { missing("image", name) }
      return AssetImageView(name: name, image: image)
    }
  }

  /// Records that `name` was already reported (a generated name without its set: ``AssetPlaceholderReport``).
  func markReported(kind: String, name: String) {
    lock.lock()
    warned.insert(kind + "\t" + name)
    lock.unlock()
  }

  private func missing(_ kind: String, _ name: String) {
    let message = "no \(kind) named '\(name)' in the asset catalog \(catalog.path)"
    let place = places[ScenePrepass.assetPlaceKey(kind: kind, name: name)]
    lock.lock()
    let first = warned.insert(kind + "\t" + name).inserted
    if strict && firstFailure == nil {
      firstFailure = CompiledSceneError(full: "\(place ?? catalog.path): error: \(message)")
    }
    lock.unlock()
    guard first, !strict else { return }
    // `file:line:col`: the file may itself hold colons, so the numbers are taken from the end.
    if let place, let (file, line, column) = Self.split(place) {
      log.warn(file: file, line: line, column: column, message + "; drawing a placeholder")
    } else {
      log.warn(file: catalog.path, message + "; drawing a placeholder")
    }
  }

  static func split(_ place: String) -> (String, Int, Int)? {
    let parts = place.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
    return (parts.dropLast(2).joined(separator: ":"), line, column)
  }
}
