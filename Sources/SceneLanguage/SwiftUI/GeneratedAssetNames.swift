import Foundation
import ViewRuntime

/// Xcode's generated asset names a scene uses that no loaded catalog provides (`Color.studioPurple`,
/// `Image(.loveReaction)`, `.foregroundStyle(.textPrimary)`), found in the scene's text.
///
/// Xcode generates these from the catalog (WWDC23 "What's new in Xcode 15": asset symbols), so a
/// snippet shared without its catalog would not compile. animrender registers each as a missing asset
/// instead: a placeholder and one warning per place, or an error under `--strict`.
struct GeneratedAssetNames {
  var colors: Set<String> = []
  var images: Set<String> = []

  /// Member names after the patterns Xcode's generated symbols are written in. Names the scene declares
  /// itself (`static let brand = …` in an extension) are left to the scene.
  init(scanning text: String) {
    func matches(_ pattern: String) -> Set<String> {
      guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
      let range = NSRange(text.startIndex..., in: text)
      return Set(regex.matches(in: text, range: range).compactMap { m in
        Range(m.range(at: 1), in: text).map { String(text[$0]) }
      })
    }
    // A property, not a call (`.fill(.linearGradient(…))` is a style, not an asset).
    let member = "([a-z][A-Za-z0-9_]*)\\b(?!\\s*\\()"
    colors = matches("\\b(?:Color|UIColor|ColorResource)\\." + member)
      .union(matches("\\b(?:Color|UIColor)\\(\\s*(?:resource:\\s*)?\\." + member))
      .union(matches("\\.(?:foregroundStyle|foregroundColor|fill|tint|stroke|strokeBorder|background|accentColor)\\(\\s*\\." + member))
    images = matches("\\bImageResource\\." + member)
      .union(matches("\\b(?:Image|UIImage)\\(\\s*(?:resource:\\s*)?\\." + member))
    let declared = matches("\\b(?:static\\s+(?:let|var|func)|case)\\s+([a-z][A-Za-z0-9_]*)").union(["self", "init", "random"])
    colors.subtract(declared)
    images.subtract(declared)
  }
}

extension HostRegistry {
  /// Registers every generated name in `text` that no type has yet as a missing asset of `state`.
  mutating func registerMissingGeneratedAssets(in text: String, state: SceneAssetState) {
    let names = GeneratedAssetNames(scanning: text)
    // Any static member of any host type (`.ultraThinMaterial`, `.secondary`, `.red`) is not an asset.
    var known: Set<String> = []
    for type in types.values { known.formUnion(type.staticProperties.keys); known.formUnion(type.staticMethods.keys) }
    for name in names.colors.subtracting(known).sorted() {
      statics("ColorResource", [(name, SceneColorResource(name: name))])
      for (type, wrap) in [("Color", "Color"), ("ShapeStyle", "Color"), ("UIColor", "UIColor")] {
        modify(type) { t in
          t.addStatic(name) { ctx in
            try state.missing("color", name, ctx.interpreter)
            return wrap == "UIColor" ? HostRegistry.host("UIColor", SceneUIColor(color: HostRegistry.missingColor))
              : HostRegistry.host("Color", HostRegistry.missingColor)
          }
        }
      }
    }
    for name in names.images.subtracting(known).sorted() {
      statics("ImageResource", [(name, SceneImageResource(name: name))])
    }
  }
}
