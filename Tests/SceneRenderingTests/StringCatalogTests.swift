import Foundation
import SceneRendering
import Testing

/// `StringCatalog` on catalogs written per test: the `.xcstrings` JSON (plain units, plural variations,
/// substitutions) and `.strings` tables (comments, escapes, UTF-8 and UTF-16 with a byte-order mark);
/// the lookup order (exact locale, language, source language, none); CLDR plural categories; errors.
@Suite struct StringCatalogTests {
  static func folder() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  static func write(_ text: String, _ name: String, in dir: URL) throws -> String {
    let url = dir.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  static let catalogJSON = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Welcome" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } },
          "de-AT" : { "stringUnit" : { "state" : "translated", "value" : "Servus" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome!" } }
        } },
        "Only German" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Nur Deutsch" } } } },
        "%lld files" : { "localizations" : {
          "de" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } },
          "fr" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } } } } },
          "ru" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } }
        } },
        "%@ has %lld photos" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ hat %#@photos@" },
                   "substitutions" : { "photos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                     "one" : { "stringUnit" : { "state" : "translated", "value" : "ein Foto" } },
                     "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Fotos" } } } } } } }
        } },
        "Untranslated" : { }
      },
      "version" : "1.0"
    }
    """

  @Test func lookupOrderIsLocaleThenLanguageThenSource() throws {
    let dir = try Self.folder()
    let catalog = try StringCatalog(paths: [try Self.write(Self.catalogJSON, "Localizable.xcstrings", in: dir)])
    #expect(catalog.template(key: "Welcome", table: nil, locale: "de_AT", numbers: []) == "Servus")       // exact, `_` or `-`
    #expect(catalog.template(key: "Welcome", table: nil, locale: "de_DE", numbers: []) == "Willkommen")   // the language
    #expect(catalog.template(key: "Welcome", table: "Localizable", locale: "de", numbers: []) == "Willkommen")
    #expect(catalog.template(key: "Welcome", table: nil, locale: "ja", numbers: []) == "Welcome!")        // the source language
    #expect(catalog.template(key: "Only German", table: nil, locale: "fr", numbers: []) == nil)          // none: the key is shown
    #expect(catalog.template(key: "Untranslated", table: nil, locale: "de", numbers: []) == nil)
    #expect(catalog.template(key: "Missing", table: nil, locale: "de", numbers: []) == nil)
    #expect(catalog.template(key: "Welcome", table: "Settings", locale: "de", numbers: []) == nil)       // another table
  }

  @Test func pluralVariationsFollowCLDR() throws {
    let dir = try Self.folder()
    let catalog = try StringCatalog(paths: [try Self.write(Self.catalogJSON, "Localizable.xcstrings", in: dir)])
    func files(_ n: Double, _ locale: String) -> String? { catalog.template(key: "%lld files", table: nil, locale: locale, numbers: [n]) }
    #expect(files(1, "de") == "%lld Datei")
    #expect(files(0, "de") == "%lld Dateien")
    #expect(files(2, "de_CH") == "%lld Dateien")
    // French: one is i = 0 or 1.
    #expect(files(0, "fr") == "%lld fichier" && files(1, "fr") == "%lld fichier" && files(2, "fr") == "%lld fichiers")
    // Russian: one (…1 but not …11), few (…2–4 but not …12–14), many.
    #expect(files(21, "ru") == "%lld файл" && files(11, "ru") == "%lld файлов")
    #expect(files(3, "ru") == "%lld файла" && files(13, "ru") == "%lld файлов" && files(5, "ru") == "%lld файлов")
    // A substitution picks its form by its own argument and names it by position.
    #expect(catalog.template(key: "%@ has %lld photos", table: nil, locale: "de", numbers: [nil, 1]) == "%1$@ hat ein Foto")
    #expect(catalog.template(key: "%@ has %lld photos", table: nil, locale: "de", numbers: [nil, 4]) == "%1$@ hat %2$lld Fotos")
  }

  @Test func pluralRulesTable() {
    // CLDR's language plural rules: English/German one only for integer 1; French 0 and 1 (and 1.5);
    // Polish and Russian few/many; Arabic all six; Japanese only other.
    #expect(PluralRules.category(of: 1, language: "en") == "one" && PluralRules.category(of: 1.5, language: "en") == "other")
    #expect(PluralRules.category(of: 1.5, language: "fr") == "one" && PluralRules.category(of: 2, language: "fr") == "other")
    #expect(PluralRules.category(of: 22, language: "pl") == "few" && PluralRules.category(of: 21, language: "pl") == "many")
    #expect(["zero", "one", "two", "few", "many", "other"] == [0, 1, 2, 3, 11, 100].map { PluralRules.category(of: $0, language: "ar") })
    #expect(PluralRules.category(of: 1, language: "ja") == "other")
  }

  @Test func stringsTablesInUTF8AndUTF16() throws {
    let dir = try Self.folder()
    let de = """
      /* A block comment
         over two lines. */
      "Sign out" = "Abmelden";   // a line comment
      "Quote" = "Er sagte \\"Hallo\\"\\nund ging.";
      "Escaped" = "\\U00e4\\UD83D\\UDE00";
      Bare = Wort;
      "Self";
      """
    let lproj = dir.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    try (Data([0xFF, 0xFE]) + de.data(using: .utf16LittleEndian)!).write(to: lproj.appendingPathComponent("Settings.strings"))
    _ = try Self.write("\u{FEFF}\"Sign out\" = \"Se déconnecter\";\n", "fr.lproj/Settings.strings", in: dir)
    let big = "\"Sign out\" = \"Log out\";\n"
    let en = dir.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
    try (Data([0xFE, 0xFF]) + big.data(using: .utf16BigEndian)!).write(to: en.appendingPathComponent("Settings.strings"))
    let catalog = try StringCatalog(paths: ["de", "fr", "en"].map { lproj.deletingLastPathComponent().appendingPathComponent("\($0).lproj").path })
    func t(_ key: String, _ locale: String) -> String? { catalog.template(key: key, table: "Settings", locale: locale, numbers: []) }
    #expect(t("Sign out", "de_DE") == "Abmelden")
    #expect(t("Quote", "de") == "Er sagte \"Hallo\"\nund ging.")
    #expect(t("Escaped", "de") == "ä😀")
    #expect(t("Bare", "de") == "Wort" && t("Self", "de") == "Self")
    #expect(t("Sign out", "fr") == "Se déconnecter")
    #expect(t("Sign out", "it") == "Log out")   // en.lproj is the source language
    #expect(t("Sign out", "de") != nil && catalog.template(key: "Sign out", table: nil, locale: "de", numbers: []) == nil)
  }

  @Test func malformedFilesNameTheFileAndLine() throws {
    let dir = try Self.folder()
    let json = try Self.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"a\" : }\n}\n", "Localizable.xcstrings", in: dir)
    let e1 = #expect(throws: StringCatalogError.self) { try StringCatalog(paths: [json]) }
    // The missing value is on line 3.
    #expect(e1?.path == json && e1?.line == 3 && e1?.description.hasPrefix("\(json):3: error: invalid JSON") == true, "\(String(describing: e1))")
    let shape = try Self.write("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"stringUnit\": {}}}}}}",
                               "Other.xcstrings", in: dir)
    let e2 = #expect(throws: StringCatalogError.self) { try StringCatalog(paths: [shape]) }
    #expect(e2?.reason.contains("\"a\" in de") == true)
    let plural = try Self.write("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": {\"de\": {\"variations\": {\"plural\": {\"some\": {}}}}}}}}",
                                "Third.xcstrings", in: dir)
    let e3 = #expect(throws: StringCatalogError.self) { try StringCatalog(paths: [plural]) }
    #expect(e3?.reason.contains("unknown plural category 'some'") == true)
    let strings = try Self.write("\"a\" = \"b\";\n\n\"c\" \"d\";\n", "de.lproj/Localizable.strings", in: dir)
    let e4 = #expect(throws: StringCatalogError.self) { try StringCatalog(paths: [(strings as NSString).deletingLastPathComponent]) }
    #expect(e4?.path == strings && e4?.line == 3 && e4?.description == "\(strings):3: error: expected '=' or ';' after the key \"c\"")
    let open = try Self.write("\"a\" = \"b\n", "fr.lproj/Localizable.strings", in: dir)
    let e5 = #expect(throws: StringCatalogError.self) { try StringCatalog(paths: [(open as NSString).deletingLastPathComponent]) }
    #expect(e5?.line == 1 && e5?.reason.contains("unterminated string") == true)
  }
}
