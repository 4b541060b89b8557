import CairoRenderer
import Foundation
import Graphics

/// An image set's `Contents.json`: its files by scale (1x, 2x, 3x, or one file without a scale — a
/// single-scale vector PDF/SVG) and its template rendering intent. Entries for other idioms than
/// `universal` are used only when there is no universal one; entries with a `luminosity: dark`
/// appearance are the dark variant (other appearances, such as high contrast, are skipped).
struct CatalogImageSet {
  let folder: String
  let files: [(scale: Double, path: String)]
  let darkFiles: [(scale: Double, path: String)]
  let isTemplate: Bool

  init(folder: String) throws {
    self.folder = folder
    let file = folder + "/Contents.json"
    guard let root = try AssetCatalog.readJSON(file) as? [String: Any], let entries = root["images"] as? [[String: Any]] else {
      throw AssetCatalogError(file, "expected an \"images\" array")
    }
    let universal = entries.filter { ($0["idiom"] as? String ?? "universal") == "universal" }
    var files: [(Double, String)] = [], darkFiles: [(Double, String)] = []
    for entry in universal.isEmpty ? entries : universal {
      guard let name = entry["filename"] as? String else { continue }  // an empty slot
      var isDark = false
      if let appearances = entry["appearances"] as? [[String: Any]], !appearances.isEmpty {
        guard appearances.count == 1, appearances[0]["appearance"] as? String == "luminosity",
              let value = appearances[0]["value"] as? String, value == "dark" || value == "light" else { continue }
        isDark = value == "dark"
      }
      let scale: Double
      if let written = entry["scale"] as? String {
        guard written.hasSuffix("x"), let s = Double(written.dropLast()), s > 0, s <= 4 else {
          throw AssetCatalogError(file, "image '\(name)' has an unknown scale '\(written)' (1x, 2x, 3x)")
        }
        scale = s
      } else {
        scale = 1
      }
      let path = folder + "/" + name
      guard FileManager.default.fileExists(atPath: path) else { throw AssetCatalogError(file, "image file '\(name)' is missing") }
      guard !(isDark ? darkFiles : files).contains(where: { $0.0 == scale }) else {
        throw AssetCatalogError(file, "two \(isDark ? "dark " : "")images at scale \(Int(scale))x")
      }
      if isDark { darkFiles.append((scale, path)) } else { files.append((scale, path)) }
    }
    guard !files.isEmpty else { throw AssetCatalogError(file, "the image set has no image files for the any appearance") }
    self.files = files.sorted { $0.0 < $1.0 }
    self.darkFiles = darkFiles.sorted { $0.0 < $1.0 }
    let properties = root["properties"] as? [String: Any]
    isTemplate = properties?["template-rendering-intent"] as? String == "template"
  }

  /// Decodes every file once. The size in points comes from the lowest-scale file (pixels over scale).
  func decode(name: String) throws -> AssetImage {
    let dark = darkFiles.isEmpty ? nil : try Self.decode(name: name, darkFiles, isTemplate: isTemplate, dark: nil)
    return try Self.decode(name: name, files, isTemplate: isTemplate, dark: dark)
  }

  private static func decode(name: String, _ files: [(scale: Double, path: String)], isTemplate: Bool, dark: AssetImage?) throws -> AssetImage {
    var representations: [AssetImage.Representation] = []
    var size: CGSize?
    for (scale, path) in files {
      let decoded = try ImageDecoder.decode(file: path)
      let vector = decoded.source.isVector
      let s = vector ? 1 : scale
      if size == nil { size = CGSize(width: Double(decoded.size.width) / s, height: Double(decoded.size.height) / s) }
      representations.append(AssetImage.Representation(scale: s, source: decoded.source))
    }
    return AssetImage(name: name, size: size!, representations: representations, isTemplate: isTemplate, dark: dark)
  }
}
