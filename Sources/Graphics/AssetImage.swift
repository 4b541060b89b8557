import Foundation

/// An image from an asset catalog, decoded once when the catalog is read and shared by every frame
/// that draws it (display items hold a reference, not pixels).
///
/// An image set may hold several representations (1×, 2×, 3×); the rasterizer draws the one nearest
/// its pixel scale. Vector representations (SVG, PDF) keep their source bytes and are drawn as
/// vectors at any size.
public final class AssetImage: Hashable, Sendable, CustomStringConvertible, Codable {
  /// Premultiplied BGRA rows (`width * 4` bytes each), Cairo's ARGB32 layout on little-endian machines.
  public struct Bitmap: Sendable, Codable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]
    public init(width: Int, height: Int, pixels: [UInt8]) {
      precondition(pixels.count == width * height * 4, "bitmap size mismatch")
      self.width = width; self.height = height; self.pixels = pixels
    }
  }

  public enum Source: Sendable, Codable {
    case bitmap(Bitmap)
    case svg(Data)
    case pdf(Data)
    public var isVector: Bool { if case .bitmap = self { false } else { true } }
  }

  /// One file of the set: the pixel scale it was made for (1, 2, 3; vectors 1) and its content.
  public struct Representation: Sendable, Codable {
    public let scale: Double
    public let source: Source
    public init(scale: Double, source: Source) { self.scale = scale; self.source = source }
  }

  /// The asset's name as the catalog spells it (with its namespace folders, `Icons/star`).
  public let name: String
  /// Size in points: a bitmap's pixel size over its scale, a vector's intrinsic size.
  public let size: CGSize
  public let representations: [Representation]
  /// The set's `template-rendering-intent`: drawn as a mask tinted by the foreground style.
  public let isTemplate: Bool
  /// The set's dark-appearance files, drawn in dark mode (nil: the same image in both).
  public let dark: AssetImage?

  public init(name: String, size: CGSize, representations: [Representation], isTemplate: Bool = false, dark: AssetImage? = nil) {
    precondition(!representations.isEmpty, "an asset image needs a representation")
    self.name = name; self.size = size; self.representations = representations; self.isTemplate = isTemplate
    self.dark = dark
  }

  /// The representation to draw at `pixelScale` device pixels per point: a vector if there is one,
  /// else the bitmap whose scale is nearest (the larger on a tie, as UIKit prefers sharper images).
  public func representation(forPixelScale pixelScale: Double) -> Representation {
    if let vector = representations.first(where: { $0.source.isVector }) { return vector }
    return representations.min { a, b in
      let da = abs(a.scale - pixelScale), db = abs(b.scale - pixelScale)
      return da != db ? da < db : a.scale > b.scale
    }!
  }

  public var description: String { "AssetImage(\(name), \(size.width)x\(size.height))" }

  public static func == (a: AssetImage, b: AssetImage) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
