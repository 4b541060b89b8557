import ArgumentParser
import CairoRenderer
import Foundation
import Graphics
import SceneRendering

/// `animrender sheet SCENE --out sheet.png`: evenly spaced frames side by side, each with its time.
struct SheetCommand: CompiledSceneCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheet",
    abstract: "Write a contact sheet: evenly spaced frames of a scene with their times, as one PNG.")

  @Argument(help: "The scene file (.swift-dsl).")
  var scene: String

  @Option(name: [.short, .long], help: "Output .png file.")
  var out: String

  @Option(help: "Number of frames, from the first to the last frame of the scene.")
  var count: Int = 12

  @Option(parsing: .unconditional, help: "Comma-separated times instead of --count evenly spaced frames: seconds or names such as start,settled,tap+0.3.")
  var at: String?

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
    if let at {
      let times: [SceneTime]
      do { times = try SceneTime.parseList(at) } catch let e as SceneTime.ParseError { throw ValidationError(e.description) }
      guard times.count <= 400 else { throw ValidationError("--at takes at most 400 times") }
    }
  }

  @Option(help: "Draw this preview of the file instead of its scene: #Preview(\"NAME\") or a PreviewProvider struct's name.")
  var preview: String?

  @OptionGroup var clock: ClockOptions

  @Flag(help: "Print nothing when the PNG is written (errors still go to standard error).")
  var quiet = false

  @OptionGroup var frontEnd: FrontEndOptions

  @Flag(help: "Keep running: redraw whenever the scene file changes (Ctrl-C stops).")
  var watch = false

  func run() throws {
    if watch && !frontEnd.isWorker { frontEnd.watchInWorkers(scene: scene, outputs: [out]) }
    try frontEnd.runInWorkerIfCompiled(scenes: [scene], outputs: [out])
    guard watch else { return try draw() }
    SceneWatcher.run(path: scene, draw)
  }

  func draw() throws {
    try CLIFailure.wrap {
      let file = try frontEnd.compiledFile(for: scene, among: [scene])
      file.program.previewName = preview
      let stills = try SceneStills(path: scene, file: file) { s in
        clock.apply(to: &s)
        if let scale { s.scale = scale }
        if let duration { s.duration = duration }
      }
      // Sized from the settings alone: too large a sheet is refused before anything is drawn.
      let asked = try at.map { try SceneTime.parseList($0) }
      let count = asked?.count ?? self.count
      let layout = SheetLayout(frameWidth: stills.settings.pixelWidth, frameHeight: stills.settings.pixelHeight, count: count,
                               columns: columns ?? Int(Double(count).squareRoot().rounded(.up)))
      try layout.check()
      let last = stills.lastFrameTime
      var times = (0..<count).map { count == 1 ? 0 : stills.frameTime(last * Double($0) / Double(count - 1)) }
      var labels = times.map { String(format: "%.2f s", $0) }
      if let asked {
        // Named times are resolved by the scene's runtime; their cells say the name and the seconds.
        let resolver = SceneTimeResolver(source: stills.source, scene: scene, fps: stills.settings.fps, duration: stills.settings.duration)
        times = try resolver.resolve(asked).map(stills.frameTime)
        labels = zip(asked, times).map { $0.isNamed ? String(format: "%@ %.2f s", $0.description, $1) : String(format: "%.2f s", $1) }
      }
      let size = try StillImageOutput(output: out, scene: scene).run { cancellation in
        var sheet = try Self.page(layout: layout, labels: labels, rasterizer: stills.rasterizer)
        // One frame alive at a time: memory is the sheet plus a frame, whatever --count is.
        for (i, t) in times.enumerated() {
          try StillImageOutput.check(cancellation)
          let o = layout.origin(i)
          sheet.blit(try stills.frame(at: t), x: o.x, y: o.y)
        }
        return sheet
      }
      if !quiet { print("wrote \(out): \(count) frames, \(size.width)x\(size.height) px") }
    }
  }

  /// The light gray page with a hairline border and a time label for every cell.
  static func page(layout: SheetLayout, labels: [String], rasterizer: CairoRasterizer) throws -> FrameBuffer {
    let fw = layout.frameWidth, fh = layout.frameHeight
    var items: [DisplayItem] = []
    let font = FontDescriptor(size: 13, weight: 500, design: .monospaced)
    for (i, text) in labels.enumerated() {
      let o = layout.origin(i)
      let x = Double(o.x), y = Double(o.y)
      // A hairline frame keeps white scenes apart from the page.
      let border = Path { $0.addRect(CGRect(x: x - 0.5, y: y - 0.5, width: Double(fw) + 1, height: Double(fh) + 1)) }
      items.append(.stroke(path: border, paint: .solid(RGBAColor(red: 0.7, green: 0.7, blue: 0.7, alpha: 1)), style: StrokeStyle(lineWidth: 1), transform: .identity))
      items.append(.text(run: TextRun(text: text, font: font, paint: .solid(RGBAColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))),
                         transform: .translation(x: x, y: y + Double(fh) + 4)))
    }
    let page = DisplayList(size: CGSize(width: layout.width, height: layout.height), background: RGBAColor(red: 0.94, green: 0.94, blue: 0.94, alpha: 1), items: items)
    return try rasterizer.render(page, scale: 1)
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
