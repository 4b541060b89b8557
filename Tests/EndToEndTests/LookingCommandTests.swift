import CairoRenderer
import Foundation
import Graphics
import MediaIO
import Testing

/// `sheet`, `plot`, `--watch` and derived durations: the commands for looking at an animation.
@Suite struct LookingCommandTests {
  static let slide = """
    struct Slide: View {
        @State private var moved = false
        var body: some View {
            Rectangle()
                .fill(.red)
                .frame(width: 20, height: 20)
                .offset(x: moved ? 30 : -30)
                .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    Scene(width: 96, height: 64, fps: 10, DURATION background: .white, taps: [0.5]) {
        Slide()
    }
    """

  func write(_ text: String, in dir: URL, name: String = "slide.swift-dsl") throws -> String {
    let path = dir.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func sheetCellsAreTheRenderedFrames() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write(Self.slide.replacingOccurrences(of: "DURATION", with: "duration: 2,"), in: dir)
    let out = dir.appendingPathComponent("sheet.png").path
    let r = try CommandLineTool.run(["sheet", scene, "--out", out, "--count", "4", "--columns", "2"])
    #expect(r.status == 0, "\(r.stderr)")
    let sheet = try PNGFile.read(out)
    // Two columns of 96 px frames with 12 px gaps; two rows of 64 px frames plus 22 px labels.
    #expect(sheet.width == 12 + 2 * (96 + 12) && sheet.height == 12 + 2 * (64 + 22 + 12))
    // Frame 4 is the last (1.9 s): the same pixels as `render --at 1.9`.
    let still = dir.appendingPathComponent("still.png").path
    #expect(try CommandLineTool.run([scene, "--at", "1.9", "--out", still]).status == 0)
    let expected = try #require(try VideoDecoder(url: URL(fileURLWithPath: still)).nextFrame())
    var cell = FrameBuffer(width: 96, height: 64)
    for y in 0..<64 { for x in 0..<96 { for c in 0..<4 { cell.pixels[y * cell.bytesPerRow + x * 4 + c] = sheet.pixels[(12 + 64 + 22 + 12 + y) * sheet.bytesPerRow + (12 + 96 + 12 + x) * 4 + c] } } }
    #expect(cell.maxChannelDifference(from: expected) <= 1)
  }

  @Test func plotDrawsOnePanelPerAnimatedValue() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write(Self.slide.replacingOccurrences(of: "DURATION", with: "duration: 2,"), in: dir)
    let out = dir.appendingPathComponent("curves.png").path
    let r = try CommandLineTool.run(["plot", scene, "--out", out])
    #expect(r.status == 0, "\(r.stderr)")
    // The offset's x and the leaf's bounds.x move; nothing else does.
    #expect(r.stdout.contains("2 panels from 20 samples"), "\(r.stdout)")
    let image = try PNGFile.read(out)
    #expect(image.width == 720)
    // The curve (orange) runs flat before the tap and rises after it: find it in the first panel.
    var orange = 0
    for y in 0..<image.height { for x in 0..<image.width {
      let p = image.pixel(x: x, y: y)
      if p.r > 200 && p.g > 60 && p.g < 110 && p.b < 60 { orange += 1 }
    } }
    #expect(orange > 500)
  }

  @Test func sceneWithoutDurationRendersUntilItSettles() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write(Self.slide.replacingOccurrences(of: "DURATION", with: ""), in: dir)
    let out = dir.appendingPathComponent("a.mp4").path
    let r = try CommandLineTool.run([scene, "--out", out, "--report", "json"])
    #expect(r.status == 0, "\(r.stderr)")
    // Tap at 0.5 s, a 1 s animation, then 0.25 s of rest: 1.75 s at 10 fps.
    #expect(try MediaProbe.inspect(URL(fileURLWithPath: out)).frameCount == 18)
    #expect(r.stdout.contains("\"duration\":1.8"), "\(r.stdout)")
  }

  @Test func loopingSceneWithoutDurationRendersOneCycle() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write("""
      struct Pulse: View {
          var body: some View {
              Circle()
                  .frame(width: 20, height: 20)
                  .keyframeAnimator(initialValue: Size(), repeating: true) { content, value in
                      content.scaleEffect(value.scale)
                  } keyframes: { _ in
                      KeyframeTrack(\\.scale) {
                          LinearKeyframe(2.0, duration: 0.6)
                          LinearKeyframe(1.0, duration: 0.6)
                      }
                  }
          }
      }

      struct Size {
          var scale = 1.0
      }

      Scene(width: 64, height: 64, fps: 10) {
          Pulse()
      }
      """, in: dir)
    let out = dir.appendingPathComponent("a.gif").path
    let r = try CommandLineTool.run([scene, "--out", out])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try MediaProbe.inspect(URL(fileURLWithPath: out)).frameCount == 12)
  }

  @Test func watchRerendersWhenTheSceneChanges() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try write(Self.slide.replacingOccurrences(of: "DURATION", with: "duration: 0.5,"), in: dir)
    let out = dir.appendingPathComponent("w.png").path
    let log = dir.appendingPathComponent("log.txt")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = Process()
    process.executableURL = CommandLineTool.binary
    process.arguments = [scene, "--out", out, "--watch"]
    process.environment = CommandLineTool.environment
    let handle = try FileHandle(forWritingTo: log)
    process.standardError = handle
    process.standardOutput = handle
    try process.run()
    // SIGKILL: a child of the test runner may inherit a signal mask that blocks SIGTERM.
    defer { ProcessEnd.killTree(process) }
    func logText() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    #expect(CommandLineTool.wait(timeout: 60) { logText().contains("wrote \(out)") }, "\(logText())")
    let red = try PNGFile.read(out).pixel(x: 48 - 30, y: 32)
    #expect(red.r > 200 && red.b < 60)

    // A broken edit prints the diagnostic and keeps watching. (Not an unknown colour: `.fill(.x)` with a
    // name no catalog has is a generated asset name, drawn as a placeholder.)
    try Self.slide.replacingOccurrences(of: "DURATION", with: "duration: 0.5,").replacingOccurrences(of: ".fill(.red)", with: ".fill(.red).nosuchmodifier()")
      .write(toFile: scene, atomically: true, encoding: .utf8)
    #expect(CommandLineTool.wait(timeout: 60) { logText().contains("has no member 'nosuchmodifier'") }, "\(logText())")
    #expect(process.isRunning)

    try Self.slide.replacingOccurrences(of: "DURATION", with: "duration: 0.5,").replacingOccurrences(of: ".fill(.red)", with: ".fill(.blue)")
      .write(toFile: scene, atomically: true, encoding: .utf8)
    #expect(CommandLineTool.wait(timeout: 60) { logText().components(separatedBy: "wrote \(out)").count == 3 }, "\(logText())")
    let blue = try PNGFile.read(out).pixel(x: 48 - 30, y: 32)
    #expect(blue.b > 200 && blue.r < 60)
  }
}
