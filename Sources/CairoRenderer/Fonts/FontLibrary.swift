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

  /// Builds the configuration, reading the fonts from the user's cache folder (see ``FontFolderCache``).
  /// Throws `missingFontFile` naming the Debian package when a file is absent.
  public convenience init(fonts: PinnedFonts = .debian) throws {
    try self.init(fonts: fonts, cache: .standard())
  }

  /// - Parameter cache: where the linked folder and fontconfig's cache live; nil adds the files one by one.
  init(fonts: PinnedFonts, cache: FontFolderCache?) throws {
    self.fonts = fonts
    config = try FontStackLock.run { try Self.makeConfig(fonts, cache: cache) }
  }

  private static func makeConfig(_ fonts: PinnedFonts, cache: FontFolderCache?) throws -> OpaquePointer {
    for file in fonts.files where !FileManager.default.fileExists(atPath: file.path) {
      throw CairoRendererError.missingFontFile(path: file.path, package: file.package)
    }
    if let cache, let folder = cache.folder(for: fonts.files), let config = try? makeConfig(fonts, folder: folder, cache: cache) {
      return config
    }
    let config = try makeConfig(fonts.fontsConf)
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

  /// The pinned files through their linked `folder`, which fontconfig reads from its cache after the
  /// first scan; throws unless every file became at least one face.
  private static func makeConfig(_ fonts: PinnedFonts, folder: String, cache: FontFolderCache) throws -> OpaquePointer {
    let escaped = cache.fontconfigCache.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    let config = try makeConfig(fonts.fontsConf.replacingOccurrences(of: "</fontconfig>", with: "  <cachedir>\(escaped)</cachedir>\n</fontconfig>"))
    let added = folder.withCString { path in
      path.withMemoryRebound(to: FcChar8.self, capacity: folder.utf8.count + 1) { FcConfigAppFontAddDir(config, $0) }
    }
    var files = Set<String>()
    if added != 0, let set = FcConfigGetFonts(config, FcSetApplication) {
      for i in 0..<Int(set.pointee.nfont) {
        var file: UnsafeMutablePointer<FcChar8>?
        if FcPatternGetString(set.pointee.fonts[i], FC_FILE, 0, &file) == FcResultMatch, let file {
          files.insert(String(cString: file))
        }
      }
    }
    guard files.count == fonts.files.count else {
      FcConfigDestroy(config)
      throw CairoRendererError.fontConfiguration("the cached font folder \(folder) does not hold every pinned file")
    }
    return config
  }

  /// A configuration with the generated fonts.conf `conf` and no fonts yet.
  private static func makeConfig(_ conf: String) throws -> OpaquePointer {
    guard let config = FcConfigCreate() else {
      throw CairoRendererError.fontConfiguration("FcConfigCreate failed")
    }
    let parsed = conf.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: conf.utf8.count + 1) {
        FcConfigParseAndLoadFromMemory(config, $0, FcBool(1))
      }
    }
    guard parsed != 0 else {
      FcConfigDestroy(config)
      throw CairoRendererError.fontConfiguration("generated fonts.conf was rejected")
    }
    return config
  }

  deinit { FontStackLock.run { FcConfigDestroy(config) } }

  /// The configuration's faces in order, as "family style index file" with links resolved (for tests
  /// comparing ways of loading the same files).
  var faces: [String] {
    FontStackLock.run {
      guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
      return (0..<Int(set.pointee.nfont)).map { i in
        let pattern = set.pointee.fonts[i]
        var family: UnsafeMutablePointer<FcChar8>?, style: UnsafeMutablePointer<FcChar8>?, file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        _ = FcPatternGetString(pattern, FC_FAMILY, 0, &family)
        _ = FcPatternGetString(pattern, FC_STYLE, 0, &style)
        _ = FcPatternGetString(pattern, FC_FILE, 0, &file)
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        let path = file.map { String(cString: $0) } ?? ""
        let real = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
        return "\(family.map { String(cString: $0) } ?? "?") \(style.map { String(cString: $0) } ?? "?") \(index) \(real)"
      }
    }
  }

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
