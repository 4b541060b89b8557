import CairoRenderer
import Foundation
import Graphics
import MediaIO
import Testing

/// `animrender preview` in headless Chromium: the page shows the renderer's frame, scrubbing and the
/// keys move it, the tap button and a click on the canvas tap, a saved edit reloads the page in
/// place, a broken edit shows the error overlay over the last good render, and export downloads
/// files that decode. Chromium, chromium-driver and curl come from `scripts/setup.sh`; without them
/// the test fails saying so.
@Suite(.serialized, .timeLimit(.minutes(8))) struct PreviewBrowserTests {
  /// A red 20×20 square on a 100×100 white canvas; each tap moves it over 1 s (linear) between x
  /// offsets −30 (centre (20, 50)) and +30 (centre (80, 50)). The scene taps at 0, so it moves right
  /// during the first second.
  static let scene = """
    struct Mover: View {
        @State private var right = false
        var body: some View {
            Rectangle()
                .fill(Color.red)
                .frame(width: 20, height: 20)
                .offset(x: right ? 30 : -30)
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) { right.toggle() }
                }
        }
    }

    Scene(width: 100, height: 100, fps: 10, duration: 3, background: .white, taps: [0]) {
        Mover()
    }
    """

  /// The colour on screen at scene point (`x`, `y`): the canvas is scaled to fit the window, so the
  /// point is mapped through its on-screen rectangle.
  func color(at x: Double, _ y: Double, in shot: FrameBuffer, canvas: [Double]) -> (r: UInt8, g: UInt8, b: UInt8) {
    let px = Int((canvas[0] + x / 100 * canvas[2]).rounded()), py = Int((canvas[1] + y / 100 * canvas[3]).rounded())
    let p = shot.pixel(x: px, y: py)
    return (p.r, p.g, p.b)
  }

  func isRed(_ c: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { c.r > 200 && c.g < 60 && c.b < 60 }
  func isWhite(_ c: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { c.r > 240 && c.g > 240 && c.b > 240 }
  func isBlue(_ c: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { c.b > 200 && c.r < 60 }

  func shot(_ browser: PreviewWebDriver, in folder: URL) throws -> (FrameBuffer, [Double]) {
    let canvas = try browser.run("const r = document.getElementById('canvas').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];") as? [Double] ?? []
    let url = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
    try browser.screenshot().write(to: url)
    return (try PNGFile.read(url.path), canvas)
  }

  /// Moves the playhead as a user dragging the slider does, then waits for that frame on the canvas.
  func scrub(_ browser: PreviewWebDriver, to t: Double) throws {
    try browser.run("const s = document.getElementById('scrub'); s.value = \(t); s.dispatchEvent(new Event('input'));")
    try browser.wait("frame \(Int(t * 10)) on the canvas", until: "return document.getElementById('canvas').dataset.frame === '\(Int((t * 10).rounded()))';")
  }

  /// Saves the scene as an editor does: a new file renamed over the old one.
  func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  @Test func thePreviewPageInChromium() throws {
    try #require(PreviewWebDriver.isAvailable, "chromium, chromium-driver or curl is missing: run scripts/setup.sh")
    let folder = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let downloads = folder.appendingPathComponent("downloads")
    try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("mover.swift-dsl").path
    try write(Self.scene, to: path)

    // Every save compiles the scene again (a swiftc run of a few seconds, more on a busy machine), so
    // the reloads below are waited for up to a minute.
    let server = try PreviewServerProcess(scene: path)
    defer { _ = server.stop() }
    #expect(server.url.host == "127.0.0.1")
    let browser = try PreviewWebDriver(downloads: downloads)
    defer { browser.quit() }
    try browser.open(server.url)
    try browser.wait("the first frame", timeout: 20, until: "return document.getElementById('canvas').dataset.frame === '0';")
    // A mark that survives only if the page is never reloaded.
    try browser.run("window.loadedOnce = 'yes';")

    // The page shows the renderer's frame 0: the square at the left.
    var (image, canvas) = try shot(browser, in: folder)
    #expect(canvas.count == 4 && canvas[2] > 150, "the canvas is fit to the window: \(canvas)")
    #expect(isRed(color(at: 20, 50, in: image, canvas: canvas)))
    #expect(isWhite(color(at: 80, 50, in: image, canvas: canvas)))
    #expect(try browser.run("return document.getElementById('markers').querySelectorAll('.marker.tap').length;") as? Int == 1)
    #expect(try browser.run("return document.getElementById('markers').querySelectorAll('.marker.rest').length;") as? Int == 1)

    // Scrubbing to 1 s: the scene's tap has moved it right.
    try scrub(browser, to: 1.0)
    (image, canvas) = try shot(browser, in: folder)
    #expect(isRed(color(at: 80, 50, in: image, canvas: canvas)))
    #expect(isWhite(color(at: 20, 50, in: image, canvas: canvas)))
    #expect((try browser.run("return document.getElementById('clock').textContent;") as? String)?.hasPrefix("1.000 s · frame 10") == true)

    // Play at 2× from 1 s: the playhead moves on its own; pause stops it.
    try browser.run("document.getElementById('speed').value = '2'; document.getElementById('play').click();")
    try browser.wait("playback to move the frame", until: "return Number(document.getElementById('canvas').dataset.frame) > 12;")
    try browser.run("document.getElementById('play').click();")
    #expect(try browser.run("return window.previewState.playing;") as? Bool == false)
    try scrub(browser, to: 1.0)

    // Arrow keys step one frame.
    try browser.run("document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));")
    try browser.wait("frame 11 after →", until: "return document.getElementById('canvas').dataset.frame === '11';")
    try browser.run("document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft', bubbles: true}));")
    try browser.wait("frame 10 after ←", until: "return document.getElementById('canvas').dataset.frame === '10';")

    // Without another tap the square stays right at 2.5 s; the tap button at 1.5 s sends it back.
    try scrub(browser, to: 2.5)
    (image, canvas) = try shot(browser, in: folder)
    #expect(isRed(color(at: 80, 50, in: image, canvas: canvas)))
    try scrub(browser, to: 1.5)
    let generation = try browser.run("return document.body.dataset.generation;") as? String ?? ""
    try browser.run("document.getElementById('tap').click();")
    try browser.wait("the tap's new generation", until: "return document.body.dataset.generation !== '\(generation)';")
    #expect(try browser.run("return document.getElementById('taps-line').textContent;") as? String == "taps: [0, 1.5]")
    #expect(try browser.run("return document.getElementById('markers').querySelectorAll('.marker.user').length;") as? Int == 1)
    try scrub(browser, to: 2.5)
    (image, canvas) = try shot(browser, in: folder)
    #expect(isRed(color(at: 20, 50, in: image, canvas: canvas)))
    #expect(isWhite(color(at: 80, 50, in: image, canvas: canvas)))

    // A click on the canvas taps the view under it (and only a view: the empty corner taps nothing),
    // recorded as an event addressed to that view (an unnamed square: by its point).
    try scrub(browser, to: 2.8)
    let click = { (x: Double, y: Double) -> String in
      "const c = document.getElementById('canvas'), r = c.getBoundingClientRect();" +
      "c.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: r.left + \(x) / 100 * r.width, clientY: r.top + \(y) / 100 * r.height}));"
    }
    try browser.run(click(90, 90))
    try browser.wait("the miss reported", until: "return document.getElementById('tap-result').textContent.includes('nothing tapped');")
    try browser.run(click(20, 50))
    try browser.wait("the click's tap", until: "return document.getElementById('click-lines').textContent.startsWith('Tap(at: 2.8, x: ');")
    // The point goes through the page's scale (canvas pixels per scene point) and back, rounded to a
    // tenth of a point, so it is the clicked point within the width of one screen pixel.
    let clickLine = try browser.run("return document.getElementById('click-lines').textContent;") as? String ?? ""
    let numbers = clickLine.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
    #expect(numbers.count == 3 && numbers[0] == 2.8 && abs(numbers[1] - 20) <= 0.5 && abs(numbers[2] - 50) <= 0.5, "\(clickLine)")
    #expect(try browser.run("return document.getElementById('taps-line').textContent;") as? String == "taps: [0, 1.5]")
    #expect(try browser.run("return document.getElementById('markers').querySelectorAll('.marker.click').length;") as? Int == 1)
    #expect((try browser.run("return document.getElementById('tap-result').textContent;") as? String)?.hasPrefix("tapped Rectangle") == true)

    // The curves and the inspect panel follow the scene.
    try browser.wait("the plot panels", until: "return document.querySelectorAll('#plots .plot').length > 0;")
    #expect((try browser.run("return document.getElementById('plots').textContent;") as? String)?.contains("#0 Rectangle bounds.x") == true)
    try browser.wait("the inspect panel", until: "return document.getElementById('inspect').textContent.includes('Rectangle');")

    // Saving the file re-renders in place: the page is not reloaded, the playhead stays.
    try scrub(browser, to: 0.0)
    let before = try browser.run("return document.body.dataset.generation;") as? String ?? ""
    try write(Self.scene.replacingOccurrences(of: "Color.red", with: "Color.blue"), to: path)
    try browser.wait("the reload", timeout: 60, until: "return document.body.dataset.generation !== '\(before)' && document.getElementById('canvas').dataset.generation === document.body.dataset.generation;")
    #expect(try browser.run("return window.loadedOnce;") as? String == "yes")
    #expect(try browser.run("return document.getElementById('canvas').dataset.frame;") as? String == "0")
    (image, canvas) = try shot(browser, in: folder)
    #expect(isBlue(color(at: 20, 50, in: image, canvas: canvas)))

    // A broken edit: the overlay names the place; the last good (blue) render stays under it.
    // (An unknown member such as `Color.bleu` would not do: it may be an asset's generated name, which
    // draws a placeholder with a warning, as Xcode's generated symbols would.)
    try write(Self.scene.replacingOccurrences(of: "Color.red", with: "Colour.red"), to: path)
    try browser.wait("the error overlay", timeout: 60, until: "return !document.getElementById('overlay').hidden;")
    let header = try browser.run("return document.getElementById('overlay-header').textContent;") as? String ?? ""
    #expect(header.contains("mover.swift-dsl:5:"), "\(header)")
    #expect(header.contains("Colour"), "\(header)")
    // The compiler's own excerpt: the user's line with a caret under the unknown name.
    let excerpt = try browser.run("return document.getElementById('overlay-excerpt').textContent;") as? String ?? ""
    #expect(excerpt.contains("Colour.red") && excerpt.contains("^"), "\(excerpt)")
    (image, canvas) = try shot(browser, in: folder)
    #expect(isBlue(color(at: 20, 50, in: image, canvas: canvas)))
    try write(Self.scene, to: path)
    try browser.wait("the overlay gone after the fix", timeout: 60, until: "return document.getElementById('overlay').hidden;")

    // A transparent scene: the checkerboard (#ccc and white squares) shows through the empty canvas.
    try write(Self.scene.replacingOccurrences(of: "background: .white", with: "background: .clear"), to: path)
    try browser.wait("the transparent reload", timeout: 60, until: "return document.getElementById('canvas').dataset.generation === document.body.dataset.generation && document.body.dataset.generation !== '\(before)' && window.previewState.info.background[3] === 0;")
    try browser.wait("the transparent frame", until: "return document.getElementById('canvas').dataset.generation === document.body.dataset.generation;")
    (image, canvas) = try shot(browser, in: folder)
    var grays = 0, whites = 0
    for i in 0..<8 { for j in 0..<8 {
      let c = color(at: 70 + Double(i) * 3, 75 + Double(j) * 3, in: image, canvas: canvas)
      if c.r == c.g && c.g == c.b && (195...213).contains(c.r) { grays += 1 }
      if isWhite(c) { whites += 1 }
    } }
    #expect(grays > 8 && whites > 8, "checkerboard: \(grays) gray and \(whites) white samples")
    #expect(isRed(color(at: 20, 50, in: image, canvas: canvas)))
    try write(Self.scene, to: path)

    // Export: the button runs the real render and the browser saves a file that decodes.
    try browser.run("document.querySelector('#exportbar button[data-format=\"mp4\"]').click();")
    try browser.wait("the export", timeout: 30, until: "return document.getElementById('export-status').textContent.startsWith('exported');")
    var exported: URL?
    _ = CommandLineTool.wait(timeout: 10) {
      exported = (try? FileManager.default.contentsOfDirectory(at: downloads, includingPropertiesForKeys: nil))?.first { $0.pathExtension == "mp4" }
      return exported != nil
    }
    let file = try #require(exported, "no MP4 in the downloads folder")
    let info = try MediaProbe.inspect(file)
    #expect(info.codecName == "h264")
    #expect(info.width == 100 && info.height == 100)
    #expect(info.frameCount == 30)

    // Ctrl-C stops the server cleanly.
    #expect(server.stop() == 0)
  }

  /// Two buttons side by side (30 × 30 squares at x 10…40 and 60…90, y 35…65), each turning its own
  /// square from red to blue: a click on the left one taps it alone, recorded as `Tap(at:on:)`.
  static let twoButtons = """
    struct Pair: View {
        @State private var left = false
        @State private var right = false
        var body: some View {
            HStack(spacing: 20) {
                Button { left.toggle() } label: {
                    Rectangle().fill(left ? Color.blue : Color.red).frame(width: 30, height: 30)
                }
                .accessibilityIdentifier("left")
                Button { right.toggle() } label: {
                    Rectangle().fill(right ? Color.blue : Color.red).frame(width: 30, height: 30)
                }
                .accessibilityIdentifier("right")
            }
        }
    }

    Scene(width: 100, height: 100, fps: 10, duration: 2, background: .white) {
        Pair()
    }
    """

  @Test func clickingOneOfTwoButtonsTapsOnlyThatOne() throws {
    try #require(PreviewWebDriver.isAvailable, "chromium, chromium-driver or curl is missing: run scripts/setup.sh")
    let folder = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("pair.swift-dsl").path
    try write(Self.twoButtons, to: path)
    let server = try PreviewServerProcess(scene: path)
    defer { _ = server.stop() }
    let browser = try PreviewWebDriver(downloads: folder)
    defer { browser.quit() }
    try browser.open(server.url)
    try browser.wait("the first frame", timeout: 20, until: "return document.getElementById('canvas').dataset.frame === '0';")
    try scrub(browser, to: 0.5)
    var (image, canvas) = try shot(browser, in: folder)
    #expect(isRed(color(at: 25, 50, in: image, canvas: canvas)) && isRed(color(at: 75, 50, in: image, canvas: canvas)))
    let generation = try browser.run("return document.body.dataset.generation;") as? String ?? ""
    try browser.run(
      "const c = document.getElementById('canvas'), r = c.getBoundingClientRect();" +
      "c.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: r.left + 0.25 * r.width, clientY: r.top + 0.5 * r.height}));")
    try browser.wait("the click's new generation", until: "return document.body.dataset.generation !== '\(generation)' && document.getElementById('canvas').dataset.generation === document.body.dataset.generation;")
    #expect(try browser.run("return document.getElementById('click-lines').textContent;") as? String == "Tap(at: 0.5, on: \"left\")")
    #expect((try browser.run("return document.getElementById('tap-result').textContent;") as? String)?.hasPrefix("tapped \"left\"") == true)
    try scrub(browser, to: 1.0)
    (image, canvas) = try shot(browser, in: folder)
    #expect(isBlue(color(at: 25, 50, in: image, canvas: canvas)), "the left square turned blue")
    #expect(isRed(color(at: 75, 50, in: image, canvas: canvas)), "the right square stayed red")
    #expect(server.stop() == 0)
  }

  @Test func sigtermStopsTheServerCleanly() throws {
    let folder = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("s.swift-dsl").path
    try write(Self.scene, to: path)
    let server = try PreviewServerProcess(scene: path)
    kill(server.process.processIdentifier, SIGTERM)
    // A hang guard, not a timing test: the server ends its worker first, which takes longer on a busy
    // machine. (Foundation traps on the status of a process still running.)
    let ended = CommandLineTool.wait(timeout: 60) { !server.process.isRunning }
    #expect(ended)
    guard ended else { return ProcessEnd.killTree(server.process) }
    #expect(server.process.terminationStatus == 0)
  }

  @Test func aRemoteHostIsRefusedUnlessAllowed() throws {
    let folder = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("s.swift-dsl").path
    try write(Self.scene, to: path)
    let refused = try CommandLineTool.run(["preview", path, "--host", "0.0.0.0"])
    #expect(refused.status == 2)
    #expect(refused.stderr == "error: refusing to listen on '0.0.0.0': other machines could reach the preview; pass --allow-remote to allow it\n")
    let missing = try CommandLineTool.run(["preview", folder.appendingPathComponent("nope.swift-dsl").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("error: no scene file at"))
  }
}
