import Foundation
@testable import PreviewServer

/// A preview of a scene written to a temporary folder, served on a free loopback port.
///
/// The scene: a 20×20 red square on a 100×100 white canvas at x offset −30 (centre (20, 50)); a tap
/// animates the offset linearly to +30 over 1 s (centre (80, 50)). 10 fps, 2 s: 20 frames.
struct PreviewFixture {
  static let scene = """
    struct Mover: View {
        @State private var x = -30.0
        var body: some View {
            Rectangle()
                .fill(Color.red)
                .frame(width: 20, height: 20)
                .offset(x: x)
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) { x = 30 }
                }
        }
    }

    Scene(width: 100, height: 100, fps: 10, duration: 2, background: .white) {
        Mover()
    }
    """

  let folder: URL
  let path: String
  let preview: ScenePreview
  let port: Int

  static func start(scene: String = scene, cacheBytes: Int = 64 << 20) async throws -> PreviewFixture {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("mover.swift-dsl").path
    try Data(scene.utf8).write(to: URL(fileURLWithPath: path))
    let preview = try ScenePreview(scenePath: path, configuration: PreviewConfiguration(port: 0, cacheBytes: cacheBytes, watchInterval: 0.05))
    let url = try await preview.start()
    return PreviewFixture(folder: folder, path: path, preview: preview, port: url.port!)
  }

  func stop() async {
    await preview.stop()
    try? FileManager.default.removeItem(at: folder)
  }

  func get(_ path: String) async throws -> RawHTTP.Response { try await Self.offPool { try RawHTTP.request("GET", path, port: port) } }
  func post(_ path: String) async throws -> RawHTTP.Response { try await Self.offPool { try RawHTTP.request("POST", path, port: port) } }

  func json(_ path: String, method: String = "GET") async throws -> [String: Any] {
    let r = try await Self.offPool { try RawHTTP.request(method, path, port: port) }
    return (try JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any]) ?? [:]
  }

  /// Runs blocking socket work on a thread of its own: blocked on Swift's cooperative pool (two
  /// threads here), it would starve the server running in this same process.
  static func offPool<T>(_ body: @escaping () throws -> T) async throws -> T {
    let box = UncheckedBox(body)
    return try await withCheckedThrowingContinuation { (c: CheckedContinuation<T, Error>) in
      let out = UncheckedBox(c)
      Thread { out.value.resume(with: Result { try box.value() }) }.start()
    }
  }

  /// Writes the scene file as an editor would: a new file renamed over the old one.
  func edit(_ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}

/// Hands a value to another thread; the tests make sure only one thread uses it at a time.
final class UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
