import CairoRenderer
import Foundation
import Graphics
import ViewRuntime

/// An Xcode asset catalog folder (`Assets.xcassets`) read for a scene: colour sets and image sets by
/// name. https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/
///
/// Every `Contents.json` is read when the catalog is opened, so a malformed one fails at once with its
/// path. Image files are decoded on first use and kept (`image(named:)` returns the same image for the
/// whole render). Folders with `provides-namespace` prefix their assets' names (`Icons/star`); other
/// folders only group. Other set types (app icons, symbols, data) are ignored.
public final class AssetCatalog: @unchecked Sendable {
  public let path: String
  private let colors: [String: Color]
  private let imageSets: [String: CatalogImageSet]
  private var decoded: [String: AssetImage] = [:]
  private let lock = NSLock()

  /// Largest `Contents.json` read; these are small descriptions, not data.
  static let maxContentsBytes = 1 << 20

  public init(path: String) throws {
    self.path = path
    var colors: [String: Color] = [:], images: [String: CatalogImageSet] = [:]
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw AssetCatalogError(path, "no asset catalog folder here")
    }
    try Self.walk(path, namespace: "", colors: &colors, images: &images)
    self.colors = colors
    self.imageSets = images
  }

  public var colorNames: [String] { colors.keys.sorted() }
  public var imageNames: [String] { imageSets.keys.sorted() }

  public func color(named name: String) throws -> Color? { colors[name] }

  public func image(named name: String) throws -> AssetImage? {
    lock.lock()
    defer { lock.unlock() }
    if let image = decoded[name] { return image }
    guard let set = imageSets[name] else { return nil }
    let image = try set.decode(name: name)
    decoded[name] = image
    return image
  }

  /// Reads a folder's children: sets by their extension, namespace folders recursively.
  private static func walk(_ folder: String, namespace: String, colors: inout [String: Color], images: inout [String: CatalogImageSet]) throws {
    let children: [String]
    do { children = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
      throw AssetCatalogError(folder, "cannot list the folder")
    }
    for child in children where !child.hasPrefix(".") {
      let full = folder + "/" + child
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
      let ext = (child as NSString).pathExtension, base = (child as NSString).deletingPathExtension
      switch ext {
      case "colorset":
        let name = namespace + base
        guard colors[name] == nil else { throw AssetCatalogError(full, "a second colour set named '\(name)'") }
        let file = full + "/Contents.json"
        colors[name] = try CatalogColor.read(try readJSON(file), file: file)
      case "imageset":
        let name = namespace + base
        guard images[name] == nil else { throw AssetCatalogError(full, "a second image set named '\(name)'") }
        images[name] = try CatalogImageSet(folder: full)
      case "":
        let contents = full + "/Contents.json"
        var providesNamespace = false
        if FileManager.default.fileExists(atPath: contents) {
          let json = try readJSON(contents) as? [String: Any]
          providesNamespace = (json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
        }
        try walk(full, namespace: providesNamespace ? namespace + child + "/" : namespace, colors: &colors, images: &images)
      default:
        continue  // .appiconset, .symbolset, .dataset, …: not drawn by scenes
      }
    }
  }

  /// A `Contents.json`, parsed; errors name the file.
  static func readJSON(_ file: String) throws -> Any {
    guard let data = FileManager.default.contents(atPath: file) else { throw AssetCatalogError(file, "missing or unreadable") }
    guard data.count <= maxContentsBytes else { throw AssetCatalogError(file, "larger than \(maxContentsBytes >> 10) KB") }
    do { return try JSONSerialization.jsonObject(with: data) } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "not valid JSON"
      throw AssetCatalogError(file, "invalid JSON: \(detail.replacingOccurrences(of: "\n", with: " "))")
    }
  }
}
