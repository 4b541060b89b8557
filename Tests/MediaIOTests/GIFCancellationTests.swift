import Foundation
import Graphics
import MediaIO
import Testing

/// The second pass of `finish()` asks the cancellation check before every frame, so a Ctrl-C
/// during a long GIF stops within one frame instead of after the whole encode.
@Suite("GIF cancellation")
struct GIFCancellationTests {
  final class Asked: @unchecked Sendable {
    let lock = NSLock()
    var count = 0
    let stopAt: Int
    init(stopAt: Int) { self.stopAt = stopAt }
    func ask() -> Bool { lock.withLock { count += 1; return count >= stopAt } }
  }

  @Test("finish() stops between frames when cancelled, and leaves nothing", arguments: [1, 3, 6])
  func secondPassStops(stopAt: Int) throws {
    let parent = try TemporaryFolder()
    let asked = Asked(stopAt: stopAt)
    let sink = try GIFSink(url: parent.file("clip.gif"), width: 24, height: 16, settings: GIFSettings(frameRate: FrameRate(10)),
                           isCancelled: { asked.ask() })
    // Six different frames, so six are stored and the second pass has six to encode.
    for i in 0..<6 { try sink.write(TestFrames.frame(i, width: 24, height: 16)) }
    #expect(sink.storedFrames == 6)
    #expect(asked.count == 0, "writing frames does not ask")
    #expect(throws: MediaError.cancelled) { try sink.finish() }
    #expect(asked.count == stopAt, "asked once per frame until told to stop")
    #expect(try parent.contents().isEmpty, "no GIF, no temporary, no spool")
  }

  @Test("Never cancelled: asked once per stored frame, the GIF is written")
  func notCancelled() throws {
    let parent = try TemporaryFolder()
    let asked = Asked(stopAt: .max)
    let sink = try GIFSink(url: parent.file("clip.gif"), width: 24, height: 16, settings: GIFSettings(frameRate: FrameRate(10)),
                           isCancelled: { asked.ask() })
    for i in 0..<6 { try sink.write(TestFrames.frame(i, width: 24, height: 16)) }
    try sink.finish()
    #expect(asked.count == 6)
    #expect(try parent.contents() == ["clip.gif"])
    #expect(try MediaProbe.inspect(parent.file("clip.gif")).frameCount == 6)
  }
}
