/// The block structure of a GIF file, read directly from its bytes.
///
/// FFmpeg's demuxer does not report the loop count or each frame's disposal and transparency,
/// and those are exactly what decides how a GIF plays, so checks read them here.
public struct GIFStructure: Hashable, Sendable {
  public struct Frame: Hashable, Sendable {
    /// Delay after this frame, in hundredths of a second.
    public var delayCentiseconds: Int
    /// 0/1 = leave in place, 2 = restore to background (clear), 3 = restore previous.
    public var disposal: Int
    public var transparentIndex: Int?
    public var left: Int, top: Int, width: Int, height: Int
    public var hasLocalPalette: Bool
  }

  public var width: Int
  public var height: Int
  /// Entries in the global colour table (0 if there is none).
  public var globalPaletteSize: Int
  /// NETSCAPE2.0 loop count: 0 = forever; nil = no loop block (plays once).
  public var loopCount: Int?
  public var frames: [Frame]

  public init(data: [UInt8]) throws {
    var r = Reader(bytes: data)
    let signature = try r.take(6)
    guard signature.starts(with: Array("GIF".utf8)) else { throw MediaError.unreadable("GIF", reason: "not a GIF file") }
    width = try r.u16()
    height = try r.u16()
    let packed = try r.u8()
    _ = try r.take(2)  // background colour index, pixel aspect
    globalPaletteSize = packed & 0x80 != 0 ? 1 << ((packed & 7) + 1) : 0
    _ = try r.take(globalPaletteSize * 3)
    loopCount = nil
    frames = []
    var pending = (delay: 0, disposal: 0, transparent: Int?.none)
    loop: while true {
      switch try r.u8() {
      case 0x21:
        let label = try r.u8()
        let blocks = try r.subBlocks()
        if label == 0xF9, let gce = blocks.first, gce.count >= 4 {
          pending.disposal = Int(gce[0] >> 2) & 7
          pending.delay = Int(gce[1]) | Int(gce[2]) << 8
          pending.transparent = gce[0] & 1 != 0 ? Int(gce[3]) : nil
        } else if label == 0xFF, blocks.count >= 2, blocks[0] == Array("NETSCAPE2.0".utf8),
          blocks[1].count >= 3, blocks[1][0] == 1
        {
          loopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
        }
      case 0x2C:
        let left = try r.u16(), top = try r.u16(), w = try r.u16(), h = try r.u16()
        let flags = try r.u8()
        let local = flags & 0x80 != 0
        if local { _ = try r.take(3 << ((flags & 7) + 1)) }
        _ = try r.u8()  // LZW minimum code size
        _ = try r.subBlocks()
        frames.append(Frame(delayCentiseconds: pending.delay, disposal: pending.disposal,
                            transparentIndex: pending.transparent, left: left, top: top, width: w, height: h,
                            hasLocalPalette: local))
        pending = (0, 0, nil)
      case 0x3B:
        break loop
      default:
        throw MediaError.unreadable("GIF", reason: "unexpected block at byte \(r.offset - 1)")
      }
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    mutating func u8() throws -> Int {
      guard offset < bytes.count else { throw MediaError.unreadable("GIF", reason: "file ends early") }
      defer { offset += 1 }
      return Int(bytes[offset])
    }
    mutating func u16() throws -> Int { try u8() | (try u8()) << 8 }
    mutating func take(_ n: Int) throws -> ArraySlice<UInt8> {
      guard n >= 0, offset + n <= bytes.count else { throw MediaError.unreadable("GIF", reason: "file ends early") }
      defer { offset += n }
      return bytes[offset..<offset + n]
    }
    mutating func subBlocks() throws -> [[UInt8]] {
      var blocks: [[UInt8]] = []
      while true {
        let n = try u8()
        if n == 0 { return blocks }
        blocks.append(Array(try take(n)))
      }
    }
  }
}
