import CCairo
import Foundation
import Graphics

/// PNG reading and writing through Cairo. On disk PNGs hold straight (un-premultiplied) RGBA;
/// in memory frames are premultiplied BGRA, and Cairo converts in both directions.
public enum PNGFile {
  /// Writes `frame` to `path`, through a temporary file renamed into place (never a half-written PNG).
  public static func write(_ frame: FrameBuffer, to path: String) throws {
    let surface = try ImageSurface(width: frame.width, height: frame.height)
    let data = surface.data
    let rowBytes = frame.width * 4
    frame.pixels.withUnsafeBufferPointer { src in
      for y in 0..<frame.height {
        (data + y * surface.stride).update(from: src.baseAddress! + y * frame.bytesPerRow, count: rowBytes)
      }
    }
    surface.markDirty()
    let url = URL(fileURLWithPath: path)
    let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    let status = cairo_surface_write_to_png(surface.surface, temp.path)
    guard status == CAIRO_STATUS_SUCCESS else {
      try? FileManager.default.removeItem(at: temp)
      throw CairoRendererError.png(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
    guard rename(temp.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temp)
      throw CairoRendererError.png(path: path, reason: "cannot move the written file into place (\(String(cString: strerror(errno))))")
    }
  }

  /// Reads a PNG of any colour type into a premultiplied BGRA frame.
  public static func read(_ path: String) throws -> FrameBuffer {
    guard FileManager.default.fileExists(atPath: path) else {
      throw CairoRendererError.png(path: path, reason: "no such file")
    }
    let loaded = cairo_image_surface_create_from_png(path)!
    defer { cairo_surface_destroy(loaded) }
    let status = cairo_surface_status(loaded)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoRendererError.png(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
    let width = Int(cairo_image_surface_get_width(loaded)), height = Int(cairo_image_surface_get_height(loaded))
    let surface = try ImageSurface(width: width, height: height)
    // Painting converts RGB24 / A8 / 16-bit sources into ARGB32.
    let cr = cairo_create(surface.surface)!
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, loaded, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface.surface)
    return surface.frameBuffer()
  }
}
