import CCairo
import Foundation
import Graphics

/// A fontconfig configuration of the project's own: the generated fonts.conf plus the pinned font
/// files and nothing else. Not the process-wide `FONTCONFIG_FILE`; each Pango font map is attached to it.
///
/// Immutable once built; fontconfig configurations are safe to query from several threads.
public final class FontLibrary: @unchecked Sendable {
  public let fonts: PinnedFonts
  let config: OpaquePointer

  /// Builds the configuration. Throws `missingFontFile` naming the Debian package when a file is absent.
  public init(fonts: PinnedFonts = .debian) throws {
    self.fonts = fonts
    config = try FontStackLock.run { try Self.makeConfig(fonts) }
  }

  private static func makeConfig(_ fonts: PinnedFonts) throws -> OpaquePointer {
    for file in fonts.files where !FileManager.default.fileExists(atPath: file.path) {
      throw CairoRendererError.missingFontFile(path: file.path, package: file.package)
    }
    guard let config = FcConfigCreate() else {
      throw CairoRendererError.fontConfiguration("FcConfigCreate failed")
    }
    let conf = fonts.fontsConf
    let parsed = conf.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: conf.utf8.count + 1) {
        FcConfigParseAndLoadFromMemory(config, $0, FcBool(1))
      }
    }
    guard parsed != 0 else {
      FcConfigDestroy(config)
      throw CairoRendererError.fontConfiguration("generated fonts.conf was rejected")
    }
    for file in fonts.files {
      let added = file.path.withCString { path in
        path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
          FcConfigAppFontAddFile(config, $0)
        }
      }
      guard added != 0 else {
        FcConfigDestroy(config)
        throw CairoRendererError.fontConfiguration("fontconfig could not read \(file.path) (package \(file.package))")
      }
    }
    return config
  }

  deinit { FontStackLock.run { FcConfigDestroy(config) } }

  /// A new Pango font map that sees only this library's fonts. Pango font maps are not thread-safe,
  /// so every rasterizer and measurer makes its own.
  func makeFontMap() -> UnsafeMutablePointer<PangoFontMap> {
    FontStackLock.run {
      let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
      pango_fc_font_map_set_config(OpaquePointer(map), config)
      return map
    }
  }
}
