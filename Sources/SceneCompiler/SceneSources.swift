import Foundation

/// The Swift files a scene is compiled from, and its asset catalog: a single scene file (its catalog
/// `Assets.xcassets` beside it), or a folder (an app's sources: every `.swift` and `.swift-dsl` file
/// under it, sorted by path, and the first `.xcassets` folder inside it).
public struct SceneSources {
  public let path: String
  public let isFolder: Bool
  /// The files' paths as diagnostics name them (`FOLDER/sub/File.swift`).
  public let files: [String]
  /// The asset catalog folder, if there is one.
  public let catalog: String?

  /// Largest source file read; a scene is source code, not data.
  static let maxBytes = 1 << 20
  /// Most files a folder may have (a scene folder, not a whole repository).
  static let maxFiles = 500

  public init(path: String) throws {
    self.path = path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw SceneCompileError.cannotRun(path, "no such file or folder")
    }
    isFolder = isDirectory.boolValue
    guard isFolder else {
      files = [path]
      let beside = (path as NSString).deletingLastPathComponent
      let candidate = (beside.isEmpty ? "" : beside + "/") + "Assets.xcassets"
      catalog = Self.isDirectory(candidate) ? candidate : nil
      return
    }
    var files: [String] = [], catalogs: [String] = []
    Self.walk(path, files: &files, catalogs: &catalogs)
    guard !files.isEmpty else { throw SceneCompileError.cannotRun(path, "the folder has no .swift or .swift-dsl files") }
    guard files.count <= Self.maxFiles else { throw SceneCompileError.cannotRun(path, "more than \(Self.maxFiles) Swift files; is it really a scene folder?") }
    self.files = files
    catalog = catalogs.first
  }

  /// Sources and `.xcassets` folders under `folder`, sorted; hidden entries and build folders skipped.
  static func walk(_ folder: String, files: inout [String], catalogs: inout [String]) {
    let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    for child in children where !child.hasPrefix(".") {
      let full = base + "/" + child
      if isDirectory(full) {
        if child.hasSuffix(".xcassets") { catalogs.append(full) }
        else if !["build", "DerivedData", "Pods", "Tests"].contains(child) && !child.hasSuffix("Tests") && !child.hasSuffix(".xcodeproj") { walk(full, files: &files, catalogs: &catalogs) }
      } else if child.hasSuffix(".swift") || child.hasSuffix(".swift-dsl") {
        files.append(full)
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
      return (String(decoding: data, as: UTF8.self), file)
    }
  }

  /// Xcode's generated asset symbols for the catalog (``AssetSymbols``), or nothing without one.
  public func assetSymbols() throws -> String {
    guard let catalog else { return "" }
    return try AssetSymbols(catalog: catalog).source
  }
}
