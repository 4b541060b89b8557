import Foundation
import Testing

/// APIs the `SwiftUI` module declares unavailable (iOS 17's Metal shader effects): a
/// scene using them fails to compile with the module's message at the scene's own line and column,
/// through the built binary, and writes no output.
@Suite struct UnavailableAPITests {
  static func render(_ scene: String, named name: String) throws -> (CommandLineTool.Result, Bool) {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(scene.utf8).write(to: dir.appendingPathComponent(name))
    let r = try CommandLineTool.run(["render", name, "--at", "0", "-o", "out.png"], in: dir,
                                    environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
    return (r, FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
  }

  static let scene = """
    struct Ripple: View {
        var body: some View {
            Color.blue
                .colorEffect(ShaderLibrary.ripple(.float(1)))
        }
    }
    Scene(width: 100, height: 100) { Ripple() }
    """

  @Test func shaderEffectsFailAtTheirLineWithTheModulesMessage() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(Self.scene.utf8).write(to: dir.appendingPathComponent("ripple.swift-dsl"))
    let r = try CommandLineTool.run(["render", "ripple.swift-dsl", "--at", "0", "-o", "out.png"], in: dir,
                                    environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
    #expect(r.status == 1)
    #expect(r.stderr.contains("ripple.swift-dsl:4:14: error: 'colorEffect(_:isEnabled:)' is unavailable: animrender: Metal shaders"), "\(r.stderr)")
    #expect(r.stderr.contains("ripple.swift-dsl:4:26: error: 'ShaderLibrary' is unavailable"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
  }
}
