import CairoRenderer
import Foundation
import Graphics
import Testing

/// String catalogs through the built binary, on a copy of `scenes/gallery/locale-onboarding` (two views,
/// `Localizable.xcstrings` with German and French and a plural, a `Settings` table in `xx.lproj` files):
/// `--locale` picks the catalog's text, then the language's, then the source language's, then the key;
/// `String` values and `Text(verbatim:)` are never looked up; `.environment(\.locale, …)` wins below it;
/// an edited catalog is read again (not compiled in); a malformed one is an error naming it; and
/// `test --previews … --locale en,de` records a golden per locale.
@Suite(.serialized) struct LocaleStringsTests {
  static let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scenes/gallery/locale-onboarding")

  /// `.environment(\.locale, …)` set inside the view, over whatever `--locale` says.
  static let override = """
    import SwiftUI

    #Preview("Override", traits: .fixedLayout(width: 200, height: 100)) {
        VStack {
            Text("Welcome").environment(\\.locale, Locale(identifier: "fr_CA"))
            Button("Continue") { }
            Text("\\(2.5) km, \\(3) items", tableName: "Units")
        }
    }
    """

  /// A second catalog, the `Units` table: a translation that reorders its arguments (`%2$lld`).
  static let units = """
    {"sourceLanguage": "en", "strings": {"%lf km, %lld items": {"localizations": {
      "de": {"stringUnit": {"state": "translated", "value": "%.1f km, %lld Elemente"}},
      "fr": {"stringUnit": {"state": "translated", "value": "%2$lld éléments, %1$.2f km"}}}}}, "version": "1.0"}
    """

  /// A temporary folder with `app/`, a copy of the gallery app.
  static func makeApp(extra: [String: String] = [:]) throws -> URL {
    let dir = try CommandLineTool.temporaryDirectory()
    try FileManager.default.copyItem(at: gallery, to: dir.appendingPathComponent("app"))
    for (name, text) in extra { try Data(text.utf8).write(to: dir.appendingPathComponent("app/\(name)")) }
    return dir
  }

  static func run(_ arguments: [String], in dir: URL) throws -> CommandLineTool.Result {
    try CommandLineTool.run(arguments, in: dir, environment: ["XDG_CACHE_HOME": CommandLineTool.sharedCache.path])
  }

  struct Node: Decodable { var kind: String; var text: String? }
  struct Frame: Decodable { var nodes: [Node] }

  /// The texts `inspect` reports for a preview at 1 s.
  static func texts(_ preview: String, _ extra: [String], in dir: URL) throws -> [String] {
    let r = try run(["inspect", "app", "--preview", preview, "--at", "1"] + extra, in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    return try JSONDecoder().decode(Frame.self, from: Data(r.stdout.utf8)).nodes.compactMap(\.text)
  }

  @Test func localePicksTheCatalogsText() throws {
    let dir = try Self.makeApp(extra: ["Views/Override.swift": Self.override, "Units.xcstrings": Self.units])
    defer { try? FileManager.default.removeItem(at: dir) }
    // German: the catalog's `de` for `de_DE`; the `Settings` table from de.lproj (UTF-16); a key the
    // catalog lacks is shown as written.
    let german = try Self.texts("Welcome", ["--locale", "de_DE"], in: dir)
    for text in ["Willkommen", "Hallo, Ada!", "Your data stays on this device.", "Mitteilungen", "Datenschutz", "Abmelden", "Weiter"] {
      #expect(german.contains(text), "\(text) not in \(german)")
    }
    #expect(!german.contains("Welcome") && !german.contains("Continue"))
    // The plural by CLDR's German rule; the navigation title; a `String` and `Text(verbatim:)` as written.
    let one = try Self.texts("One message", ["--locale", "de_DE"], in: dir)
    #expect(one.contains("1 neue Nachricht") && one.contains("Posteingang") && one.contains("Inbox") && one.contains("Welcome"), "\(one)")
    #expect(try Self.texts("Three messages", ["--locale", "de"], in: dir).contains("3 neue Nachrichten"))

    let french = try Self.texts("Welcome", ["--locale", "fr"], in: dir)
    for text in ["Bienvenue", "Bonjour, Ada !", "Alertes", "Confidentialité", "Se déconnecter", "Continuer"] {
      #expect(french.contains(text), "\(text) not in \(french)")
    }
    let threeFrench = try Self.texts("Three messages", ["--locale", "fr_FR"], in: dir)
    #expect(threeFrench.contains("3 nouveaux messages") && threeFrench.contains("Boîte de réception"), "\(threeFrench)")

    // A locale the catalog does not have: the source language (English, with its own plural forms).
    let japanese = try Self.texts("One message", ["--locale", "ja"], in: dir)
    #expect(japanese.contains("1 new message") && japanese.contains("Inbox"), "\(japanese)")
    let welcome = try Self.texts("Welcome", ["--locale", "ja"], in: dir)
    #expect(welcome.contains("Welcome") && welcome.contains("Sign out") && welcome.contains("Continue"), "\(welcome)")

    // The environment set in the view wins over --locale below it (fr_CA → fr); its sibling keeps German.
    let overridden = try Self.texts("Override", ["--locale", "de"], in: dir)
    #expect(overridden.contains("Bienvenue") && overridden.contains("Weiter"), "\(overridden)")
    // Xcode's key for a Double and an Int (`%lf`, `%lld`); the locale's decimal comma; arguments by position.
    #expect(overridden.contains("2,5 km, 3 Elemente"), "\(overridden)")
    #expect(try Self.texts("Override", ["--locale", "fr"], in: dir).contains("3 éléments, 2,50 km"))
    #expect(try Self.texts("Override", [], in: dir).contains("2.5 km, 3 items"))
  }

  @Test func editedCatalogIsReadAgainAndBrokenOneIsAnError() throws {
    let dir = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try Self.texts("Welcome", ["--locale", "de"], in: dir).contains("Willkommen"))
    // The compiled library is cached; the catalog is read when the scene loads, so the edit shows.
    let catalog = dir.appendingPathComponent("app/Localizable.xcstrings")
    let text = try String(contentsOf: catalog, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"Willkommen\"", with: "\"Hallo und willkommen\"").utf8).write(to: catalog)
    #expect(try Self.texts("Welcome", ["--locale", "de"], in: dir).contains("Hallo und willkommen"))

    // A comma missing at the end of line 2: the parser stops at line 3.
    try Data(text.replacingOccurrences(of: "\"sourceLanguage\" : \"en\",", with: "\"sourceLanguage\" : \"en\"").utf8).write(to: catalog)
    let broken = try Self.run(["inspect", "app", "--preview", "Welcome", "--at", "1", "--locale", "de"], in: dir)
    #expect(broken.status == 1 && broken.stderr.contains("app/Localizable.xcstrings:3: error: invalid JSON"), "\(broken.stderr)")
    #expect(broken.stdout.isEmpty)
  }

  @Test func eachLocaleIsACaseWithItsOwnGolden() throws {
    let dir = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: dir) }
    let record = try Self.run(["test", "--previews", "app", "--golden", "goldens", "--locale", "en,de", "--at", "1", "--record", "all"], in: dir)
    #expect(record.status == 1 && record.stderr.contains("0 passed, 0 failed, 6 recorded (3 previews × 2 variants"), "\(record.stdout)\(record.stderr)")
    let english = try PNGFile.read(dir.appendingPathComponent("goldens/Views/WelcomeView.swift/Welcome[en]-1.000s.png").path)
    let german = try PNGFile.read(dir.appendingPathComponent("goldens/Views/WelcomeView.swift/Welcome[de]-1.000s.png").path)
    #expect(english.width == german.width && english.height == german.height)
    // The texts differ, so the pictures do.
    let differing = (0..<english.height).reduce(0) { sum, y in
      sum + (0..<english.width).filter { x in english.pixel(x: x, y: y) != german.pixel(x: x, y: y) }.count
    }
    #expect(differing > 500, "\(differing) pixels differ")
    let check = try Self.run(["test", "--previews", "app", "--golden", "goldens", "--locale", "en,de", "--at", "1"], in: dir)
    #expect(check.status == 0 && (check.stdout + check.stderr).contains("6 passed, 0 failed"), "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("ok   Views/WelcomeView.swift/Welcome[de] @ 1.000s"), "\(check.stdout)")
  }
}
