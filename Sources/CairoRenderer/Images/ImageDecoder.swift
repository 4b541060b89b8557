import CCairo
import CImageShim
import Foundation
import Graphics

/// Reads one image file of an asset catalog into what the rasterizer draws: PNG through Cairo,
/// JPEG through gdk-pixbuf (libjpeg), SVG through librsvg and PDF (first page) through poppler-glib.
/// Bitmaps are decoded here, once; vectors are checked and measured here and drawn as vectors.
public enum ImageDecoder {
  /// A decoded file and its size at scale 1: pixels for bitmaps, points for vectors.
  public struct Decoded: Sendable {
    public let source: AssetImage.Source
    public let size: CGSize
  }

  /// The largest bitmap side accepted (Cairo's own limit is 32767).
  public static let maxDimension = 16384

  public static func decode(file path: String) throws -> Decoded {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ImageDecodingError(path: path, reason: "cannot read the file")
    }
    let ext = (path as NSString).pathExtension.lowercased()
    switch ext {
    case "png": return try decodePNG(path)
    case "jpg", "jpeg": return try decodeRaster(data, path: path)
    case "svg": return try measureVector(kind: 0, data, path: path)
    case "pdf": return try measureVector(kind: 1, data, path: path)
    default:
      throw ImageDecodingError(path: path, reason: "unsupported image type '.\(ext)' (PNG, JPEG, SVG and PDF are read)")
    }
  }

  private static func decodePNG(_ path: String) throws -> Decoded {
    let surface = cairo_image_surface_create_from_png(path)!
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw ImageDecodingError(path: path, reason: "not a PNG Cairo can read (\(String(cString: cairo_status_to_string(status))))")
    }
    let format = cairo_image_surface_get_format(surface)
    let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
    try checkSize(w, h, path)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let base = cairo_image_surface_get_data(surface) else { throw ImageDecodingError(path: path, reason: "no pixel data") }
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    switch format {
    case CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24:
      let opaque = format == CAIRO_FORMAT_RGB24  // RGB24 leaves the alpha byte undefined
      pixels.withUnsafeMutableBufferPointer { out in
        for y in 0..<h {
          let row = base + y * stride
          for x in 0..<(w * 4) { out[y * w * 4 + x] = row[x] }
          if opaque { for x in 0..<w { out[(y * w + x) * 4 + 3] = 255 } }
        }
      }
    case CAIRO_FORMAT_A8:
      // Grey-with-alpha PNGs load as A8 only when they have no colour; treat coverage as black ink.
      pixels.withUnsafeMutableBufferPointer { out in
        for y in 0..<h { for x in 0..<w { out[(y * w + x) * 4 + 3] = base[y * stride + x] } }
      }
    default:
      throw ImageDecodingError(path: path, reason: "unsupported PNG pixel format")
    }
    return Decoded(source: .bitmap(AssetImage.Bitmap(width: w, height: h, pixels: pixels)), size: CGSize(width: w, height: h))
  }

  private static func decodeRaster(_ data: Data, path: String) throws -> Decoded {
    var w: Int32 = 0, h: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let decoded = data.withUnsafeBytes { raw in
      imageshim_decode_raster(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &w, &h, &message, message.count)
    }
    guard let decoded else { throw ImageDecodingError(path: path, reason: String(cString: message)) }
    defer { imageshim_free(decoded) }
    try checkSize(Int(w), Int(h), path)
    let pixels = [UInt8](UnsafeBufferPointer(start: decoded, count: Int(w) * Int(h) * 4))
    return Decoded(source: .bitmap(AssetImage.Bitmap(width: Int(w), height: Int(h), pixels: pixels)), size: CGSize(width: Int(w), height: Int(h)))
  }

  private static func measureVector(kind: Int32, _ data: Data, path: String) throws -> Decoded {
    var w = 0.0, h = 0.0
    var message = [CChar](repeating: 0, count: 256)
    let handle = data.withUnsafeBytes { raw in
      imageshim_vector_load(kind, raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &w, &h, &message, message.count)
    }
    guard let handle else { throw ImageDecodingError(path: path, reason: String(cString: message)) }
    imageshim_vector_free(handle)
    guard w.isFinite, h.isFinite, w <= Double(maxDimension), h <= Double(maxDimension) else {
      throw ImageDecodingError(path: path, reason: "image size \(w)x\(h) is out of range")
    }
    return Decoded(source: kind == 0 ? .svg(data) : .pdf(data), size: CGSize(width: w, height: h))
  }

  private static func checkSize(_ w: Int, _ h: Int, _ path: String) throws {
    guard w > 0, h > 0, w <= maxDimension, h <= maxDimension else {
      throw ImageDecodingError(path: path, reason: "image size \(w)x\(h) is out of range (1…\(maxDimension) pixels a side)")
    }
  }
}

/// An image file that could not be read; the description is the one-line message users see.
public struct ImageDecodingError: Error, CustomStringConvertible, Equatable {
  public let path: String
  public let reason: String
  public var description: String { "\(path): \(reason)" }
}
