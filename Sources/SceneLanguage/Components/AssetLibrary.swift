import Graphics
import ViewRuntime

/// An asset catalog as scenes see it: colours and images by name. The scene-rendering layer reads
/// the catalog folder and decodes its images; the language only looks names up.
public protocol AssetLibrary: AnyObject {
  /// The catalog folder, for messages.
  var path: String { get }
  /// Every colour set's name (namespaced ones as `Folder/Name`), sorted.
  var colorNames: [String] { get }
  /// Every image set's name (namespaced ones as `Folder/Name`), sorted.
  var imageNames: [String] { get }
  /// The colour set `name` with its dark variant, or nil if the catalog has none.
  func color(named name: String) throws -> Color?
  /// The image set `name`, decoded (once; later calls return the same image), or nil if the catalog
  /// has none. Throws, naming the file, when an image file cannot be read.
  func image(named name: String) throws -> AssetImage?
}
