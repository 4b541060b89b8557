import Foundation
import SceneRendering
@_spi(AnimRender) import SwiftUI

/// A compiled scene's string catalogs (`Localizable.xcstrings` and `xx.lproj/*.strings` in its folder or
/// beside its file: ``SceneCompiler/SceneSources``), read by the host when the scene loads and handed
/// to the SwiftUI module's `LocalizedStringKey` lookups. Read at run time, not compiled in, so an edited
/// catalog never meets a stale compiled library.
public final class CompiledStrings {
  public let catalog: StringCatalog

  /// Reads `paths`; a malformed file is a ``StringCatalogError`` naming it.
  public init(paths: [String]) throws {
    catalog = try StringCatalog(paths: paths)
  }

  /// Makes these the strings the module's titles read (process-level: see `_StringLookup`).
  func install() {
    let catalog = self.catalog
    _StringLookup.template = catalog.isEmpty ? nil : { key, table, locale, numbers in
      catalog.template(key: key, table: table, locale: locale, numbers: numbers)
    }
  }
}
