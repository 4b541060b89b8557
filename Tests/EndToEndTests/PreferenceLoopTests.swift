import Foundation
import Testing
import ViewRuntime

/// An `onPreferenceChange` action that changes the value it reads never settles; through the built
/// binary, the runtime stops calling it after `SceneRuntime.preferenceRoundsPerTime` updates at one
/// time, warns once on standard error at the scene file, and the command finishes normally.
@Suite struct PreferenceLoopTests {
  static let scene = """
    import SwiftUI

    struct Number: PreferenceKey {
        static var defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
    }

    struct Runaway: View {
        @State private var n = 0
        var body: some View {
            Text("n \\(n)")
                .preference(key: Number.self, value: n)
                .onPreferenceChange(Number.self) { n = $0 + 1 }
        }
    }

    Scene(width: 200, height: 100, duration: 1) { Runaway() }
    """

  @Test func aLoopingReaderIsStoppedWithOneWarning() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("runaway.swift-dsl")
    try Data(Self.scene.utf8).write(to: path)
    let result = try CommandLineTool.run(["inspect", path.path, "--at", "0,1"], in: dir,
                                         environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
    #expect(result.status == 0, "\(result.stderr)")
    // One call per round: n = value + 1, starting from the first value 0.
    let rounds = SceneRuntime.preferenceRoundsPerTime
    let texts = result.stdout.split(separator: "\n").map { line in
      let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
      return (object?["nodes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    }
    #expect(texts == [["n \(rounds)"], ["n \(rounds)"]], "\(result.stdout)")
    let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 1, "\(result.stderr)")
    #expect(warnings.first?.contains("runaway.swift-dsl: warning: onPreferenceChange(Number.self) tried to update more than \(rounds) times") == true,
            "\(result.stderr)")
  }
}
