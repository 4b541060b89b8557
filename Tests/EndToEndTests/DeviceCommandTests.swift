import CairoRenderer
import Foundation
import Graphics
import MediaIO
import Testing

/// `--device` through the built binary: the canvas, the safe area and the chrome.
@Suite struct DeviceCommandTests {
  static let scene = """
    Scene(width: 200, height: 100) {
        VStack(spacing: 0) {
            Color.red.frame(height: 40).ignoresSafeArea(edges: .top)
            Color.green
        }
    }
    """

  private func run(_ arguments: [String]) throws -> (CommandLineTool.Result, String) {
    let dir = try CommandLineTool.temporaryDirectory()
    let path = dir.appendingPathComponent("device.swift-dsl").path
    try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("device.png").path
    return (try CommandLineTool.run([path, "--at", "0", "--out", out] + arguments), out)
  }

  @Test func deviceSetsTheCanvasAndSafeArea() throws {
    let (result, out) = try run(["--device", "iphone-16-pro", "--scale", "1"])
    defer { try? FileManager.default.removeItem(atPath: (out as NSString).deletingLastPathComponent) }
    #expect(result.status == 0, "\(result.stderr)")
    let f = try PNGFile.read(out)
    #expect(f.width == 402 && f.height == 874)
    func rgb(_ x: Int, _ y: Int) -> [Int] { let p = f.pixel(x: x, y: y); return [Int(p.r), Int(p.g), Int(p.b)] }
    // The red header grows from the safe area's top (62) to the screen's: 0…102; green fills to 840, the
    // home indicator's strip below it shows the white canvas; the Dynamic Island is black.
    #expect(rgb(5, 5) == [255, 59, 48] && rgb(5, 100) == [255, 59, 48])
    #expect(rgb(5, 110) == [52, 199, 89] && rgb(5, 835) == [52, 199, 89])
    #expect(rgb(5, 860) == [255, 255, 255])
    #expect(rgb(201, 29) == [0, 0, 0])
  }

  @Test func unknownDeviceIsAUsageErrorListingTheKnownOnes() throws {
    let (result, out) = try run(["--device", "pixel-9"])
    defer { try? FileManager.default.removeItem(atPath: (out as NSString).deletingLastPathComponent) }
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown --device 'pixel-9'") && result.stderr.contains("iphone-16-pro") && result.stderr.contains("ipad-pro-11"))
  }
}
