import Foundation
import XCTest

/// The reference in `docs/` and the binary's `--help` name the same options: every option a command
/// prints in its help is documented (as `--name`) in `docs/command-line.md` or the page that command's
/// reference lives on, so a new option cannot land undocumented.
final class CommandLineDocsTests: XCTestCase {
  /// Each subcommand and the docs pages that document it (command-line.md is the index of all).
  static let pages: [String: [String]] = [
    "render": ["command-line.md", "compiled-scenes.md", "cluster.md", "reliability.md"],
    "batch": ["command-line.md", "cluster.md"],
    "test": ["command-line.md"],
    "plot": ["command-line.md"],
    "sheet": ["command-line.md"],
    "inspect": ["command-line.md"],
    "preview": ["command-line.md"],
    "demo": ["command-line.md"],
    "merge": ["command-line.md", "cluster.md"],
  ]

  /// The `--long` options of a help text (the OPTIONS section; `--help`/`--version` are ArgumentParser's own).
  static func options(inHelp help: String) -> Set<String> {
    let regex = try! NSRegularExpression(pattern: "(?<![\\w-])--[a-z][a-z0-9-]*")
    var found = Set<String>()
    var inOptions = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("OPTIONS:") { inOptions = true; continue }
      if inOptions, !line.isEmpty, !line.hasPrefix(" ") { inOptions = false }
      // An option's own line starts with its flags (`  -o, --out <out>`); wrapped help text is indented further.
      guard inOptions, line.hasPrefix("  "), line.dropFirst(2).first == "-" else { continue }
      let text = String(line)
      for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        found.insert(String(text[Range(match.range, in: text)!]))
      }
    }
    return found.subtracting(["--help", "--version"])
  }

  func testEveryOptionInHelpIsDocumented() throws {
    let docs = CommandLineTool.packageRoot.appendingPathComponent("docs")
    var missing: [String] = []
    for (command, pages) in Self.pages.sorted(by: { $0.key < $1.key }) {
      let result = try CommandLineTool.run([command, "--help"])
      XCTAssertEqual(result.status, 0, "\(command) --help: \(result.stderr)")
      let options = Self.options(inHelp: result.stdout)
      XCTAssertFalse(options.isEmpty, "no options parsed from `\(command) --help`:\n\(result.stdout)")
      let text = try pages.map { try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8) }.joined()
      for option in options.sorted() where !Self.mentions(text, option) {
        missing.append("\(command) \(option)")
      }
    }
    XCTAssertEqual(missing, [], "options in --help but not in docs/ (document them): \(missing.joined(separator: ", "))")
  }

  func testEveryCommandHasASection() throws {
    let text = try String(contentsOf: CommandLineTool.packageRoot.appendingPathComponent("docs/command-line.md"), encoding: .utf8)
    let help = try CommandLineTool.run(["--help"]).stdout
    for command in Self.pages.keys.sorted() {
      XCTAssertTrue(help.contains("  \(command) ") || help.contains("  \(command)\n"), "`animrender --help` does not list \(command)")
      XCTAssertTrue(text.contains("animrender \(command)") || command == "render", "docs/command-line.md shows no `animrender \(command)` example")
    }
  }

  /// One vocabulary: the same thing has the same option name in every command that offers it.
  static let vocabulary: [String: [String]] = [
    "--out": ["render", "batch", "sheet", "plot", "merge", "demo"],
    "--quiet": ["render", "batch", "test", "sheet", "plot", "merge", "demo"],
    "--seed": ["render", "inspect", "sheet", "plot", "demo"],
    "--date": ["render", "inspect", "sheet", "plot", "demo"],
    "--preview": ["render", "inspect", "sheet", "plot"],
    "--view": ["render", "batch", "test", "inspect", "sheet", "plot"],
    "--at": ["render", "inspect", "test", "sheet", "demo"],
    "--duration": ["render", "sheet", "plot", "demo"],
  ]
  /// Names another tool might use for the same things; none of ours may.
  static let synonyms = ["--output", "--silent", "--time", "--seconds", "--colour-scheme", "--random-seed", "--frontend", "--start-date", "--out-dir"]

  func testOneVocabularyAcrossCommands() throws {
    var helps: [String: Set<String>] = [:]
    for command in Self.pages.keys { helps[command] = Self.options(inHelp: try CommandLineTool.run([command, "--help"]).stdout) }
    for (option, commands) in Self.vocabulary.sorted(by: { $0.key < $1.key }) {
      for command in commands {
        XCTAssertTrue(helps[command]?.contains(option) == true, "`animrender \(command)` has no \(option)")
      }
    }
    for (command, options) in helps {
      XCTAssertTrue(options.isDisjoint(with: Self.synonyms), "`animrender \(command)` uses \(options.intersection(Self.synonyms))")
    }
  }

  /// The other direction: an option the docs show exists in some command's help.
  func testEveryDocumentedOptionExists() throws {
    var known: Set<String> = ["--help", "--version", "--generate-completion-script"]
    for command in Self.pages.keys { known.formUnion(Self.options(inHelp: try CommandLineTool.run([command, "--help"]).stdout)) }
    let text = try String(contentsOf: CommandLineTool.packageRoot.appendingPathComponent("docs/command-line.md"), encoding: .utf8)
    let regex = try NSRegularExpression(pattern: "(?<![\\w-])--[a-z][a-z0-9-]*")
    let documented = Set(regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) })
    XCTAssertEqual(documented.subtracting(known).sorted(), [], "docs/command-line.md shows options no command has")
  }

  func testTheParserSeesOptionsOnly() {
    let help = """
      OVERVIEW: x

      USAGE: animrender sheet <scene> --out <out> [--count <count>]

      OPTIONS:
        -o, --out <out>         Where to write; see --count for more.
        --count <count>         How many
                                frames (also --columns).
        --front-end <front-end> How the scene runs.
        -h, --help              Show help information.

      """
    XCTAssertEqual(Self.options(inHelp: help), ["--out", "--count", "--front-end"])
  }

  /// `--name` as a whole word in the docs (not the prefix of a longer option).
  static func mentions(_ text: String, _ option: String) -> Bool {
    var range = text.startIndex..<text.endIndex
    while let found = text.range(of: option, range: range) {
      let next = found.upperBound < text.endIndex ? text[found.upperBound] : " "
      if !(next.isLetter || next.isNumber || next == "-") { return true }
      range = found.upperBound..<text.endIndex
    }
    return false
  }
}
