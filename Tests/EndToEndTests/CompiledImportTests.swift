import Foundation
import Testing

/// `import Foundation`, `import Combine` and `import UIKit` beside the SwiftUI module's shadows,
/// compiled through the binary.
@Suite(.serialized) struct CompiledImportTests {
  static func inspect(_ scene: String, at time: Double) throws -> CommandLineTool.Result {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(scene.utf8).write(to: dir.appendingPathComponent("s.swift"))
    return try CommandLineTool.run(["inspect", "s.swift", "--at", "\(time)", "--front-end", "compiled"], in: dir,
                                   environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
  }

  /// `Timer` is not ambiguous once a file imports Foundation and Combine: `Timer.publish` ticks on the
  /// scene clock (at 0.5, 1.0 and 1.5 s by 1.6 s) and `Timer.scheduledTimer` too (0.4, 0.8, 1.2, 1.6).
  @Test func timerWithFoundationAndCombineImports() throws {
    let r = try Self.inspect("""
      import Foundation
      import Combine
      import SwiftUI

      final class Clock: ObservableObject {
        @Published var fired = 0
        var timer: Timer?
        func start() { timer = Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { [weak self] _ in self?.fired += 1 } }
      }

      struct Ticker: View {
        @State private var ticks = 0
        @StateObject private var clock = Clock()
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        var body: some View {
          VStack {
            Text("ticks \\(ticks)").onReceive(timer) { _ in ticks += 1 }
            Text("fired \\(clock.fired)")
          }
          .onAppear { clock.start() }
        }
      }

      Scene(width: 200, height: 100, duration: 2) { Ticker() }
      """, at: 1.7)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("\"text\":\"ticks 3\""), "\(r.stdout)")
    #expect(r.stdout.contains("\"text\":\"fired 4\""), "\(r.stdout)")
  }

  /// `import UIKit`: `UIColor`, `UIFont.preferredFont(forTextStyle:)` (iOS's default sizes) and
  /// `UIScreen.main.bounds` (the scene's canvas).
  @Test func uikitImportAndItsTypes() throws {
    let r = try Self.inspect("""
      import SwiftUI
      import UIKit

      struct Metrics: View {
        let body17 = UIFont.preferredFont(forTextStyle: .body).pointSize
        let caption = UIFont.preferredFont(forTextStyle: .caption2).pointSize
        let width = UIScreen.main.bounds.width
        var body: some View {
          VStack {
            Text("body \\(Int(body17)) caption \\(Int(caption))")
            Text("screen \\(Int(width))x\\(Int(UIScreen.main.bounds.height))")
            Color(uiColor: .systemBlue).frame(width: 10, height: 10)
          }
        }
      }

      Scene(width: 320, height: 180) { Metrics() }
      """, at: 0)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("\"text\":\"body 17 caption 11\""), "\(r.stdout)")
    #expect(r.stdout.contains("\"text\":\"screen 320x180\""), "\(r.stdout)")
  }
}
