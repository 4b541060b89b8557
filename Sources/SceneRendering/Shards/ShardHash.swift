import Foundation

/// FNV-1a, 64 bit: a change detector for scene text and font heads, not a security hash.
public enum ShardHash {
  public static func hex(_ data: Data) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    data.withUnsafeBytes { bytes in
      for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    }
    let text = String(h, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text
  }
}
