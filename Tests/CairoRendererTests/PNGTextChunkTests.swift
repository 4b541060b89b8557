import CairoRenderer
import Foundation
import Graphics
import Testing

/// `tEXt` chunks in PNG files: the CRC against the specification's check values, and a stamped
/// file that decoders still read pixel for pixel.
@Suite struct PNGTextChunkTests {
  @Test func crcMatchesTheStandardCheckValues() {
    // CRC-32's check value over "123456789", and the CRC every PNG's IEND chunk ends with.
    #expect(PNGTextChunk.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(PNGTextChunk.crc32(Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test func stampedTextReadsBackAndPixelsAreUnchanged() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("png-text-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var frame = FrameBuffer(width: 8, height: 6)
    for i in stride(from: 0, to: frame.pixels.count, by: 4) { frame.pixels[i] = UInt8(i % 256); frame.pixels[i + 3] = 255 }
    let path = dir.appendingPathComponent("f.png").path
    try PNGFile.write(frame, to: path)
    #expect(PNGTextChunk.read("k", from: path) == nil)

    try PNGTextChunk.write("{\"a\":1}", keyword: "k", into: path)
    try PNGTextChunk.write("{\"a\":2}", keyword: "k", into: path)  // replaces, not appends
    try PNGTextChunk.write("other", keyword: "k2", into: path)
    #expect(PNGTextChunk.read("k", from: path) == "{\"a\":2}")
    #expect(PNGTextChunk.read("k2", from: path) == "other")
    #expect(try PNGFile.read(path).pixels == frame.pixels)

    // Walk the chunks by hand: every stored CRC is right, two tEXt chunks, IEND last.
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    var at = 8, types: [String] = []
    while at + 12 <= bytes.count {
      let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      let body = Array(bytes[at + 4..<at + 8 + length])
      let stored = bytes[at + 8 + length..<at + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      #expect(stored == PNGTextChunk.crc32(body))
      types.append(String(decoding: body.prefix(4), as: UTF8.self))
      at += 12 + length
    }
    #expect(at == bytes.count)
    #expect(types.filter { $0 == "tEXt" }.count == 2)
    #expect(types.last == "IEND")
  }

  @Test func aFileThatIsNotAPNGIsAnError() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-png-\(UUID().uuidString).png").path
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    #expect(throws: (any Error).self) { try PNGTextChunk.write("x", keyword: "k", into: path) }
    #expect(PNGTextChunk.read("k", from: path) == nil)
  }
}
