import Foundation

/// The asset symbols Xcode 15 generates for a catalog's colour and image sets ("Asset catalog
/// symbols", WWDC23 "What's new in Xcode 15"; https://developer.apple.com/documentation/xcode/managing-assets-with-asset-catalogs):
/// `ColorResource.brandStart` for the set "BrandStart" (so `Color(.brandStart)`, `.foregroundStyle(.brandStart)`
/// and `Color.brandStart` work, and `UIColor.brandStart`) and `ImageResource.sneaker` (`Image(.sneaker)`, and
/// `UIImage.sneaker`).
///
/// Names become lowerCamelCase of their words; a trailing "Color"/"Image" also gets the stripped name,
/// as Xcode does; names in namespace folders are left out (as the interpreter does).
struct AssetSymbols {
  let source: String

  init(catalog: String) throws {
    var colors: [String] = [], images: [String] = []
    try Self.walk(catalog, namespaced: false, colors: &colors, images: &images)
    var out = "// Asset symbols of \(catalog.replacingOccurrences(of: "\n", with: " "))\n"
    var seen: Set<String> = []
    for name in colors.sorted() {
      for symbol in Self.symbols(name, suffix: "Color") where seen.insert("c" + symbol).inserted {
        for owner in ["ColorResource", "Color", "ShapeStyle", "UIColor"] {
          out += Self.declaration(owner: owner, symbol: symbol, assetName: name) + "\n"
        }
      }
    }
    for name in images.sorted() {
      for symbol in Self.symbols(name, suffix: "Image") where seen.insert("i" + symbol).inserted {
        for owner in ["ImageResource", "UIImage"] {
          out += Self.declaration(owner: owner, symbol: symbol, assetName: name) + "\n"
        }
      }
    }
    source = out
  }

  /// Xcode's generated member `symbol` on `owner` (`ColorResource`, `Color`, `ShapeStyle`, `UIColor`,
  /// `ImageResource` or `UIImage`) for the set `assetName`. Module-qualified: a scene may declare its own
  /// `Color` (a model enum). The UIKit members are disfavoured so `Color(.x)` stays the `ColorResource`
  /// initializer rather than being ambiguous with `Color(_: UIColor)`.
  static func declaration(owner: String, symbol: String, assetName: String) -> String {
    let name = ScenePrepass.literal(assetName)
    let color = "SwiftUI.Color(SwiftUI.ColorResource(name: \(name)))"
    switch owner {
    case "ColorResource": return "extension SwiftUI.ColorResource { static let \(symbol) = SwiftUI.ColorResource(name: \(name)) }"
    case "Color": return "extension SwiftUI.Color { static var \(symbol): SwiftUI.Color { \(color) } }"
    case "ShapeStyle": return "extension SwiftUI.ShapeStyle where Self == SwiftUI.Color { static var \(symbol): SwiftUI.Color { \(color) } }"
    case "UIColor": return "extension SwiftUI.UIColor { @_disfavoredOverload static var \(symbol): SwiftUI.UIColor { SwiftUI.UIColor(resource: SwiftUI.ColorResource(name: \(name))) } }"
    case "ImageResource": return "extension SwiftUI.ImageResource { static let \(symbol) = SwiftUI.ImageResource(name: \(name)) }"
    case "UIImage": return "extension SwiftUI.UIImage { @_disfavoredOverload static var \(symbol): SwiftUI.UIImage { SwiftUI.UIImage(resource: SwiftUI.ImageResource(name: \(name))) } }"
    default: preconditionFailure("not an asset symbol owner: \(owner)")
    }
  }

  static func symbols(_ name: String, suffix: String) -> [String] {
    guard let base = generatedSymbol(name) else { return [] }
    var out = [base]
    if base.hasSuffix(suffix), base.count > suffix.count, let stripped = generatedSymbol(String(name.dropLast(suffix.count))) {
      out.append(stripped)
    }
    return out
  }

  /// lowerCamelCase of an asset name's words; nil if it has no letters or digits.
  static func generatedSymbol(_ name: String) -> String? {
    let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    guard let first = words.first else { return nil }
    var out = first.prefix(1).lowercased() + first.dropFirst()
    for w in words.dropFirst() { out += w.prefix(1).uppercased() + w.dropFirst() }
    if out.first?.isNumber == true { out = "_" + out }
    return out
  }

  /// Set names under `folder`; folders that are not sets are walked (their sets counted as namespaced
  /// when the folder's Contents.json says `provides-namespace`).
  static func walk(_ folder: String, namespaced: Bool, colors: inout [String], images: inout [String]) throws {
    let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for child in children where !child.hasPrefix(".") {
      let full = folder + "/" + child
      guard SceneSources.isDirectory(full) else { continue }
      let name = (child as NSString).deletingPathExtension
      switch (child as NSString).pathExtension {
      case "colorset": if !namespaced { colors.append(name) }
      case "imageset": if !namespaced { images.append(name) }
      case "": try walk(full, namespaced: namespaced || providesNamespace(full), colors: &colors, images: &images)
      default: continue
      }
    }
  }

  static func providesNamespace(_ folder: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let properties = json["properties"] as? [String: Any] else { return false }
    return properties["provides-namespace"] as? Bool == true
  }
}
