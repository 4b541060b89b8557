import ArgumentParser
import SceneRendering

/// Where each frame of a contact sheet goes, computed from the frame size alone so a sheet too large
/// to render is refused before any frame (or the page) is allocated.
struct SheetLayout {
  static let gap = 12, label = 22

  let frameWidth: Int, frameHeight: Int, count: Int, columns: Int

  init(frameWidth: Int, frameHeight: Int, count: Int, columns: Int) {
    self.frameWidth = frameWidth; self.frameHeight = frameHeight; self.count = count
    self.columns = max(1, min(columns, count))
  }

  var rows: Int { (count + columns - 1) / columns }
  var width: Int { Self.gap + columns * (frameWidth + Self.gap) }
  var height: Int { Self.gap + rows * (frameHeight + Self.label + Self.gap) }

  /// Top-left corner of frame `i`.
  func origin(_ i: Int) -> (x: Int, y: Int) {
    (Self.gap + (i % columns) * (frameWidth + Self.gap), Self.gap + (i / columns) * (frameHeight + Self.label + Self.gap))
  }

  /// The render's own pixel limit applies to the sheet: a usage error (exit 2), before any work.
  func check() throws {
    guard width <= RenderSettings.maxPixelSide, height <= RenderSettings.maxPixelSide else {
      throw ValidationError("a \(width)x\(height) px sheet exceeds the \(RenderSettings.maxPixelSide) px limit; use --count, --columns or --scale")
    }
  }
}
