import Foundation

/// The older `Localizable.strings` format (an `xx.lproj` folder's table): `"key" = "value";` pairs with
/// C comments, in UTF-8 or UTF-16 with a byte-order mark, as Apple's "String Resources" documentation
/// describes (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/LoadingResources/Strings/Strings.html).
/// Keys and values may also be unquoted words (the old property-list syntax), and `"key";` maps a key to itself.
struct StringsFileParser {
  private let text: [Unicode.Scalar]
  private let path: String
  private var index = 0
  private var line = 1

  /// The pairs of the file at `path`, whose bytes are `data`.
  static func parse(_ data: Data, path: String) throws -> [String: String] {
    var parser = StringsFileParser(text: Array(try decode(data, path: path).unicodeScalars), path: path)
    return try parser.pairs()
  }

  private init(text: [Unicode.Scalar], path: String) { self.text = text; self.path = path }

  /// UTF-16 (either byte order) when the file starts with a byte-order mark, else UTF-8 (its BOM skipped).
  static func decode(_ data: Data, path: String) throws -> String {
    let bytes = [UInt8](data.prefix(3))
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      let bigEndian = bytes[0] == 0xFE
      let body = data.dropFirst(2)
      guard body.count % 2 == 0 else { throw StringCatalogError(path, "odd number of bytes for UTF-16") }
      var units: [UInt16] = []
      units.reserveCapacity(body.count / 2)
      var it = body.makeIterator()
      while let a = it.next(), let b = it.next() { units.append(bigEndian ? UInt16(a) << 8 | UInt16(b) : UInt16(b) << 8 | UInt16(a)) }
      return String(decoding: units, as: UTF16.self)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
    guard let text = String(data: body, encoding: .utf8) else {
      throw StringCatalogError(path, "not UTF-8 (or UTF-16 with a byte-order mark)")
    }
    return text
  }

  private mutating func pairs() throws -> [String: String] {
    var result: [String: String] = [:]
    while true {
      try skipSpaceAndComments()
      guard index < text.count else { return result }
      let key = try token("a key")
      try skipSpaceAndComments()
      if peek == ";" { index += 1; result[key] = key; continue }
      guard peek == "=" else { throw error("expected '=' or ';' after the key \"\(key)\"", at: line) }
      index += 1
      try skipSpaceAndComments()
      let value = try token("a value for the key \"\(key)\"")
      try skipSpaceAndComments()
      guard peek == ";" else { throw error("expected ';' after the value of \"\(key)\"", at: line) }
      index += 1
      result[key] = value
    }
  }

  private var peek: Unicode.Scalar? { index < text.count ? text[index] : nil }

  private func error(_ reason: String, at line: Int) -> StringCatalogError { StringCatalogError(path, line: line, reason) }

  private mutating func skipSpaceAndComments() throws {
    while let c = peek {
      if c == "\n" { line += 1; index += 1 }
      else if c.properties.isWhitespace { index += 1 }
      else if c == "/", index + 1 < text.count, text[index + 1] == "*" {
        let start = line
        index += 2
        while index + 1 < text.count, !(text[index] == "*" && text[index + 1] == "/") {
          if text[index] == "\n" { line += 1 }
          index += 1
        }
        guard index + 1 < text.count else { throw error("unterminated /* comment", at: start) }
        index += 2
      } else if c == "/", index + 1 < text.count, text[index + 1] == "/" {
        while let d = peek, d != "\n" { index += 1; _ = d }
      } else { return }
    }
  }

  /// A quoted string with its escapes, or an unquoted word.
  private mutating func token(_ what: String) throws -> String {
    guard let c = peek else { throw error("expected \(what) at the end of the file", at: line) }
    if c != "\"" {
      var word = ""
      while let d = peek, d.properties.isAlphabetic || d.properties.numericType != nil || "_.$:/-".unicodeScalars.contains(d) {
        word.unicodeScalars.append(d)
        index += 1
      }
      guard !word.isEmpty else { throw error("expected \(what), found '\(Character(c))'", at: line) }
      return word
    }
    let start = line
    index += 1
    var out = String.UnicodeScalarView()
    while let d = peek {
      index += 1
      switch d {
      case "\"": return String(out)
      case "\n": line += 1; out.append(d)
      case "\\":
        guard let e = peek else { break }
        index += 1
        switch e {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        case "0": out.append("\0")
        case "U", "u":
          var hex = ""
          while hex.count < 4, let h = peek, h.properties.isASCIIHexDigit { hex.unicodeScalars.append(h); index += 1 }
          guard hex.count == 4, let code = UInt32(hex, radix: 16) else { throw error("bad \\U escape: expected 4 hex digits", at: line) }
          // A UTF-16 surrogate pair is written as two escapes.
          if (0xD800..<0xDC00).contains(code), peek == "\\", index + 5 < text.count, text[index + 1] == "U" || text[index + 1] == "u",
             let low = UInt32(String(String.UnicodeScalarView(text[(index + 2)..<(index + 6)])), radix: 16), (0xDC00..<0xE000).contains(low) {
            index += 6
            out.append(Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!)
          } else if let scalar = Unicode.Scalar(code) {
            out.append(scalar)
          } else { throw error("bad \\U escape: U+\(hex) is not a character", at: line) }
        default:
          if e == "\n" { line += 1 }
          out.append(e)
        }
      default: out.append(d)
      }
    }
    throw error("unterminated string (it starts here)", at: start)
  }
}
