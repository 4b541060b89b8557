import CairoRenderer
import Foundation
import Graphics
import MediaIO
import SceneRendering
import Testing
import ViewRuntime

/// The demo through the real binary: the file it writes decodes to what the pipeline renders.
@Suite(.serialized) struct DemoCommandTests {
  /// Frames rendered in process, straight from the runtime and the rasterizer.
  func referenceFrames(subject: DemoScene.Subject, side: Double, fps: Int, count: Int) throws -> [FrameBuffer] {
    let rasterizer = try CairoRasterizer()
    let runtime = try SceneRuntime(root: DemoScene(subject: subject).view(canvasHeight: side),
                                   canvasSize: CGSize(width: side, height: side), background: .white,
                                   measurer: rasterizer.makeTextMeasurer())
    return try (0..<count).map { try rasterizer.render(runtime.displayList(at: Double($0) / Double(fps)), scale: 1) }
  }

  @Test func mp4DecodesToTheRenderedFrames() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("demo.mp4")
    let r = try CommandLineTool.run(["demo", "--subject", "rectangle", "--size", "160x160", "--fps", "30",
                                     "--duration", "1.5", "--out", out.path, "--report", "json"])
    #expect(r.status == 0, "\(r.stderr)")
    let info = try MediaProbe.inspect(out)
    #expect(info.codecName == "h264")
    #expect(info.pixelFormat == "yuv420p")
    #expect(info.colorSpace == "bt709" && info.colorPrimaries == "bt709" && info.colorTransfer == "bt709")
    #expect(info.frameCount == 45)
    #expect(abs(info.duration - 1.5) < 1e-6)
    #expect(info.indexBeforeMedia == true)
    #expect(r.stdout.contains("\"frames\":45"))

    let reference = try referenceFrames(subject: .rectangle, side: 160, fps: 30, count: 45)
    let decoder = try VideoDecoder(url: out)
    var n = 0
    while let frame = try decoder.nextFrame() {
      // x264 at CRF 20 keeps flat shapes well above 35 dB.
      let psnr = frame.psnr(against: reference[n])
      #expect(psnr > 35, "frame \(n): \(psnr) dB")
      n += 1
    }
    #expect(n == 45)
  }

  /// With the encoder's threads pinned, two runs write the same MP4 bytes: renders can be diffed in CI.
  @Test func pinnedThreadsGiveByteIdenticalMP4sAcrossRuns() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var files: [Data] = []
    for name in ["a.mp4", "b.mp4"] {
      let out = dir.appendingPathComponent(name)
      let r = try CommandLineTool.run(["demo", "--size", "96x64", "--fps", "30", "--duration", "0.5", "--threads", "1",
                                       "--out", out.path, "-q"])
      #expect(r.status == 0, "\(r.stderr)")
      files.append(try Data(contentsOf: out))
    }
    #expect(files[0].count > 0)
    #expect(files[0] == files[1])
  }

  @Test func gifHasOneFramePerRenderedFrameAndItsDelays() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("demo.gif")
    let r = try CommandLineTool.run(["demo", "--size", "120x120", "--fps", "25", "--duration", "1", "--out", out.path, "-q"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.isEmpty)
    let info = try MediaProbe.inspect(out)
    #expect(info.codecName == "gif")
    #expect(info.frameCount == 25)
    #expect(info.frameDurations.allSatisfy { abs($0 - 0.04) < 1e-9 })
    #expect(info.loopCount == 0)
  }

  @Test func stillMatchesTheRasterizerExactly() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("still.png")
    let r = try CommandLineTool.run(["demo", "--size", "100x100", "--fps", "10", "--at", "0.7", "--out", out.path])
    #expect(r.status == 0, "\(r.stderr)")
    let decoded = try #require(try VideoDecoder(url: out).nextFrame())
    let reference = try referenceFrames(subject: .emoji, side: 100, fps: 10, count: 8)[7]
    // PNG is lossless; only un-premultiplying and back can move a channel by one.
    #expect(decoded.maxChannelDifference(from: reference) <= 1)
  }

  @Test(arguments: [
    (["demo", "--out", "x.mp4", "--size", "0x10"], Int32(2), "--size takes a positive width and height"),
    (["demo", "--out", "x.mp4", "--size", "100000x100000"], 2, "exceeds the 8192 px limit"),
    (["demo", "--out", "x.mp4", "--fps", "0"], 2, "--fps takes 1 to 240"),
    (["demo", "--out", "x.txt"], 2, "unknown output type '.txt'"),
    (["demo", "--out", "x.mp4", "--transparent"], 2, "mp4 has no alpha channel"),
    (["demo", "--out", "x.mp4", "--quality", "ultra"], 2, "unknown quality 'ultra'"),
    (["demo", "--out", "/nonexistent-dir/x.mp4", "--duration", "0.1"], 1, "nonexistent-dir"),
    (["demo", "--out", "x.mp4", "--bogus"], 2, "Unknown option '--bogus'"),
  ] as [([String], Int32, String)])
  func badInputFailsWithOneLineAndNoFile(arguments: [String], status: Int32, message: String) throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandLineTool.run(arguments, in: dir)
    #expect(r.status == status, "\(r.stderr)")
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }
}
