@testable import CairoRenderer
import Foundation
import Testing

/// The pinned fonts read through a cached folder of links (``FontFolderCache``): the same faces in the
/// same order as adding the files one by one, one scan for any number of libraries, a new folder when
/// a file changes, and the file-by-file path when no folder can be made.
@Suite struct FontFolderCacheTests {
  private static func temporaryRoot() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    return root
  }

  @Test func cachedFolderHoldsTheSameFacesInTheSameOrder() throws {
    let root = try Self.temporaryRoot()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let direct = try FontLibrary(fonts: .debian, cache: nil)
    let cached = try FontLibrary(fonts: .debian, cache: FontFolderCache(root: root))
    let expected = direct.faces
    #expect(expected.count >= PinnedFonts.debian.files.count)
    #expect(cached.faces == expected)
    // The faces really come through the folder (else this would compare the fallback with itself).
    let sets = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix("set-") }
    #expect(sets.count == 1)
    let links = try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(sets[0])")
    #expect(links.count == PinnedFonts.debian.files.count)
  }

  @Test func laterLibrariesReadFontconfigsCache() throws {
    let root = try Self.temporaryRoot()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let cache = FontFolderCache(root: root)
    let first = try FontLibrary(fonts: .debian, cache: cache).faces
    let written = try FileManager.default.contentsOfDirectory(atPath: cache.fontconfigCache)
    #expect(written.count == 1 && written[0].contains(".cache-"))
    let stamp = try FileManager.default.attributesOfItem(atPath: "\(cache.fontconfigCache)/\(written[0])")[.modificationDate] as? Date
    let second = try FontLibrary(fonts: .debian, cache: cache).faces
    #expect(second == first)
    // Read, not written again: the same one cache file, unchanged.
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.fontconfigCache) == written)
    #expect(try FileManager.default.attributesOfItem(atPath: "\(cache.fontconfigCache)/\(written[0])")[.modificationDate] as? Date == stamp)
  }

  @Test func aChangedFontFileMakesANewFolder() throws {
    let root = try Self.temporaryRoot(), fontsDir = try Self.temporaryRoot()
    defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: fontsDir) }
    let copy = "\(fontsDir)/DejaVuSans.ttf"
    try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: copy)
    var fonts = PinnedFonts.debian
    fonts.files = [PinnedFonts.File(path: copy, package: "fonts-dejavu-core")]
    let cache = FontFolderCache(root: root)
    _ = try FontLibrary(fonts: fonts, cache: cache)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: copy)
    let library = try FontLibrary(fonts: fonts, cache: cache)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix("set-") }.count == 2)
    #expect(library.faces.count == 1)
  }

  @Test func noFolderMeansFileByFile() throws {
    // A root below a regular file can never be made.
    let library = try FontLibrary(fonts: .debian, cache: FontFolderCache(root: "/dev/null/animrender-fonts"))
    #expect(library.faces == (try FontLibrary(fonts: .debian, cache: nil)).faces)
  }

  @Test func standardRootFollowsXDGThenHome() {
    #expect(FontFolderCache.standard(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"])?.root == "/x/animrender/fonts")
    #expect(FontFolderCache.standard(environment: ["XDG_CACHE_HOME": "", "HOME": "/h"])?.root == "/h/.cache/animrender/fonts")
    #expect(FontFolderCache.standard(environment: [:]) == nil)
  }
}
