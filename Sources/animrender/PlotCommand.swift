import ArgumentParser
import CairoRenderer
import Foundation
import Graphics
import SceneRendering
import ViewRuntime

/// `animrender plot SCENE --out curves.png`: every animated value over time, one chart per property.
struct PlotCommand: CompiledSceneCommand {
  static let configuration = CommandConfiguration(
    commandName: "plot",
    abstract: "Chart every animated value of a scene over time (one panel per property) as a PNG.",
    discussion: """
      Values come from sampling `inspect` at every frame: modifier values (rotation, scale, offset, \
      opacity, colours…), corner radii and each leaf's bounds. Values that never change are left out. \
      Dashed blue lines mark taps; dotted gray lines mark scene events (phase steps, completions).
      """)

  @Argument(help: "The scene file (.swift-dsl).")
  var scene: String

  @Option(name: [.short, .long], help: "Output .png file.")
  var out: String

  @Option(help: "Samples per second (overrides the scene's fps).")
  var fps: Int?

  @Option(help: "Duration in seconds (overrides the scene).")
  var duration: Double?

  @Option(help: "Most panels drawn; the rest are listed and left out.")
  var maxPanels: Int = 24

  func validate() throws {
    guard out.lowercased().hasSuffix(".png") else { throw ValidationError("the chart is a PNG: --out must end in .png") }
    // The chart grows with its panels; past this many it would exceed a render's pixel limit.
    guard (1...ChartLayout.mostPanels).contains(maxPanels) else {
      throw ValidationError("--max-panels takes 1 to \(ChartLayout.mostPanels) (a taller chart exceeds the \(RenderSettings.maxPixelSide) px limit)")
    }
  }

  @Flag(help: "Keep running: redraw whenever the scene file changes (Ctrl-C stops).")
  var watch = false

  @Option(help: "Plot this preview of the file instead of its scene: #Preview(\"NAME\") or a PreviewProvider struct's name.")
  var preview: String?

  @OptionGroup var clock: ClockOptions

  @Flag(help: "Print nothing when the PNG is written (errors still go to standard error).")
  var quiet = false

  @OptionGroup var frontEnd: FrontEndOptions

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
        if let fps { s.fps = fps }
        if let duration { s.duration = duration }
      }
      let rate = stills.settings.fps
      let count = Int((stills.lastFrameTime * Double(rate)).rounded()) + 1
      var curves: [CurveSampler.Curve] = [], drawn: [CurveSampler.Curve] = []
      try StillImageOutput(output: out, scene: scene).run { cancellation in
        var series = CurveSampler()
        for n in 0..<count {
          try StillImageOutput.check(cancellation)
          let t = Double(n) / Double(rate)
          series.add(try stills.inspect(at: t))
        }
        let events = try stills.eventTimes(upTo: stills.lastFrameTime)
        let taps = stills.source.taps.filter { $0 <= stills.lastFrameTime }
        curves = series.animated()
        drawn = Array(curves.prefix(maxPanels))
        let chart = ChartLayout(end: stills.lastFrameTime, taps: taps, events: events.filter { !taps.contains($0) })
        return try stills.rasterizer.render(chart.displayList(curves: drawn, title: URL(fileURLWithPath: scene).lastPathComponent), scale: 1)
      }
      var message = "wrote \(out): \(drawn.count) panel\(drawn.count == 1 ? "" : "s") from \(count) samples"
      if curves.count > drawn.count { message += " (\(curves.count - drawn.count) more left out: \(curves.dropFirst(drawn.count).map(\.name).joined(separator: ", ")))" }
      if curves.isEmpty { message += "; nothing in this scene changes over time" }
      if !quiet { print(message) }
    }
  }
}

/// Draws curves as stacked line charts into a display list (points = pixels).
struct ChartLayout {
  var end: Double
  var taps: [Double]
  var events: [Double]
  let width = 720.0, panelHeight = 110.0, left = 70.0, right = 20.0, top = 36.0, gap = 34.0

  /// The chart's height in points (= pixels) for `panels` panels.
  func height(panels: Int) -> Double { top + Double(max(1, panels)) * (panelHeight + gap) + 10 }

  /// Most panels whose chart stays within a render's pixel limit.
  static let mostPanels: Int = {
    let c = ChartLayout(end: 1, taps: [], events: [])
    return Int((Double(RenderSettings.maxPixelSide) - c.top - 10) / (c.panelHeight + c.gap))
  }()

  func displayList(curves: [CurveSampler.Curve], title: String) -> DisplayList {
    let height = height(panels: curves.count)
    var items: [DisplayItem] = []
    let ink = Paint.solid(RGBAColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1))
    let faint = Paint.solid(RGBAColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1))
    let small = FontDescriptor(size: 10), label = FontDescriptor(size: 12, weight: 600)
    items.append(.text(run: TextRun(text: title, font: FontDescriptor(size: 15, weight: 700), paint: ink), transform: .translation(x: left, y: 8)))
    let plotWidth = width - left - right
    let span = max(end, 1e-9)
    func x(_ t: Double) -> Double { left + t / span * plotWidth }
    let step = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60].first { span / $0 <= 10 } ?? 60
    for (p, curve) in curves.enumerated() {
      let y0 = top + Double(p) * (panelHeight + gap) + 16
      let lo = curve.values.min()!, hi = curve.values.max()!
      func y(_ v: Double) -> Double { y0 + panelHeight - (v - lo) / (hi - lo) * panelHeight }
      items.append(.text(run: TextRun(text: curve.name, font: label, paint: ink), transform: .translation(x: left, y: y0 - 17)))
      // Frame, time grid and axis labels.
      items.append(.fill(path: Path { $0.addRect(CGRect(x: left, y: y0, width: plotWidth, height: panelHeight)) },
                         paint: .solid(RGBAColor(red: 0.98, green: 0.98, blue: 0.98, alpha: 1)), rule: .nonZero, transform: .identity))
      var grid = Path()
      var t = 0.0
      while t <= span + 1e-9 {
        grid.move(to: CGPoint(x: x(t), y: y0)); grid.addLine(to: CGPoint(x: x(t), y: y0 + panelHeight))
        items.append(.text(run: TextRun(text: Self.format(t) + "s", font: small, paint: ink), transform: .translation(x: x(t) - 8, y: y0 + panelHeight + 2)))
        t += step
      }
      items.append(.stroke(path: grid, paint: faint, style: StrokeStyle(lineWidth: 1), transform: .identity))
      items.append(.text(run: TextRun(text: Self.format(hi), font: small, paint: ink), transform: .translation(x: 6, y: y0 - 2)))
      items.append(.text(run: TextRun(text: Self.format(lo), font: small, paint: ink), transform: .translation(x: 6, y: y0 + panelHeight - 12)))
      for (times, color, dash) in [(events, RGBAColor(red: 0.55, green: 0.55, blue: 0.55, alpha: 1), [2.0, 3.0]),
                                   (taps, RGBAColor(red: 0.1, green: 0.4, blue: 0.95, alpha: 1), [6.0, 4.0])] {
        var marks = Path()
        for m in times { marks.move(to: CGPoint(x: x(m), y: y0)); marks.addLine(to: CGPoint(x: x(m), y: y0 + panelHeight)) }
        if !marks.isEmpty { items.append(.stroke(path: marks, paint: .solid(color), style: StrokeStyle(lineWidth: 1, dash: dash), transform: .identity)) }
      }
      var line = Path()
      for (i, (t, v)) in zip(curve.times, curve.values).enumerated() {
        let p = CGPoint(x: x(t), y: y(v))
        if i == 0 { line.move(to: p) } else { line.addLine(to: p) }
      }
      items.append(.stroke(path: line, paint: .solid(RGBAColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)),
                           style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round), transform: .identity))
      items.append(.stroke(path: Path { $0.addRect(CGRect(x: left, y: y0, width: plotWidth, height: panelHeight)) },
                           paint: .solid(RGBAColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)), style: StrokeStyle(lineWidth: 1), transform: .identity))
    }
    return DisplayList(size: CGSize(width: width, height: height), background: .white, items: items)
  }

  static func format(_ v: Double) -> String {
    var s = String(format: "%.2f", v)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
  }
}
