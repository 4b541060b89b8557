import Foundation
import Graphics
import SwiftParser
import SwiftSyntax
import ViewRuntime

/// Xcode's generated asset symbols: `ColorResource.gold` (`Color(.gold)`) and `ImageResource.bear` (`Image(.bear)`).
struct SceneColorResource { var name: String }
struct SceneImageResource { var name: String }
/// A `UIImage` from `UIImage(named:)`: the catalog image as a view to draw, or its placeholder.
struct SceneUIImage { var view: AssetImageView }

extension SceneColorResource: HostPayloadArgument { static var hostTypeName: String { "ColorResource" } }
extension SceneImageResource: HostPayloadArgument { static var hostTypeName: String { "ImageResource" } }
extension SceneUIImage: HostPayloadArgument { static var hostTypeName: String { "UIImage" } }
extension AssetImageView.RenderingMode: HostPayloadArgument { static var hostTypeName: String { "Image.TemplateRenderingMode" } }
extension ImageDraw.Interpolation: HostPayloadArgument { static var hostTypeName: String { "Image.Interpolation" } }

extension AssetImageView {
  func resizable() -> AssetImageView { var v = self; v.isResizable = true; return v }
}

/// Asset catalogs in scenes: `Color("Gold")`, `Color(.gold)`, `Image("bear")`, `Image(.bear)`,
/// `Image(uiImage: UIImage(named: "bear")!)`, `UIColor(named:)`, and the image modifiers
/// `.renderingMode`, `.interpolation`, `.antialiased`. A name the catalog lacks draws a placeholder
/// and warns at its scene line (an error under `--strict`).
extension HostRegistry {
  /// The colour used for a missing colour asset: the placeholder's grey, visible on white and black.
  static let missingColor = Color(red: 0.56, green: 0.56, blue: 0.58)

  static func assetImage(_ node: ViewNode) -> AssetImageView? {
    if case .primitive(let effect) = node { return effect as? AssetImageView }
    return nil
  }

  static func assetImageView(_ view: AssetImageView) -> Value { HostRegistry.view(.primitive(view), "Image") }

  static func lookUpColor(_ name: String, _ c: BindingCall) throws -> Color {
    let state = c.interpreter.registry.assets
    do {
      if let color = try state?.library?.color(named: name) { return color }
    } catch { throw HostError("\(error)") }
    try (state ?? SceneAssetState()).missing("color", name, c.interpreter)
    return missingColor
  }

  static func lookUpImage(_ name: String, _ c: BindingCall) throws -> AssetImageView {
    let state = c.interpreter.registry.assets
    do {
      if let image = try state?.library?.image(named: name) { return AssetImageView(name: name, image: image) }
    } catch { throw HostError("\(error)") }
    try (state ?? SceneAssetState()).missing("image", name, c.interpreter)
    return AssetImageView(name: name, image: nil)
  }

  mutating func registerAssets() {
    let name = Param<String>(nil, "name"), decorative = Param<String>("decorative")
    let colorResource = Param<SceneColorResource>(nil, "resource"), imageResource = Param<SceneImageResource>(nil, "resource")
    let uiImage = Param<SceneUIImage>("uiImage"), named = Param<String>("named")
    modify("ColorResource") { _ in }
    modify("ImageResource") { _ in }
    // First among the unlabelled initializers: a host call takes the first overload whose arguments
    // evaluate, and `Color("Gold")` must not reach `Color(_: UIColor)` (see `Interpreter.callHost`).
    modify("Color") { t in
      t.initializers.insert(.binding(name, returns: .named("Color")) { c in HostRegistry.host("Color", try HostRegistry.lookUpColor(try c[name], c)) }, at: 0)
      // Last: a UIColor argument must reach `Color(_: UIColor)` first (its decoding fails only in the body).
      t.addInit(.binding(colorResource, returns: .named("Color")) { c in
        HostRegistry.host("Color", try HostRegistry.lookUpColor(try c[colorResource].name, c))
      })
    }
    modify("UIColor") { t in
      t.addInit(.binding(named, returns: .optional(.named("UIColor"))) { c in
        .some(HostRegistry.host("UIColor", SceneUIColor(color: try HostRegistry.lookUpColor(try c[named], c))))
      })
      t.addInit(.binding(colorResource, returns: .named("UIColor")) { c in
        HostRegistry.host("UIColor", SceneUIColor(color: try HostRegistry.lookUpColor(try c[colorResource].name, c)))
      })
    }
    modify("Image") { t in
      t.addInit(.binding(name, returns: .named("Image")) { c in HostRegistry.assetImageView(try HostRegistry.lookUpImage(try c[name], c)) })
      t.addInit(.binding(decorative, returns: .named("Image")) { c in HostRegistry.assetImageView(try HostRegistry.lookUpImage(try c[decorative], c)) })
      t.addInit(.binding(imageResource, returns: .named("Image")) { c in
        HostRegistry.assetImageView(try HostRegistry.lookUpImage(try c[imageResource].name, c))
      })
      t.addInit(.binding(uiImage, returns: .named("Image")) { c in HostRegistry.assetImageView(try c[uiImage].view) })
    }
    modify("UIImage") { t in
      // Optional as in UIKit, so `UIImage(named: "bear")!` and `if let` read as written; a missing
      // name still gives an image (the placeholder) after its warning.
      t.addInit(.binding(named, returns: .optional(.named("UIImage"))) { c in
        .some(HostRegistry.host("UIImage", SceneUIImage(view: try HostRegistry.lookUpImage(try c[named], c))))
      })
      t.addInit(.binding(imageResource, returns: .named("UIImage")) { c in
        HostRegistry.host("UIImage", SceneUIImage(view: try HostRegistry.lookUpImage(try c[imageResource].name, c)))
      })
      t.addProperty("size", HostProperty(type: .named("CGSize")) { v in
        guard let image = v.host(SceneUIImage.self) else { throw HostError("size needs a UIImage") }
        return HostRegistry.host("CGSize", image.view.size)
      })
    }
    statics("Image.TemplateRenderingMode", [("original", AssetImageView.RenderingMode.original), ("template", .template)])
    statics("Image.Interpolation", [("none", ImageDraw.Interpolation.none), ("low", .low), ("medium", .medium), ("high", .high)])
    let mode = Param<AssetImageView.RenderingMode?>(nil, "renderingMode"), quality = Param<ImageDraw.Interpolation>(nil, "interpolation")
    let smooth = Param<Bool>(nil, "isAntialiased")
    /// An image method: changes an asset image; a symbol image is returned unchanged (symbols are
    /// always drawn in the foreground style here, and are vectors).
    func imageMethod(_ method: String, _ parameters: [any BindingParameter], _ change: @escaping (inout AssetImageView, BindingCall) throws -> Void) {
      modify("Image") { t in
        t.addMethod(method, .binding(parameters, returns: .named("Image")) { c in
          let node = try c.receiverNode()
          guard var asset = HostRegistry.assetImage(node) else {
            guard case .image = node else { throw HostError("\(method)(_:) needs an Image") }
            return HostRegistry.view(node, "Image")
          }
          try change(&asset, c)
          return HostRegistry.assetImageView(asset)
        })
      }
    }
    imageMethod("renderingMode", [mode]) { v, c in v.renderingMode = try c[mode] }
    imageMethod("interpolation", [quality]) { v, c in v.interpolation = try c[quality] }
    imageMethod("antialiased", [smooth]) { v, c in v.antialiased = try c[smooth] }
  }

  /// Reads the scene's catalog (see ``SceneAssetOptions``) and registers Xcode's generated symbols for
  /// its names, before the scene is checked (so `Color(.gold)` is a known member).
  mutating func prepareAssets(_ options: SceneAssetOptions, text: String, fileName: String) throws(SceneError) {
    let state = SceneAssetState()
    state.strict = options.strict
    state.warn = options.warn
    assets = state
    // Parsed again only when the text may name a catalog, and on the large stack as every parse (a
    // deeply nested scene would overflow the caller's).
    let parsed: SceneSource
    do { parsed = try LargeStack.run { try SceneParser.parse(text.contains("assets") ? text : "", fileName: fileName) } }
    catch { throw error as? SceneError ?? SceneError(diagnostics: []) }
    let declared = Self.declaredCatalog(in: parsed.tree)
    let sceneDirectory = (fileName as NSString).deletingLastPathComponent
    func relative(_ p: String) -> String { p.hasPrefix("/") || sceneDirectory.isEmpty ? p : sceneDirectory + "/" + p }
    var path: String?
    var position = parsed.tree.position
    if let explicit = options.catalogPath {
      path = explicit
    } else if let declared {
      path = relative(declared.path)
      position = declared.position
    } else {
      let beside = relative("Assets.xcassets")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: beside, isDirectory: &isDirectory), isDirectory.boolValue { path = beside }
    }
    guard let path else {
      registerMissingGeneratedAssets(in: text, state: state)
      return
    }
    do {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw HostError("no asset catalog folder at '\(path)'")
      }
      state.library = try options.load(path)
    } catch {
      throw SceneError(diagnostics: [parsed.diagnostic(at: position, message: "\(error)")])
    }
    registerAssetSymbols(state.library!)
    registerMissingGeneratedAssets(in: text, state: state)
  }

  /// `Scene(assets: "…")` written as a string literal among the file's top-level statements.
  private static func declaredCatalog(in tree: SourceFileSyntax) -> (path: String, position: AbsolutePosition)? {
    for item in tree.statements {
      guard let call = item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Scene" else { continue }
      for argument in call.arguments where argument.label?.text == "assets" {
        guard let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { continue }
        return (segment.content.text, argument.expression.positionAfterSkippingLeadingTrivia)
      }
    }
    return nil
  }

  /// Xcode's generated symbols: each asset's name in lowerCamelCase (`brand-primary` → `brandPrimary`),
  /// also without a trailing `Color`/`Image` word (`BrandColor` → `brand`). Names in namespace folders
  /// and names that would shadow a SwiftUI member get none.
  mutating func registerAssetSymbols(_ library: any AssetLibrary) {
    func symbols(_ name: String, suffix: String) -> [String] {
      guard !name.contains("/"), let base = Self.generatedSymbol(name) else { return [] }
      var out = [base]
      if base.hasSuffix(suffix), base.count > suffix.count, let stripped = Self.generatedSymbol(String(name.dropLast(suffix.count))) {
        out.append(stripped)
      }
      return out
    }
    var colors: [(String, SceneColorResource)] = []
    for name in library.colorNames { for s in symbols(name, suffix: "Color") { colors.append((s, SceneColorResource(name: name))) } }
    var images: [(String, SceneImageResource)] = []
    for name in library.imageNames { for s in symbols(name, suffix: "Image") { images.append((s, SceneImageResource(name: name))) } }
    statics("ColorResource", colors)
    statics("ImageResource", images)
    // `Color.gold`, `.foregroundStyle(.gold)`, `UIColor.gold`: resolved when read, so dark variants and
    // missing-file errors behave as `Color("Gold")`.
    for (symbol, resource) in colors {
      for (type, wrap) in [("Color", "Color"), ("ShapeStyle", "Color"), ("UIColor", "UIColor")] where types[type]?.staticProperties[symbol] == nil {
        modify(type) { t in
          t.addStatic(symbol) { [library] _ in
            let color = (try? library.color(named: resource.name)) ?? nil
            return wrap == "UIColor" ? HostRegistry.host("UIColor", SceneUIColor(color: color ?? HostRegistry.missingColor)) : HostRegistry.host("Color", color ?? HostRegistry.missingColor)
          }
        }
      }
    }
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
}
