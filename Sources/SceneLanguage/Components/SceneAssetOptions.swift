/// How a scene finds its asset catalog and treats missing assets (`--assets`, `--strict`).
///
/// The catalog is, in order: `catalogPath` (the command line), `Scene(assets: "…")` (relative to the
/// scene file), or `Assets.xcassets` beside the scene file; without any, asset names are missing.
public struct SceneAssetOptions {
  /// `--assets PATH`: used instead of `Scene(assets:)` and the catalog beside the scene.
  public var catalogPath: String?
  /// `--strict`: a missing asset is an error instead of a placeholder and a warning.
  public var strict: Bool
  /// Reads the catalog folder at a path (the scene-rendering layer's `AssetCatalog`).
  public var load: (String) throws -> any AssetLibrary
  /// Where warnings go (one line each, `file:line:col: warning: …`); the CLI passes stderr.
  public var warn: (String) -> Void

  public init(catalogPath: String? = nil, strict: Bool = false, load: @escaping (String) throws -> any AssetLibrary,
              warn: @escaping (String) -> Void = { _ in }) {
    self.catalogPath = catalogPath; self.strict = strict; self.load = load; self.warn = warn
  }
}
