import Foundation
import SwiftSyntax

/// Turns a scene file into a Swift file that swiftc compiles into a loadable library.
///
/// The file's one top-level `Scene(…) { … }` becomes an exported entry function returning the
/// scene's description; every other line stays where it was, under `#sourceLocation`, so swiftc's own
/// diagnostics (and the runtime's `Fatal error` lines) name the user's `file:line:col`.
public struct ScenePrepass {
  /// The symbol the host looks up with `dlsym`.
  public static let entrySymbol = "animrender_scene_v1"

  /// `Scene(…)`'s labels in `_scene`'s parameter order, with the type each value is checked against.
  public static let arguments: [(label: String, type: String)] = [
    ("width", "Double"), ("height", "Double"), ("scale", "Double"), ("fps", "Double"),
    ("duration", "Double?"), ("background", "SwiftUI.Color?"), ("colorScheme", "SwiftUI.ColorScheme?"),
    ("taps", "[SwiftUI._SceneEvent]"), ("events", "[SwiftUI._SceneEvent]"), ("date", "String?"), ("seed", "Int?"), ("device", "SwiftUI._SceneDevice"),
    ("statusBar", "Bool"),
  ]

  /// `Scene(assets: "Brand.xcassets")`: not an argument of `_scene`; ``SceneSources`` reads the
  /// literal before compiling, as the catalog's generated symbols are part of the library.
  static let assetsLabel = "assets"

  /// The generated Swift source (every file's, in order, for several files).
  public var output: String { outputs.joined() }
  /// One generated file per input file, compiled together.
  public let outputs: [String]
  /// The labels the scene wrote, in `_scene`'s order.
  public let writtenLabels: [String]
  /// The previews by name: `#Preview("Name")` (unnamed ones "Preview", "Preview 2", …, as the
  /// interpreter names them) and `PreviewProvider` structs (the struct's name), each exported as
  /// ``previewSymbol(_:)`` of its ``qualifiedPreviewName(_:file:input:)`` and, when no other file has
  /// a preview of that name, of the name alone; in file order.
  public let previewNames: [String]
  /// Each `#Preview`'s `traits:` (and a `PreviewProvider`'s `previewDevice`/`previewLayout`), by preview name.
  public let previewTraits: [String: [PreviewTrait]]
  /// The file (as diagnostics name it) each of ``previewNames`` is declared in, in the same order.
  public let previewFiles: [String]

  /// `Views/Card.swift/Expanded`: the preview `name` of `file` (as diagnostics name it) inside the
  /// folder `input`; what `--preview` takes when several files have a preview of that name.
  public static func qualifiedPreviewName(_ name: String, file: String, input: String) -> String {
    let prefix = input.hasSuffix("/") ? input : input + "/"
    let relative = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : (file as NSString).lastPathComponent
    return "\(relative)/\(name)"
  }

  /// The entry of the preview `name` (or its qualified name): the scene's settings with the
  /// preview's content as the root.
  public static func previewSymbol(_ name: String) -> String {
    "animrender_preview_v1_" + name.utf8.map { String($0, radix: 16) }.joined(separator: "_")
  }

  /// Modules whose view-code API the SwiftUI module declares itself (Foundation: it re-exports it and
  /// declares the current-locale entry points over it, which shadow Foundation's only when the scene
  /// does not import Foundation itself).
  static let carriedModules: Set<String> = ["Combine", "UIKit", "Foundation"]

  /// The canvas of a scene with no `Scene(…)` (a folder, or a file of previews): an iPhone 15/16
  /// screen in points (393×852), at scale 1; `--width`, `--height` and `--scale` override it.
  public static let defaultCanvas = (width: 393.0, height: 852.0)

  /// One scene file.
  /// - Parameter fileName: the name diagnostics use (the path the user gave).
  public init(source: String, fileName: String, view: String? = nil,
              configuration: IOSBuildConfiguration = IOSBuildConfiguration()) throws(ScenePrepassError) {
    try self.init(files: [(source, fileName)], input: fileName, view: view, configuration: configuration)
  }

  /// Several files compiled together (a folder): at most one `Scene(…)` among them; without one the
  /// scene's settings are the defaults (``defaultCanvas``).
  /// - Parameter input: the folder (or file) the user named, for messages.
  /// - Parameter view: `--view TypeName`: the root is `TypeName()` instead of the scene's content.
  /// - Parameter extraSource: more generated declarations (the asset catalog's symbols).
  public init(files: [(source: String, fileName: String)], input: String, view: String? = nil,
              configuration: IOSBuildConfiguration = IOSBuildConfiguration(), extraSource: String = "") throws(ScenePrepassError) {
    var parsed: [PrepassFile] = []
    for (source, fileName) in files {
      parsed.append(try PrepassFile(source: source, fileName: fileName, configuration: configuration, sceneFile: files.count == 1))
    }
    let withScene = parsed.indices.filter { parsed[$0].scene != nil }
    if withScene.count > 1, let second = parsed[withScene[1]].scene {
      throw parsed[withScene[1]].error(second.call, "a second Scene(…) in \(input); a scene has exactly one")
    }
    let sceneIndex = withScene.first
    let previewCount = parsed.reduce(0) { $0 + $1.previews.count }
    let viewDeclaration = view.flatMap { view in parsed.lazy.compactMap { f in f.typeNames[view].map { (f.fileName, $0) } }.first }
    if let view, viewDeclaration == nil {
      throw ScenePrepassError(file: input, line: 1, column: 1, message: "--view \(view): no type named '\(view)' declared at the top level of \(input)")
    }
    if sceneIndex == nil && previewCount == 0 && view == nil {
      throw ScenePrepassError(file: input, line: 1, column: 1, message: files.count == 1
        ? "no top-level Scene(…) { … } in the file; add one, e.g. `Scene(width: 400, height: 300) { ContentView() }`"
        : "no Scene(…), #Preview or PreviewProvider in \(input); name a view to render with --view TypeName")
    }
    if sceneIndex == nil, let file = parsed.first(where: { !$0.topLevel.isEmpty }) {
      throw file.error(file.topLevel[0], "top-level code needs a Scene(…) in the same file to run before; move it into a function or a view")
    }
    var names: [String] = [], nameFiles: [String] = []
    for file in parsed {
      var seen: Set<String> = []
      for preview in file.previews where !seen.insert(preview.name).inserted {
        throw ScenePrepassError(file: file.fileName, line: 1, column: 1, message: "two previews named '\(preview.name)' in this file; give each a different name")
      }
      names += file.previews.map(\.name)
      nameFiles += file.previews.map { _ in file.fileName }
    }
    // Every preview is `<file inside the folder>/<name>`; a name only one file uses is also itself
    // (two files may each have an unnamed `#Preview`, both "Preview").
    let repeated = Set(Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys)
    func symbols(_ name: String, _ file: PrepassFile) -> [String] {
      let qualified = Self.previewSymbol(Self.qualifiedPreviewName(name, file: file.fileName, input: input))
      return repeated.contains(name) ? [qualified] : [Self.previewSymbol(name), qualified]
    }
    var outputs: [String] = []
    var written: [String] = []
    let entryFile = sceneIndex ?? 0
    let firstPreview = parsed.firstIndex { !$0.previews.isEmpty }.map { "__animrender_preview_\($0)_0" }
    for (index, file) in parsed.enumerated() {
      var out = "// Generated by animrender from \(file.fileName.replacingOccurrences(of: "\n", with: " ")); do not edit.\n"
      if !file.importsSwiftUI { out += "import SwiftUI\n" }
      out += "@_spi(AnimRender) import SwiftUI\n"
      out += "#sourceLocation(file: \(Self.literal(file.fileName)), line: 1)\n"
      out += file.text
      if !out.hasSuffix("\n") { out += "\n" }
      out += "#sourceLocation()\n"
      for key in file.entryKeys { out += key + "\n" }
      if let scene = file.scene { written = Self.sceneSettings(scene, file: file, into: &out) }
      for (i, preview) in file.previews.enumerated() {
        let function = "__animrender_preview_\(index)_\(i)"
        Self.previewEntry(preview, function: function, symbols: symbols(preview.name, file),
                          traits: file.previewTraits[preview.name] ?? [], file: file, into: &out)
      }
      if index == entryFile {
        if sceneIndex == nil {
          out += "func __animrender_settings() -> UnsafeMutableRawPointer {\n"
          out += "  _SceneBox.retained(_scene(width: \(Self.defaultCanvas.width), height: \(Self.defaultCanvas.height)) { EmptyView() })\n}\n"
        }
        out += "@_cdecl(\"\(Self.entrySymbol)\") public func __animrender_scene_v1() -> UnsafeMutableRawPointer {\n"
        if let view, let (file, place) = viewDeclaration {
          // `View()` at the type's name: a type without `init()` is reported there.
          out += "  @MainActor func __view() -> some View {\n#sourceLocation(file: \(Self.literal(file)), line: \(place.line))\n"
          out += String(repeating: " ", count: place.column - 1) + "\(view)()\n#sourceLocation()\n  }\n"
          out += "  return _SceneBox.retained(_SceneBox.take(__animrender_settings())._replacingRoot(__view))\n}\n"
        } else if sceneIndex != nil {
          out += "  __animrender_settings()\n}\n"
        } else {
          // No Scene(…): the first preview is the scene.
          out += "  \(firstPreview ?? "")()\n}\n"
        }
        out += extraSource
      }
      outputs.append(out)
    }
    // The symbol names' places, for the unknown-symbol warning (``symbolPlacesSymbol``), in the entry file.
    outputs[entryFile] += Self.symbolPlacesEntry(parsed)
    self.outputs = outputs
    writtenLabels = written
    previewNames = names
    previewTraits = parsed.reduce(into: [:]) { all, file in all.merge(file.previewTraits) { a, _ in a } }
    previewFiles = nameFiles
  }

  /// The `Scene(…)` statement as `__animrender_settings()`: each argument as a typed local at its own
  /// line (so a wrong type is reported there), then the content as a local @ViewBuilder function whose
  /// body keeps the closure's lines; the file's top-level code runs first.
  static func sceneSettings(_ scene: PrepassFile.SceneStatement, file: PrepassFile, into out: inout String) -> [String] {
    let path = literal(file.fileName)
    out += "func __animrender_settings() -> UnsafeMutableRawPointer {\n"
    for item in file.topLevel {
      out += "#sourceLocation(file: \(path), line: \(item.startLocation(converter: file.converter).line))\n"
      out += item.trimmedDescription + "\n"
    }
    var written: [String] = []
    var locations: [String] = []
    for (label, type) in arguments {
      guard let argument = scene.values[label] else { continue }
      written.append(label)
      let expression = argument.expression
      let start = expression.startLocation(converter: file.converter)
      let value = label == "taps" || label == "events" ? scriptedEvents(expression, converter: file.converter) : expression.trimmedDescription
      // The value starts at its own column, in a closure body (where a line directive may stand), so the
      // compiler's messages and `#column` point where the user wrote it; the closure gives the value
      // its declared type as context (`.iPhone16`).
      out += "let __\(label): \(type) = {\n#sourceLocation(file: \(path), line: \(start.line))\n"
      out += String(repeating: " ", count: max(0, start.column - 1)) + value + "\n#sourceLocation()\n}()\n"
      locations.append("\(literal(label)): \(literal("\(file.fileName):\(start.line):\(start.column)"))")
    }
    out += "#sourceLocation(file: \(path), line: \(scene.content.leftBrace.startLocation(converter: file.converter).line))\n"
    out += "@ViewBuilder @MainActor func __content() -> some View \(scene.content.trimmedDescription)\n"
    out += "#sourceLocation()\n"
    let passed = written.map { "\($0): __\($0)" } + ["content: __content"]
    let located = locations.isEmpty ? "" : "._locating([\(locations.joined(separator: ", "))])"
    out += "return _SceneBox.retained(_scene(\(passed.joined(separator: ", ")))\(located))\n}\n"
    return written
  }

  /// A preview's exported entry: the scene's settings with the preview's content as the root.
  /// The first of `symbols` is the function's own; the others call it.
  static func previewEntry(_ preview: (name: String, content: PrepassFile.PreviewContent), function: String, symbols: [String],
                           traits: [PreviewTrait] = [], file: PrepassFile, into out: inout String) {
    let path = literal(file.fileName)
    for (i, alias) in symbols.dropFirst().enumerated() {
      out += "@_cdecl(\"\(alias)\") public func \(function)_alias\(i)() -> UnsafeMutableRawPointer { \(function)() }\n"
    }
    switch preview.content {
    case .macro(let closure):
      out += "@_cdecl(\"\(symbols[0])\") public func \(function)() -> UnsafeMutableRawPointer {\n"
      out += "#sourceLocation(file: \(path), line: \(closure.leftBrace.startLocation(converter: file.converter).line))\n"
      out += "@ViewBuilder @MainActor func __content() -> some View \(closure.trimmedDescription)\n"
      out += "#sourceLocation()\n"
    case .provider(let type, let view, let line):
      // In an extension of the struct, so the view sees the struct's own members.
      out += "extension \(type) {\n  @ViewBuilder @MainActor static var __animrender_firstPreview: some View {\n"
      out += "#sourceLocation(file: \(path), line: \(line))\n\(view)\n#sourceLocation()\n  }\n}\n"
      out += "@_cdecl(\"\(symbols[0])\") public func \(function)() -> UnsafeMutableRawPointer {\n"
      out += "@MainActor func __content() -> some View { \(type).__animrender_firstPreview }\n"
    }
    // Canvas traits in order, so the last written wins (a provider's device comes before its layout).
    var layout = ""
    for trait in traits {
      switch trait {
      case .fixedLayout(let width, let height): layout += "._fixedLayout(width: \(width), height: \(height))"
      case .sizeThatFitsLayout: layout += "._sizeThatFitsLayout()"
      case .device(let name): layout += "._previewDevice(\(literal(name)))"
      case .other: continue
      }
    }
    out += "return _SceneBox.retained(_SceneBox.take(__animrender_settings())._replacingRoot(__content)\(layout))\n}\n"
  }

  /// Statements and expressions at the top level (`print(…)`, `counter += 1`), not declarations,
  /// `Scene(…)` or `#Preview`.
  static func isTopLevelCode(_ item: CodeBlockItemSyntax.Item) -> Bool {
    if case .stmt = item { return true }
    if case .expr(let e) = item { return previewMacro(item) == nil && !e.is(MacroExpansionExprSyntax.self) }
    return false  // a declaration (`if case`: see PreviewProviderStruct)
  }

  /// The scene-script event constructors and what they become (`Type` is renamed: `X.Type` is a metatype).
  static let eventNames = ["Tap": "Tap", "LongPress": "LongPress", "Drag": "Drag", "Type": "TypeText"]

  /// `taps:`/`events:` text with `Tap(…)`, `LongPress(…)`, `Drag(…)`, `Type(…)` calls made `_SceneEvent.…(…)`,
  /// each given the line and column of its name, where an event's error points (the renaming moves text).
  static func scriptedEvents(_ expression: ExprSyntax, converter: SourceLocationConverter) -> String {
    let text = Array(expression.trimmedDescription.utf8)
    let base = expression.positionAfterSkippingLeadingTrivia.utf8Offset
    var edits: [(offset: Int, name: String, length: Int)] = []
    for token in expression.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, let replacement = eventNames[name],
            let ref = token.parent?.as(DeclReferenceExprSyntax.self),
            let call = ref.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ref.id else { continue }
      edits.append((token.positionAfterSkippingLeadingTrivia.utf8Offset - base, "SwiftUI._SceneEvent." + replacement, name.utf8.count))
      if let close = call.rightParen, close.presence == .present {
        let at = token.startLocation(converter: converter)
        let comma = call.arguments.isEmpty ? "" : ", "
        edits.append((close.positionAfterSkippingLeadingTrivia.utf8Offset - base, "\(comma)line: \(at.line), column: \(at.column))", 1))
      }
    }
    edits.sort { $0.offset < $1.offset }
    var out = text
    for edit in edits.reversed() {
      out.replaceSubrange(edit.offset..<edit.offset + edit.length, with: Array(edit.name.utf8))
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The arguments and content of a top-level `#Preview(…) { … }`.
  static func previewMacro(_ item: CodeBlockItemSyntax.Item) -> (LabeledExprListSyntax, ClosureExprSyntax)? {
    if let m = item.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview", let c = m.trailingClosure { return (m.arguments, c) }
    if let m = item.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview", let c = m.trailingClosure { return (m.arguments, c) }
    return nil
  }

  /// The `Scene(…)` call a top-level statement is, if it is one.
  static func sceneCall(_ item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
    guard case .expr(let expr) = item, let call = expr.as(FunctionCallExprSyntax.self),
          let name = call.calledExpression.as(DeclReferenceExprSyntax.self), name.baseName.text == "Scene" else { return nil }
    return call
  }

  static func attributes(of item: CodeBlockItemSyntax.Item) -> AttributeListSyntax {
    guard case .decl(let decl) = item else { return [] }
    return decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
  }

  /// The library's table of literal SF Symbol names and where they are written, one
  /// `name<TAB>file:line:col` line each: `@_cdecl(symbolPlacesSymbol)` returns it as a C string.
  public static let symbolPlacesSymbol = "animrender_symbol_places_v1"

  /// The places table's key for an asset catalog name written as `Image("name")` or `Color("name")`
  /// (`kind` "image" or "color"), so a missing asset is reported at its call. SF Symbol names never
  /// start with "@", so the two kinds of key never meet.
  public static func assetPlaceKey(kind: String, name: String) -> String { "@\(kind):\(name)" }

  static func symbolPlacesEntry(_ files: [PrepassFile]) -> String {
    var seen: Set<String> = [], table = ""
    for file in files {
      for place in file.symbolPlaces where seen.insert(place.name).inserted {
        table += "\(place.name)\t\(file.fileName):\(place.line):\(place.column)\n"
      }
    }
    return "@_cdecl(\"\(symbolPlacesSymbol)\") public func __animrender_symbol_places() -> UnsafeRawPointer {\n"
      + "  let table: StaticString = \(literal(table))\n  return UnsafeRawPointer(table.utf8Start)\n}\n"
  }

  /// A Swift string literal for `text`.
  static func literal(_ text: String) -> String {
    var s = "\""
    for c in text.unicodeScalars {
      switch c {
      case "\"": s += "\\\""
      case "\\": s += "\\\\"
      case "\n": s += "\\n"
      case "\t": s += "\\t"
      default: s.unicodeScalars.append(c)
      }
    }
    return s + "\""
  }
}

/// The `Timer` of every `Timer.scheduledTimer` (by UTF-8 offset), for the pre-pass to point at the scene clock.
final class SceneTimerFinder: SyntaxVisitor {
  var offsets: [Int] = []

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.declName.baseName.text == "scheduledTimer", let base = node.base?.as(DeclReferenceExprSyntax.self),
       base.baseName.text == "Timer" {
      offsets.append(base.baseName.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    return .visitChildren
  }
}
