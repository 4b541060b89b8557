import Foundation
import RenderPipeline

/// Progress on standard error: a live bar on a terminal, nothing but the final line otherwise.
final class ProgressBar {
  private let isTerminal: Bool
  private let quiet: Bool
  private var lastDraw = Date.distantPast

  init(quiet: Bool) {
    self.quiet = quiet
    isTerminal = isatty(STDERR_FILENO) == 1
  }

  func update(_ p: RenderProgress) {
    guard isTerminal, !quiet else { return }
    let now = Date()
    // Redrawing every frame would cost more than some frames do.
    guard now.timeIntervalSince(lastDraw) > 0.1 || p.framesDone == p.framesTotal else { return }
    lastDraw = now
    let width = 30
    let filled = p.framesTotal > 0 ? width * p.framesDone / p.framesTotal : width
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    let fps = p.elapsed > 0 ? Double(p.framesDone) / p.elapsed : 0
    let line = String(format: "\r%@ %d/%d frames  %.1f fps  ETA %.0fs ", bar, p.framesDone, p.framesTotal, fps, p.remaining)
    FileHandle.standardError.write(Data(line.utf8))
  }

  func finish(_ line: String) {
    guard !quiet else { return }
    if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
