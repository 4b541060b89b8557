import Foundation

/// Xcode's generated asset names (`Color(.cardBackground)`, `Color.accentInk`, `.fill(.textPrimary)`,
/// `Image(.heroBanner)`, `UIColor.x`, `UIImage.x`; "Asset catalog symbols", WWDC23 "What's new in Xcode 15")
/// that no catalog provides, declared as placeholders so a snippet shared without its catalog still renders.
///
/// Only swiftc knows which `.name` is missing (a scene's own `extension Color { static let accentInk }`
/// must win, and SwiftUI has hundreds of members), so these come from its diagnostics: a compile that
/// fails only with "type 'Color' has no member 'accentInk'"-style errors on the asset types is
/// compiled again with each name declared on the type swiftc named (``parse(_:)``), the same
/// declarations ``AssetSymbols`` writes, drawing SwiftUI's missing-asset placeholder. The library
/// carries the list (``tableSymbol``) so the loader warns, or fails under `--strict`, at each place.
public struct AssetPlaceholders: Equatable {
  /// One generated name declared on one type.
  public struct Name: Hashable {
    public enum Kind: String { case color, image }
    /// The type swiftc said lacks the member, as declared here: `ColorResource`, `Color`, `ShapeStyle`,
    /// `UIColor`, `ImageResource` or `UIImage`.
    public let owner: String
    public let symbol: String
    /// `file:line:col` of the use swiftc reported.
    public let place: String
    public var kind: Kind { ["ImageResource", "UIImage"].contains(owner) ? .image : .color }
  }

  public private(set) var names: [Name] = []

  public init(names: [Name] = []) { self.names = names }

  /// The owners swiftc names in "type 'X' has no member 'y'" for a generated name (an optional
  /// parameter such as `foregroundColor(_: Color?)` or `tint(_: Color?)` says `Color?`).
  static let owners: [String: String] = [
    "Color": "Color", "Color?": "Color", "ShapeStyle": "ShapeStyle", "ColorResource": "ColorResource",
    "UIColor": "UIColor", "UIColor?": "UIColor", "ImageResource": "ImageResource", "UIImage": "UIImage", "UIImage?": "UIImage",
  ]

  /// The names to declare for swiftc's `output`, or nil when it holds any other error (then the
  /// compile fails as before). `readLine` gives a file's line (1-based) for the errors that do not name
  /// the type (`Color(.x)` matches several initializers, so swiftc says the member "cannot be
  /// resolved without a contextual type"): the call the `.x` is the argument of decides.
  public static func parse(_ output: String, readLine: (String, Int) -> String? = Self.line(in:at:)) -> [Name]? {
    var found: [Name] = []
    var errors = 0
    for line in output.split(separator: "\n") {
      if line.hasPrefix("error: ") { return nil }  // an error with no place (the driver's, a module's)
      guard let (place, message) = error(String(line)) else { continue }
      errors += 1
      if let (type, member) = match(message, #"^type '([A-Za-z?]+)' has no member '([A-Za-z_][A-Za-z0-9_]*)'$"#),
         let owner = owners[type] {
        found.append(Name(owner: owner, symbol: member, place: place.text))
      } else if let (member, _) = match(message, #"^reference to member '([A-Za-z_][A-Za-z0-9_]*)' cannot be resolved without a contextual type()$"#),
                let source = readLine(place.file, place.line), let owner = resourceCall(source, column: place.column) {
        found.append(Name(owner: owner, symbol: member, place: place.text))
      } else {
        return nil
      }
    }
    return errors > 0 && found.count == errors ? found : nil
  }

  /// Adds `more`; false when none of them is new (declaring them did not help: stop trying).
  public mutating func add(_ more: [Name]) -> Bool {
    let known = Set(names.map { $0.owner + "." + $0.symbol })
    let new = more.filter { !known.contains($0.owner + "." + $0.symbol) }
    names += new
    return !new.isEmpty
  }

  /// A Swift file declaring every name (each once per owner) and the table the loader reads.
  public var source: String {
    var out = "// Placeholders for generated asset names no catalog has (animrender); do not edit.\nimport SwiftUI\n"
    var declared: Set<String> = []
    for name in names where declared.insert(name.owner + "." + name.symbol).inserted {
      out += AssetSymbols.declaration(owner: name.owner, symbol: name.symbol, assetName: name.symbol) + "\n"
    }
    return out + "@_cdecl(\"\(Self.tableSymbol)\") public func __animrender_asset_placeholders() -> UnsafeRawPointer {\n"
      + "  let table: StaticString = \(ScenePrepass.literal(table))\n  return UnsafeRawPointer(table.utf8Start)\n}\n"
  }

  /// The library's list of placeholder names: `kind<TAB>name<TAB>file:line:col` lines, one per kind and
  /// name at its first use, in file order.
  public static let tableSymbol = "animrender_asset_placeholders_v1"

  /// One line per kind and name, at the earliest place swiftc reported it.
  public var table: String {
    var first: [String: Name] = [:]
    for name in names {
      let key = name.kind.rawValue + "\t" + name.symbol
      if let known = first[key], Self.order(known.place, name.place) { continue }
      first[key] = name
    }
    return first.sorted { Self.order($0.value.place, $1.value.place) || ($0.value.place == $1.value.place && $0.key < $1.key) }
      .map { "\($0.key)\t\($0.value.place)\n" }.joined()
  }

  /// Parses ``table`` back: (kind, name, place) in its order.
  public static func entries(ofTable text: String) -> [(kind: String, name: String, place: String)] {
    text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t", maxSplits: 2).map(String.init)
      return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
    }
  }

  /// The names as kept beside the cache (`owner<TAB>symbol<TAB>place` lines), so a scene compiled
  /// once does not fail its first compile again on every render.
  public var serialized: String { names.map { "\($0.owner)\t\($0.symbol)\t\($0.place)\n" }.joined() }

  public init?(serialized text: String) {
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 2).map(String.init)
      guard parts.count == 3, Self.owners.values.contains(parts[0]) else { return nil }
      names.append(Name(owner: parts[0], symbol: parts[1], place: parts[2]))
    }
  }

  // MARK: Reading diagnostics

  /// `file:line:col: error: message` (the file may hold colons: the numbers are taken from the end).
  static func error(_ line: String) -> (place: (file: String, line: Int, column: Int, text: String), message: String)? {
    guard let range = line.range(of: ": error: ") else { return nil }
    let place = String(line[..<range.lowerBound])
    let parts = place.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) else { return nil }
    return ((parts.dropLast(2).joined(separator: ":"), l, c, place), String(line[range.upperBound...]))
  }

  static func match(_ text: String, _ pattern: String) -> (String, String)? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
          let m = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), m.numberOfRanges == 3,
          let a = Range(m.range(at: 1), in: text), let b = Range(m.range(at: 2), in: text) else { return nil }
    return (String(text[a]), String(text[b]))
  }

  /// `ColorResource` for `Color(.x`, `ImageResource` for `Image(.x` (optionally `SwiftUI.`-qualified) and
  /// for an `image: .x` argument (`Label(_:image:)`, whose overloads take a name or an `ImageResource`),
  /// where `column` (1-based, UTF-8) is the `x` of `source`'s line; nil for any other call.
  static func resourceCall(_ source: String, column: Int) -> String? {
    let bytes = Array(source.utf8)
    guard column >= 2, column - 2 < bytes.count, bytes[column - 2] == UInt8(ascii: ".") else { return nil }
    let before = String(decoding: bytes[..<(column - 2)], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    for (call, owner) in [("Color(", "ColorResource"), ("Image(", "ImageResource"), ("image:", "ImageResource")] where before.hasSuffix(call) {
      let head = before.dropLast(call.count)
      if let last = head.last, last.isLetter || last.isNumber || last == "_" { return nil }
      return owner
    }
    return nil
  }

  /// Line `number` (1-based) of the file at `path`.
  public static func line(in path: String, at number: Int) -> String? {
    guard number > 0, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return number <= lines.count ? String(lines[number - 1]) : nil
  }

  /// True when place `a` comes before `b` (same file: by line and column; else by file name).
  static func order(_ a: String, _ b: String) -> Bool {
    func key(_ p: String) -> (String, Int, Int) {
      let parts = p.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) else { return (p, 0, 0) }
      return (parts.dropLast(2).joined(separator: ":"), l, c)
    }
    return key(a) < key(b)
  }
}
