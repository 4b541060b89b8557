import Foundation
import Graphics
import SceneRendering
@_spi(AnimRender) import SwiftUI
import ViewRuntime

/// A compiled scene's asset catalog (`Assets.xcassets` beside the file, or the `.xcassets` inside a
/// folder), read as the interpreter reads it and handed to the SwiftUI module's `Color("name")` and
/// `Image("name")` (and the generated `Color(.name)`, `Image(.name)`).
public final class CompiledAssets {
  let catalog: AssetCatalog
  /// Told about a name the catalog lacks, once per name (kept for `--report json`).
  let log: WarningLog
  private var warned: Set<String> = []
  private let lock = NSLock()

  public init(catalogPath: String, log: WarningLog = .shared) throws {
    catalog = try AssetCatalog(path: catalogPath)
    self.log = log
  }

  /// Makes this the catalog the module's asset initializers read (process-level: see `_AssetLookup`).
  func install() {
    _AssetLookup.color = { [self] name in
      if let color = try? catalog.color(named: name) { return color }
      missing("colour", name)
      return nil
    }
    _AssetLookup.imageView = { [self] name in
      let image = (try? catalog.image(named: name)) ?? nil
      if image == nil { missing("image", name) }
      return AssetImageView(name: name, image: image)
    }
  }

  private func missing(_ kind: String, _ name: String) {
    lock.lock()
    let first = warned.insert(kind + name).inserted
    lock.unlock()
    if first { log.warn(file: catalog.path, "no \(kind) named '\(name)' in the asset catalog; drawing a placeholder") }
  }
}
