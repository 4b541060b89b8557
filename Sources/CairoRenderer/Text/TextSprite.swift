/// A text run rendered once into its own surface at one device scale (and sub-pixel phase).
///
/// Pixel (0, 0) of `surface` is the device point `(origin.x, origin.y)` relative to where the layout's
/// origin lands, which is `phase` pixels into a pixel.
final class TextSprite {
  let surface: ImageSurface
  let originX: Int
  let originY: Int

  init(surface: ImageSurface, originX: Int, originY: Int) {
    self.surface = surface; self.originX = originX; self.originY = originY
  }
}
