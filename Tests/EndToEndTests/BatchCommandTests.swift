import Foundation
import MediaIO
import Testing

/// `animrender batch`: every scene to every format, failures reported without stopping, unchanged scenes skipped.
@Suite struct BatchCommandTests {
  static func scene(seconds: Double, color: String) -> String {
    """
    struct Slide: View {
        @State private var moved = false
        var body: some View {
            Rectangle()
                .fill(.\(color))
                .frame(width: 20, height: 20)
                .offset(x: moved ? 30 : -30)
                .onAppear { withAnimation(.linear(duration: \(seconds))) { moved = true } }
        }
    }

    Scene(width: 96, height: 64, fps: 10, duration: \(seconds), background: .white) {
        Slide()
    }
    """
  }

  @Test func rendersEveryFormatKeepsGoingAndSkipsUnchangedScenes() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scenes = dir.appendingPathComponent("scenes"), out = dir.appendingPathComponent("demos")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    try Self.scene(seconds: 1, color: "red").write(to: scenes.appendingPathComponent("a.swift-dsl"), atomically: true, encoding: .utf8)
    try Self.scene(seconds: 0.5, color: "blue").write(to: scenes.appendingPathComponent("b.swift-dsl"), atomically: true, encoding: .utf8)
    try "Scene(width: 10) { Nope() }".write(to: scenes.appendingPathComponent("c-broken.swift-dsl"), atomically: true, encoding: .utf8)
    let args = ["batch", scenes.path, "--out", out.path, "--format", "mp4,gif"]

    let first = try CommandLineTool.run(args)
    #expect(first.status == 1, "one scene is broken: \(first.stdout)")
    #expect(first.stdout.contains("batch: 4 rendered, 0 unchanged, 2 failed"), "\(first.stdout)")
    #expect(first.stderr.hasSuffix("error: 2 of 6 renders failed\n"), "\(first.stderr)")
    #expect(first.stdout.contains("c-broken.mp4"))
    #expect(first.stdout.contains("Nope"), "the table names the error: \(first.stdout)")
    let a = try MediaProbe.inspect(out.appendingPathComponent("a.mp4"))
    #expect(a.codecName == "h264" && a.frameCount == 10 && a.width == 96 && a.height == 64)
    let b = try MediaProbe.inspect(out.appendingPathComponent("b.gif"))
    #expect(b.codecName == "gif" && b.frameCount == 5)
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("c-broken.mp4").path))

    // Fix the broken scene and change one other: only those two render again.
    try Self.scene(seconds: 0.3, color: "green").write(to: scenes.appendingPathComponent("c-broken.swift-dsl"), atomically: true, encoding: .utf8)
    try Self.scene(seconds: 0.5, color: "orange").write(to: scenes.appendingPathComponent("b.swift-dsl"), atomically: true, encoding: .utf8)
    let second = try CommandLineTool.run(args)
    #expect(second.status == 0, "\(second.stdout) \(second.stderr)")
    #expect(second.stdout.contains("batch: 4 rendered, 2 unchanged, 0 failed"), "\(second.stdout)")
    #expect(try MediaProbe.inspect(out.appendingPathComponent("c-broken.mp4")).frameCount == 3)

    let third = try CommandLineTool.run(args + ["--force", "--format", "mp4"])
    #expect(third.status == 0)
    #expect(third.stdout.contains("batch: 3 rendered, 0 unchanged, 0 failed"), "\(third.stdout)")
  }

  @Test(arguments: [
    (["batch", "nowhere/", "--out", "o"], Int32(1), "no scene or folder at 'nowhere/'"),
    (["batch", ".", "--out", "o", "--format", "avi"], 2, "unknown --format 'avi'"),
    (["batch", ".", "--out", "o", "--jobs", "0"], 2, "--jobs takes at least 1"),
  ] as [([String], Int32, String)])
  func badInput(arguments: [String], status: Int32, message: String) throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CommandLineTool.run(arguments, in: dir)
    #expect(r.status == status)
    #expect(r.stderr.contains(message), "\(r.stderr)")
  }
}
