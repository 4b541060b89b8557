import Foundation
import Testing
@testable import PreviewServer

@Suite struct PreviewConfigurationTests {
  /// A backend that is never asked to load: the settings and the path are refused before it is.
  static func backend(_ path: String) -> InProcessBackend {
    let refuse: @Sendable (String) throws -> Never = { _ in throw PreviewProblem(message: "error: this test loads no scene") }
    return InProcessBackend(path: path, cacheBytes: 1 << 20, loader: PreviewSceneLoader(open: { try refuse($0) }, exportProgram: { path, _ in try refuse(path) }))
  }

  @Test func loopbackAddressesAreRecognised() {
    for host in ["127.0.0.1", "127.1.2.3", "localhost", "::1"] { #expect(PreviewConfiguration.isLoopback(host), "\(host)") }
    for host in ["0.0.0.0", "192.168.1.10", "::", "example.com", "127.0.0", "127.0.0.256", "10.0.0.1"] {
      #expect(!PreviewConfiguration.isLoopback(host), "\(host)")
    }
  }

  @Test func aNonLoopbackHostIsRefusedUnlessAllowed() throws {
    let refused = #expect(throws: PreviewError.self) { try PreviewConfiguration(host: "0.0.0.0").validate() }
    #expect(refused?.description == "error: refusing to listen on '0.0.0.0': other machines could reach the preview; pass --allow-remote to allow it")
    try PreviewConfiguration(host: "0.0.0.0", allowRemote: true).validate()
    #expect(throws: PreviewError.self) { try PreviewConfiguration(port: 70000).validate() }
  }

  @Test func theServerRefusesARemoteHostBeforeListening() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-host-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("s.swift-dsl").path
    try Data(PreviewFixture.scene.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: PreviewError.self) { try ScenePreview(scenePath: path, configuration: PreviewConfiguration(host: "0.0.0.0", port: 0), backend: Self.backend(path)) }
    // Asked for explicitly, the binary listens on every interface (loopback included).
    let open = try await PreviewFixture.start(arguments: ["--host", "0.0.0.0", "--allow-remote"])
    defer { open.stop() }
    #expect(try await open.get("/api/scene").status == 200)
    // A missing file is refused at once.
    let nope = folder.appendingPathComponent("nope.swift-dsl").path
    #expect(throws: PreviewError.self) { try ScenePreview(scenePath: nope, configuration: PreviewConfiguration(port: 0), backend: Self.backend(nope)) }
  }
}
