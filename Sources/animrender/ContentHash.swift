import Foundation

/// FNV-1a, 64 bit, over the given parts: a change detector for batch renders, not a security hash.
enum ContentHash {
  static func hex(_ data: Data, _ parts: String...) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    for b in data { mix(b) }
    for part in parts {
      mix(0)  // separator, so ("ab", "c") and ("a", "bc") differ
      for b in part.utf8 { mix(b) }
    }
    return String(h, radix: 16)
  }
}
