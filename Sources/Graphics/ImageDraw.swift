import Foundation

/// An asset image drawn into `rect` (item space) under `transform`: SwiftUI's `Image` of a catalog
/// image, stretched to its frame.
public struct ImageDraw: Hashable, Sendable, Codable {
  /// SwiftUI's `Image.Interpolation`: how pixels are sampled when the image is scaled.
  /// https://developer.apple.com/documentation/swiftui/image/interpolation
  public enum Interpolation: String, Hashable, Sendable, Codable { case none, low, medium, high }

  public var image: AssetImage
  public var rect: CGRect
  public var transform: Transform2D
  /// `.renderingMode(.template)`: the image's alpha masks this paint (the foreground style).
  public var tint: Paint?
  public var interpolation: Interpolation
  /// `.antialiased(false)` draws the image's edges without antialiasing.
  public var antialiased: Bool

  public init(image: AssetImage, rect: CGRect, transform: Transform2D, tint: Paint? = nil,
              interpolation: Interpolation = .high, antialiased: Bool = true) {
    self.image = image; self.rect = rect; self.transform = transform; self.tint = tint
    self.interpolation = interpolation; self.antialiased = antialiased
  }
}
