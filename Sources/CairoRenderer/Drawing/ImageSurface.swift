import CCairo
import Foundation
import Graphics

/// An owned Cairo ARGB32 image surface: premultiplied BGRA bytes on little-endian machines.
final class ImageSurface {
  let surface: OpaquePointer
  let width: Int
  let height: Int
  let stride: Int

  init(width: Int, height: Int) throws {
    guard (1...32767).contains(width), (1...32767).contains(height) else {
      throw CairoRendererError.invalidCanvas(width: width, height: height)
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw CairoRendererError.cairo(String(cString: cairo_status_to_string(status)))
    }
    self.surface = surface
    self.width = width
    self.height = height
    stride = Int(cairo_image_surface_get_stride(surface))
  }

  deinit { cairo_surface_destroy(surface) }

  var byteCount: Int { stride * height }

  /// The pixel bytes; call `markDirty()` after writing through this pointer.
  var data: UnsafeMutablePointer<UInt8> {
    cairo_surface_flush(surface)
    return cairo_image_surface_get_data(surface)!
  }

  func markDirty() { cairo_surface_mark_dirty(surface) }

  /// The pixels that may be non-transparent (nil: all transparent), so reuse clears only those.
  var dirty: PixelBox?

  /// Makes every pixel transparent, touching only the dirty box.
  func clear() {
    guard let box = dirty else { return }
    let bytes = data
    for y in box.y0..<box.y1 {
      memset(bytes + y * stride + box.x0 * 4, 0, (box.x1 - box.x0) * 4)
    }
    markDirty()
    dirty = nil
  }

  /// Copies the pixels into `pixels`, which holds at least `byteCount` bytes with the same stride.
  func copy(into pixels: inout [UInt8]) {
    let source = UnsafePointer(data)
    pixels.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: source, count: min(byteCount, $0.count)) }
  }

  /// A copy of the pixels as a `FrameBuffer`.
  func frameBuffer() -> FrameBuffer {
    let bytes = UnsafeBufferPointer(start: UnsafePointer(data), count: byteCount)
    return FrameBuffer(width: width, height: height, bytesPerRow: stride, pixels: Array(bytes))
  }
}
