import Foundation

/// Reads and writes one `tEXt` chunk of a PNG file (a keyword and Latin-1 text), the PNG
/// specification's place for metadata that decoders skip: https://www.w3.org/TR/png/#11tEXt
/// Golden PNGs carry their render fingerprint in one, so the record of how a golden was rendered
/// travels with that very file. Chunk layout (length, type, data, CRC-32 over type and data):
/// https://www.w3.org/TR/png/#5Chunk-layout
public enum PNGTextChunk {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// The text stored under `keyword`, or nil when the file has no such chunk (or is not a PNG).
  public static func read(_ keyword: String, from path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let key = Array(keyword.utf8) + [0]
    for chunk in chunks([UInt8](data)) where chunk.type == "tEXt" && chunk.data.starts(with: key) {
      return String(decoding: chunk.data.dropFirst(key.count), as: UTF8.self)
    }
    return nil
  }

  /// Stores `text` under `keyword`, replacing an earlier chunk of that keyword, just before `IEND`;
  /// the file is rewritten through a temporary renamed into place. `text` should be ASCII (JSON is).
  public static func write(_ text: String, keyword: String, into path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CairoRendererError.png(path: path, reason: "no such file")
    }
    let bytes = [UInt8](data)
    let key = Array(keyword.utf8) + [0]
    let parts = chunks(bytes)
    guard let end = parts.last, end.type == "IEND" else {
      throw CairoRendererError.png(path: path, reason: "not a PNG file (no IEND chunk)")
    }
    var out = signature
    for chunk in parts where !(chunk.type == "tEXt" && chunk.data.starts(with: key)) {
      if chunk.type == "IEND" { out += encode(type: "tEXt", data: key + Array(text.utf8)) }
      out += bytes[chunk.range]
    }
    try Data(out).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// The chunks after the signature; stops at a truncated chunk.
  static func chunks(_ bytes: [UInt8]) -> [(type: String, data: ArraySlice<UInt8>, range: Range<Int>)] {
    guard bytes.starts(with: signature) else { return [] }
    var found: [(type: String, data: ArraySlice<UInt8>, range: Range<Int>)] = []
    var at = signature.count
    while at + 12 <= bytes.count {
      let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      let end = at + 12 + length
      guard length >= 0, end <= bytes.count else { break }
      let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
      found.append((type, bytes[at + 8..<at + 8 + length], at..<end))
      at = end
    }
    return found
  }

  static func encode(type: String, data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// CRC-32 as PNG defines it (polynomial 0xEDB88320, reflected, inverted):
  /// https://www.w3.org/TR/png/#D-CRCAppendix
  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }
}
