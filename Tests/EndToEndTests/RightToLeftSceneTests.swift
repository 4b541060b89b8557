import Foundation
import Testing

/// The right-to-left gallery scene (a Hebrew inbox under `.environment(\.layoutDirection, .rightToLeft)`),
/// tested as users test theirs: start, middle and last frame against committed goldens (looked at when
/// recorded: avatars on the right, badges and chevrons on the left, the archive arrow flipped).
@Suite struct RightToLeftSceneTests {
  @Test func hebrewInboxMatchesItsGoldens() throws {
    let failures = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: failures) }
    let r = try CommandLineTool.run(
      ["test", "scenes/gallery/text-rtl-inbox.swift-dsl", "--golden", "Tests/EndToEndTests/ScriptGoldens",
       "--failures", failures.path, "--quiet"], in: CommandLineTool.packageRoot)
    #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
    #expect(r.stdout.contains("3 passed, 0 failed"), "\(r.stdout)")
    #expect(!r.stderr.contains("warning"), "\(r.stderr)")
  }
}
