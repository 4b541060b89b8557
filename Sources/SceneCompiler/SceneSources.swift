import Foundation
import SwiftParser
import SwiftSyntax

/// The Swift files a scene is compiled from, and its asset catalog: a single scene file (its catalog
/// `Scene(assets: "…")`, relative to the file, else `Assets.xcassets` beside it), or a folder (an app's
/// sources: every `.swift` and `.swift-dsl` file under it, sorted by path, and the first `.xcassets`
/// folder inside it). `--assets` names the catalog instead of all of these. String catalogs
/// (`*.xcstrings`, `xx.lproj` folders of `.strings` tables) are those in the folder, or beside the file.
public struct SceneSources {
  public let path: String
  public let isFolder: Bool
  /// The files' paths as diagnostics name them (`FOLDER/sub/File.swift`).
  public let files: [String]
  /// The asset catalog folder, if there is one.
  public let catalog: String?
  /// `file:line:col` of `Scene(assets:)` when the catalog comes from it, so its errors point there.
  public let catalogPlace: String?
  /// The string catalogs: `.xcstrings` files and `.lproj` folders, sorted by path.
  public let stringCatalogs: [String]

  /// Largest source file read; a scene is source code, not data.
  static let maxBytes = 1 << 20
  /// Most files a folder may have (a scene folder, not a whole repository).
  static let maxFiles = 500

  /// - Parameter catalog: `--assets`, the catalog folder to use whatever the scene says.
  public init(path: String, catalog override: String? = nil) throws {
    self.path = path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw SceneCompileError.cannotRun(path, "no such file or folder")
    }
    isFolder = isDirectory.boolValue
    if let override, !Self.isDirectory(override) {
      throw SceneCompileError.diagnostics("error: --assets: no asset catalog folder at '\(override)'")
    }
    guard isFolder else {
      files = [path]
      let beside = (path as NSString).deletingLastPathComponent
      let prefix = beside.isEmpty ? "" : beside + "/"
      stringCatalogs = ((try? FileManager.default.contentsOfDirectory(atPath: beside.isEmpty ? "." : beside)) ?? []).sorted()
        .filter { !$0.hasPrefix(".") && ($0.hasSuffix(".xcstrings") || ($0.hasSuffix(".lproj") && Self.isDirectory(prefix + $0))) }
        .map { prefix + $0 }
      let written = override == nil ? try Self.sceneAssetsArgument(path) : nil
      catalogPlace = written?.place
      if let override {
        catalog = override
      } else if let written {
        guard Self.isDirectory(written.catalog) else {
          throw SceneCompileError.diagnostics("\(written.place): error: no asset catalog folder at '\(written.catalog)'")
        }
        catalog = written.catalog
      } else {
        let beside = (path as NSString).deletingLastPathComponent
        let candidate = (beside.isEmpty ? "" : beside + "/") + "Assets.xcassets"
        catalog = Self.isDirectory(candidate) ? candidate : nil
      }
      return
    }
    var files: [String] = [], catalogs: [String] = [], strings: [String] = []
    Self.walk(path, files: &files, catalogs: &catalogs, strings: &strings)
    stringCatalogs = strings
    guard !files.isEmpty else { throw SceneCompileError.cannotRun(path, "the folder has no .swift or .swift-dsl files") }
    guard files.count <= Self.maxFiles else { throw SceneCompileError.cannotRun(path, "more than \(Self.maxFiles) Swift files; is it really a scene folder?") }
    self.files = files
    catalog = override ?? catalogs.first
    catalogPlace = nil
  }

  /// `Scene(assets: "Brand.xcassets")` in the scene file at `path`: the folder it names (relative to
  /// the file's folder) and the argument's place. Nil when the file has no such literal (a value
  /// that is not a plain string literal is the pre-pass's error, at its place).
  static func sceneAssetsArgument(_ path: String) throws -> (catalog: String, place: String)? {
    guard let data = FileManager.default.contents(atPath: path), data.count <= maxBytes else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    // Only files that could say it are parsed (the pre-pass parses every file again anyway).
    guard text.contains("assets") else { return nil }
    let tree = Parser.parse(source: text)
    for item in tree.statements {
      guard let call = ScenePrepass.sceneCall(item.item),
            let argument = call.arguments.first(where: { $0.label?.text == "assets" }),
            let name = stringLiteral(argument.expression) else { continue }
      let l = argument.expression.startLocation(converter: SourceLocationConverter(fileName: path, tree: tree))
      let folder = (path as NSString).deletingLastPathComponent
      let catalog = name.hasPrefix("/") || folder.isEmpty ? name : folder + "/" + name
      return (catalog, "\(path):\(l.line):\(l.column)")
    }
    return nil
  }

  /// The text of a plain string literal (one segment, no interpolation or escapes).
  static func stringLiteral(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
          let segment = literal.segments.first?.as(StringSegmentSyntax.self),
          !segment.content.text.contains("\\") else { return nil }
    return segment.content.text
  }

  /// Sources, `.xcassets` folders and string catalogs under `folder`, sorted; hidden entries and build
  /// folders skipped.
  static func walk(_ folder: String, files: inout [String], catalogs: inout [String], strings: inout [String]) {
    let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    for child in children where !child.hasPrefix(".") {
      let full = base + "/" + child
      if isDirectory(full) {
        if child.hasSuffix(".xcassets") { catalogs.append(full) }
        else if child.hasSuffix(".lproj") { strings.append(full) }
        else if !["build", "DerivedData", "Pods", "Tests"].contains(child) && !child.hasSuffix("Tests") && !child.hasSuffix(".xcodeproj") { walk(full, files: &files, catalogs: &catalogs, strings: &strings) }
      } else if child.hasSuffix(".swift") || child.hasSuffix(".swift-dsl") {
        files.append(full)
      } else if child.hasSuffix(".xcstrings") {
        strings.append(full)
      }
    }
  }

  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// Every file's text with its name.
  public func read() throws -> [(source: String, fileName: String)] {
    try files.map { file in
      guard let data = FileManager.default.contents(atPath: file) else { throw SceneCompileError.cannotRun(file, "cannot read the file") }
      guard data.count <= Self.maxBytes else { throw SceneCompileError.cannotRun(file, "larger than \(Self.maxBytes >> 10) KB; is it really Swift source?") }
      let text = String(decoding: data, as: UTF8.self)
      try SourceBudget.check(text, fileName: file)
      return (text, file)
    }
  }

  /// Xcode's generated asset symbols for the catalog (``AssetSymbols``), or nothing without one.
  public func assetSymbols() throws -> String {
    guard let catalog else { return "" }
    return try AssetSymbols(catalog: catalog).source
  }
}
