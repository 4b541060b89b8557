import ArgumentParser
import CairoRenderer
import Foundation
import Graphics
import SceneRendering

/// `animrender sheet SCENE --out sheet.png`: evenly spaced frames side by side, each with its time.
struct SheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheet",
    abstract: "Write a contact sheet: evenly spaced frames of a scene with their times, as one PNG.")

  @Argument(help: "The scene file (.swift-dsl).")
  var scene: String

  @Option(name: [.short, .long], help: "Output .png file.")
  var out: String

  @Option(help: "Number of frames, from the first to the last frame of the scene.")
  var count: Int = 12

  @Option(help: "Frames per row (default: about square).")
  var columns: Int?

  @Option(help: "Pixels per point for the frames (overrides the scene).")
  var scale: Double?

  @Option(help: "Duration in seconds (overrides the scene).")
  var duration: Double?

  func validate() throws {
    guard (1...400).contains(count) else { throw ValidationError("--count takes 1 to 400 frames") }
    if let columns, columns < 1 { throw ValidationError("--columns takes at least 1") }
    guard out.lowercased().hasSuffix(".png") else { throw ValidationError("the contact sheet is a PNG: --out must end in .png") }
  }

  @Flag(help: "Keep running: redraw whenever the scene file changes (Ctrl-C stops).")
  var watch = false

  func run() throws {
    guard watch else { return try draw() }
    SceneWatcher.run(path: scene, draw)
  }

  func draw() throws {
    try CLIFailure.wrap {
      let stills = try SceneStills(path: scene) { s in
        if let scale { s.scale = scale }
        if let duration { s.duration = duration }
      }
      let last = stills.lastFrameTime
      let times = (0..<count).map { count == 1 ? 0 : stills.frameTime(last * Double($0) / Double(count - 1)) }
      let frames = try times.map { try stills.frame(at: $0) }
      let sheet = try Self.compose(frames: frames, labels: times.map { String(format: "%.2f s", $0) },
                                   columns: columns ?? Int(Double(count).squareRoot().rounded(.up)), rasterizer: stills.rasterizer)
      try PNGFile.write(sheet, to: out)
      print("wrote \(out): \(count) frames, \(sheet.width)x\(sheet.height) px")
    }
  }

  /// Lays frames out in a grid on a light gray page, each with its label below.
  static func compose(frames: [FrameBuffer], labels: [String], columns: Int, rasterizer: CairoRasterizer) throws -> FrameBuffer {
    let fw = frames[0].width, fh = frames[0].height
    let columns = min(columns, frames.count)
    let rows = (frames.count + columns - 1) / columns
    let gap = 12, label = 22
    let width = gap + columns * (fw + gap), height = gap + rows * (fh + label + gap)
    guard width <= 16384, height <= 16384 else {
      throw CLIFailure(message: "error: a \(width)x\(height) px sheet is too large; use --count, --columns or --scale")
    }
    var items: [DisplayItem] = []
    let font = FontDescriptor(size: 13, weight: 500, design: .monospaced)
    for (i, text) in labels.enumerated() {
      let x = Double(gap + (i % columns) * (fw + gap)), y = Double(gap + (i / columns) * (fh + label + gap))
      // A hairline frame keeps white scenes apart from the page.
      let border = Path { $0.addRect(CGRect(x: x - 0.5, y: y - 0.5, width: Double(fw) + 1, height: Double(fh) + 1)) }
      items.append(.stroke(path: border, paint: .solid(RGBAColor(red: 0.7, green: 0.7, blue: 0.7, alpha: 1)), style: StrokeStyle(lineWidth: 1), transform: .identity))
      items.append(.text(run: TextRun(text: text, font: font, paint: .solid(RGBAColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))),
                         transform: .translation(x: x, y: y + Double(fh) + 4)))
    }
    let page = DisplayList(size: CGSize(width: width, height: height), background: RGBAColor(red: 0.94, green: 0.94, blue: 0.94, alpha: 1), items: items)
    var sheet = try rasterizer.render(page, scale: 1)
    for (i, frame) in frames.enumerated() {
      let x = gap + (i % columns) * (fw + gap), y = gap + (i / columns) * (fh + label + gap)
      sheet.blit(frame, x: x, y: y)
    }
    return sheet
  }
}

extension FrameBuffer {
  /// Draws `frame` over this one at (x, y) with premultiplied source-over.
  mutating func blit(_ frame: FrameBuffer, x: Int, y: Int) {
    for row in 0..<frame.height where y + row < height {
      for col in 0..<frame.width where x + col < width {
        let s = row * frame.bytesPerRow + col * 4, d = (y + row) * bytesPerRow + (x + col) * 4
        let a = Int(frame.pixels[s + 3])
        for c in 0..<4 {
          pixels[d + c] = UInt8(Int(frame.pixels[s + c]) + (Int(pixels[d + c]) * (255 - a) + 127) / 255)
        }
      }
    }
  }
}
