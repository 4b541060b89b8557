import Foundation

/// An app's localized strings, as its bundle would hold them: Xcode 15's string catalogs
/// (`Localizable.xcstrings`, https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog)
/// and the older `xx.lproj/Table.strings` files, by table name (the file's name: `Localizable`, `Settings`).
///
/// ``template(key:table:locale:numbers:)`` picks a key's text for a locale as Foundation's bundle lookup
/// does: the exact locale, then less specific ones (`de_DE` → `de`), then the table's source language;
/// nil when none has it (SwiftUI then shows the key). Plural variations are picked by ``PluralRules``.
public struct StringCatalog: Sendable {
  /// One localization of a key: a text, or texts by plural category; `substitutions` are the named
  /// `%#@name@` parts of an `.xcstrings` value, each plural on its own argument.
  public struct Localization: Equatable, Sendable {
    public var text: String?
    public var plural: [String: String] = [:]
    public var substitutions: [String: Substitution] = [:]
  }

  public struct Substitution: Equatable, Sendable {
    /// 1-based argument the variation is picked by, and its printf conversion (`lld`).
    public var argument: Int
    public var specifier: String
    public var plural: [String: String]
  }

  struct Table: Sendable {
    var sourceLanguage: String?
    /// key → normalized locale (`de-DE`) → localization.
    var entries: [String: [String: Localization]] = [:]
  }

  private(set) var tables: [String: Table] = [:]
  /// The files read, in order.
  public private(set) var files: [String] = []

  /// Largest catalog file read.
  static let maxBytes = 8 << 20

  public init() {}

  /// Reads `paths`: `.xcstrings` files and `.lproj` folders (each `.strings` file in one is a table).
  public init(paths: [String]) throws {
    for path in paths {
      if path.hasSuffix(".xcstrings") { try addCatalog(path) }
      else if path.hasSuffix(".lproj") {
        let language = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        for child in children where child.hasSuffix(".strings") {
          try addStrings(path + "/" + child, table: (child as NSString).deletingPathExtension, language: language)
        }
      }
    }
  }

  public var isEmpty: Bool { tables.isEmpty }

  /// `de_DE` and `de-DE` alike, case-folded.
  static func normalize(_ identifier: String) -> String {
    identifier.replacingOccurrences(of: "_", with: "-").lowercased()
  }

  /// The locales tried for `identifier`, most specific first: `zh-Hans-CN`, `zh-Hans`, `zh`.
  static func fallbacks(_ identifier: String) -> [String] {
    var parts = normalize(identifier).split(separator: "-").map(String.init)
    var out: [String] = []
    while !parts.isEmpty { out.append(parts.joined(separator: "-")); parts.removeLast() }
    return out
  }

  /// The text of `key` in `table` (nil: `Localizable`) for `locale`, with its plural variations chosen by
  /// `numbers` (each format argument's value, nil when it is not a number), or nil when no localization
  /// applies. The result is still a format (`%lld Elemente`): the caller formats its arguments in.
  public func template(key: String, table: String?, locale: String, numbers: [Double?]) -> String? {
    guard let t = tables[table ?? "Localizable"], let byLocale = t.entries[key] else { return nil }
    var candidates = Self.fallbacks(locale)
    if let source = t.sourceLanguage { candidates.append(Self.normalize(source)) }
    for candidate in candidates {
      guard let l = byLocale[candidate] else { continue }
      if let chosen = Self.choose(l, language: candidate, numbers: numbers) { return chosen }
    }
    return nil
  }

  static func choose(_ l: Localization, language: String, numbers: [Double?]) -> String? {
    var text = l.text
    if !l.plural.isEmpty {
      // A plural at the localization's level varies on its first number, as Xcode writes it for one argument.
      let n = numbers.compactMap { $0 }.first ?? 0
      text = l.plural[PluralRules.category(of: n, language: language)] ?? l.plural["other"]
    }
    guard var result = text else { return nil }
    for (name, s) in l.substitutions {
      let n = s.argument - 1 < numbers.count && s.argument >= 1 ? numbers[s.argument - 1] ?? 0 : 0
      let form = s.plural[PluralRules.category(of: n, language: language)] ?? s.plural["other"] ?? ""
      // `%arg` in a variation is the substitution's own argument, by position.
      result = result.replacingOccurrences(of: "%#@\(name)@", with: form.replacingOccurrences(of: "%arg", with: "%\(s.argument)$\(s.specifier)"))
    }
    return result
  }

  // MARK: Reading

  static func read(_ path: String) throws -> Data {
    guard let data = FileManager.default.contents(atPath: path) else { throw StringCatalogError(path, "missing or unreadable") }
    guard data.count <= maxBytes else { throw StringCatalogError(path, "larger than \(maxBytes >> 20) MB") }
    return data
  }

  mutating func addStrings(_ path: String, table: String, language: String) throws {
    files.append(path)
    let pairs = try StringsFileParser.parse(try Self.read(path), path: path)
    var t = tables[table] ?? Table()
    let locale = Self.normalize(language)
    // `Base.lproj` holds the development language's text: it is the table's source language here.
    if locale == "base" { t.sourceLanguage = "base" }
    else if t.sourceLanguage == nil && locale == "en" { t.sourceLanguage = "en" }
    for (key, value) in pairs { t.entries[key, default: [:]][locale] = Localization(text: value) }
    tables[table] = t
  }

  /// A `.xcstrings` file: `{"sourceLanguage": "en", "strings": {key: {"localizations": {locale:
  /// {"stringUnit": {"value": …}} or {"variations": {"plural": {category: {"stringUnit": …}}}}}}}}`.
  mutating func addCatalog(_ path: String) throws {
    files.append(path)
    let data = try Self.read(path)
    let root: Any
    do { root = try JSONSerialization.jsonObject(with: data) } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "not valid JSON"
      throw StringCatalogError(path, line: Self.line(ofError: detail, in: data), "invalid JSON: \(detail.replacingOccurrences(of: "\n", with: " "))")
    }
    guard let object = root as? [String: Any] else { throw StringCatalogError(path, "expected a JSON object at the top") }
    guard let source = object["sourceLanguage"] as? String else { throw StringCatalogError(path, "no \"sourceLanguage\" string") }
    guard let strings = (object["strings"] ?? [String: Any]()) as? [String: Any] else {
      throw StringCatalogError(path, "\"strings\" must be an object of keys")
    }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    var t = tables[name] ?? Table()
    t.sourceLanguage = source
    for (key, raw) in strings {
      guard let entry = raw as? [String: Any] else { throw StringCatalogError(path, "the entry of \"\(key)\" is not an object") }
      guard let localizations = (entry["localizations"] ?? [String: Any]()) as? [String: Any] else {
        throw StringCatalogError(path, "\"localizations\" of \"\(key)\" is not an object")
      }
      for (locale, value) in localizations {
        let place = "\"\(key)\" in \(locale)"
        guard let l = value as? [String: Any] else { throw StringCatalogError(path, "the localization \(place) is not an object") }
        var localization = Localization(text: try Self.unit(l, place: place, path: path))
        localization.plural = try Self.plural(l, place: place, path: path)
        if let subs = l["substitutions"] {
          guard let subs = subs as? [String: Any] else { throw StringCatalogError(path, "\"substitutions\" of \(place) is not an object") }
          for (subName, rawSub) in subs {
            guard let sub = rawSub as? [String: Any] else { throw StringCatalogError(path, "substitution '\(subName)' of \(place) is not an object") }
            localization.substitutions[subName] = Substitution(
              argument: sub["argNum"] as? Int ?? 1, specifier: sub["formatSpecifier"] as? String ?? "lld",
              plural: try Self.plural(sub, place: "\(place), substitution '\(subName)'", path: path))
          }
        }
        t.entries[key, default: [:]][Self.normalize(locale)] = localization
      }
    }
    tables[name] = t
  }

  /// A `stringUnit`'s value; nil without one.
  static func unit(_ object: [String: Any], place: String, path: String) throws -> String? {
    guard let unit = object["stringUnit"] else { return nil }
    guard let fields = unit as? [String: Any], let value = fields["value"] as? String else {
      throw StringCatalogError(path, "the stringUnit of \(place) has no \"value\" string")
    }
    return value
  }

  /// `variations` → `plural` → category → `stringUnit`; a `device` variation's `iphone` (else `other`)
  /// is read as the text when there is no plural.
  static func plural(_ object: [String: Any], place: String, path: String) throws -> [String: String] {
    guard let raw = object["variations"] else { return [:] }
    guard let variations = raw as? [String: Any] else { throw StringCatalogError(path, "\"variations\" of \(place) is not an object") }
    var out: [String: String] = [:]
    if let plural = variations["plural"] {
      guard let forms = plural as? [String: Any] else { throw StringCatalogError(path, "the plural of \(place) is not an object") }
      let known: Set = ["zero", "one", "two", "few", "many", "other"]
      for (category, form) in forms {
        guard known.contains(category) else { throw StringCatalogError(path, "unknown plural category '\(category)' in \(place) (zero, one, two, few, many, other)") }
        guard let f = form as? [String: Any], let value = try unit(f, place: "\(place), plural \(category)", path: path) else {
          throw StringCatalogError(path, "plural '\(category)' of \(place) has no stringUnit")
        }
        out[category] = value
      }
    } else if let device = variations["device"] as? [String: Any],
              let form = (device["iphone"] ?? device["other"]) as? [String: Any],
              let value = try unit(form, place: "\(place), device", path: path) {
      out["other"] = value
    }
    return out
  }

  /// The line a JSON parser's message points at: its "line N", or the line holding its "character N"
  /// (a byte offset, as Foundation's parser gives it); nil when it names neither.
  static func line(ofError message: String, in data: Data) -> Int? {
    func number(after word: String) -> Int? {
      guard let range = message.range(of: word) else { return nil }
      return Int(message[range.upperBound...].prefix(while: { $0.isNumber }))
    }
    if let line = number(after: "line ") { return line }
    guard let offset = number(after: "character ") else { return nil }
    return data.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  }
}
