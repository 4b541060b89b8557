import Foundation

/// One lock for every call into the font stack (fontconfig, FreeType through cairo's FT backend,
/// Pango's fontconfig font maps), whichever rasterizer, measurer or thread makes it.
///
/// Separate font maps are not enough: cairo 1.16 keeps one process-wide table of FreeType faces
/// (`cairo-ft-font.c`, the unscaled-font map) that every font map's fonts share, and glyph loading
/// through it is not safe from two threads at once. Eight threads shaping and drawing emoji and
/// other scripts with font maps of their own crashed in libcairo in two runs of five
/// (`TextThreadingTests`). A render meets the same shape: its evaluation thread measures text with
/// Pango while its raster thread draws glyphs.
///
/// Recursive because releasing a layout (cache eviction while shaping) calls back into Pango.
/// Shaped layouts and text sprites are cached, so the lock is taken for a cache miss, not per frame.
enum FontStackLock {
  private static let lock = NSRecursiveLock()

  static func run<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
