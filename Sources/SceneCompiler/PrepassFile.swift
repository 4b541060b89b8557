import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// One source file through the pre-pass: its `#if` resolved for iOS, its `Scene(…)`, previews and
/// top-level code found, and its text with those blanked in place (so nothing else moves).
///
/// ``ScenePrepass`` puts one or several of these into a library and writes the entries.
struct PrepassFile {
  struct SceneStatement {
    let call: FunctionCallExprSyntax
    let content: ClosureExprSyntax
    let values: [String: LabeledExprSyntax]
  }

  /// Where a preview's content comes from.
  enum PreviewContent {
    /// `#Preview { … }`: the closure.
    case macro(ClosureExprSyntax)
    /// `struct X: PreviewProvider`: the first view of its `previews` (line of that view).
    case provider(typeName: String, firstView: String, line: Int)
  }

  let fileName: String
  let converter: SourceLocationConverter
  /// The file's text with the pre-pass's blanks applied and scheduled timers renamed.
  let text: String
  let importsSwiftUI: Bool
  let scene: SceneStatement?
  let topLevel: [CodeBlockItemSyntax]
  let previews: [(name: String, content: PreviewContent)]
  /// `#Preview` traits (and a `PreviewProvider`'s `previewDevice`/`previewLayout`) by preview name.
  let previewTraits: [String: [PreviewTrait]]
  /// The key types of the file's `@Entry` properties, to follow its text (``EntryMacroExpansion``).
  let entryKeys: [String]
  /// The SF Symbol names written as literals, with their places (``SymbolNameFinder``).
  let symbolPlaces: [(name: String, line: Int, column: Int)]
  /// Top-level type names with the line and column of each name (for `--view`).
  let typeNames: [String: (line: Int, column: Int)]

  func error(_ node: some SyntaxProtocol, _ message: String) -> ScenePrepassError {
    let l = node.startLocation(converter: converter)
    return ScenePrepassError(file: fileName, line: l.line, column: l.column, message: message)
  }

  init(source: String, fileName: String, configuration: some BuildConfiguration, sceneFile: Bool) throws(ScenePrepassError) {
    self.fileName = fileName
    // `#if` first: inactive code is blanked and the rest parsed again, so a `#Preview` or a type
    // inside `#if DEBUG` is seen as at the top level, as the compiler would see it.
    var bytes = Array(source.utf8)
    Self.blank(ConditionalCompilation.inactiveRanges(in: Parser.parse(source: source), configuration: configuration), in: &bytes)
    let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
    let converter = SourceLocationConverter(fileName: fileName, tree: tree)
    self.converter = converter
    func error(_ node: some SyntaxProtocol, _ message: String) -> ScenePrepassError {
      let l = node.startLocation(converter: converter)
      return ScenePrepassError(file: fileName, line: l.line, column: l.column, message: message)
    }

    var blanks: [Range<Int>] = []
    var scenes: [(item: CodeBlockItemSyntax, call: FunctionCallExprSyntax)] = []
    var importsSwiftUI = false
    var previews: [(name: String, content: PreviewContent)] = []
    var unnamed = 0
    var previewTraits: [String: [PreviewTrait]] = [:]
    var topLevel: [CodeBlockItemSyntax] = []
    var typeNames: [String: (line: Int, column: Int)] = [:]
    for item in tree.statements {
      if let call = ScenePrepass.sceneCall(item.item) { scenes.append((item, call)); continue }
      if ScenePrepass.isTopLevelCode(item.item) {
        // A library has no top-level code: it runs in the entry, before the scene is built, as the
        // interpreter runs it when it loads the file.
        topLevel.append(item)
        blanks.append(item.position.utf8Offset..<item.endPosition.utf8Offset)
        continue
      }
      if let (arguments, closure) = ScenePrepass.previewMacro(item.item) {
        // `#Preview` needs SwiftUI's macro plugin; its content becomes an exported entry instead.
        blanks.append(item.position.utf8Offset..<item.endPosition.utf8Offset)
        defer { if let name = previews.last?.name { previewTraits[name] = PreviewTrait.traits(in: arguments) } }
        if let title = arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self) {
          previews.append((title.segments.trimmedDescription, .macro(closure)))
        } else {
          unnamed += 1
          previews.append((unnamed == 1 ? "Preview" : "Preview \(unnamed)", .macro(closure)))
        }
      }
      if let provider = PreviewProviderStruct(item.item, converter: converter) {
        previews.append((provider.name, .provider(typeName: provider.name, firstView: provider.firstView, line: provider.line)))
        previewTraits[provider.name] = provider.traits
      }
      if let name = Self.typeName(item.item) {
        let l = name.startLocation(converter: converter)
        typeNames[name.text] = (l.line, l.column)
      }
      if let decl = item.item.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text {
        if module == "SwiftUI" { importsSwiftUI = true }
        // Linux has no Combine or UIKit: the SwiftUI module carries what view code uses of them
        // (`ObservableObject`, `Timer.publish`, `UIColor`), so their imports are dropped in place; so
        // is Foundation's, which the module re-exports with its locale fixed (`SceneLocale`).
        if ScenePrepass.carriedModules.contains(module) { blanks.append(item.position.utf8Offset..<item.endPosition.utf8Offset) }
      }
      // `@main` would be a second entry point; the scene is the library's only one. An `App` type goes
      // whole (its `WindowGroup` is Xcode's window, not a view); other `@main` types lose the attribute.
      for attribute in ScenePrepass.attributes(of: item.item) {
        if case .attribute(let a) = attribute, a.attributeName.trimmedDescription == "main" {
          if let app = item.item.as(StructDeclSyntax.self),
             app.inheritanceClause?.inheritedTypes.contains(where: { ["App", "SwiftUI.App"].contains($0.type.trimmedDescription) }) == true {
            blanks.append(item.position.utf8Offset..<item.endPosition.utf8Offset)
          } else {
            blanks.append(a.positionAfterSkippingLeadingTrivia.utf8Offset..<a.endPositionBeforeTrailingTrivia.utf8Offset)
          }
        }
      }
    }
    if scenes.count > 1 { throw error(scenes[1].call, "a second Scene(…); a scene file has exactly one") }
    if let first = topLevel.first, scenes.isEmpty, !sceneFile {
      throw error(first, "top-level code outside the file with the Scene(…); move it into a function or a view")
    }
    var scene: SceneStatement?
    if let (item, call) = scenes.first {
      scene = try Self.sceneStatement(call, sceneFile: sceneFile) { node, message in error(node, message) }
      blanks.append(item.position.utf8Offset..<item.endPosition.utf8Offset)
    }
    Self.blank(blanks, in: &bytes)
    // `Timer.scheduledTimer(…)` becomes the scene clock's (`_STmr`, as long as `Timer`, so columns stay):
    // Foundation's would wait for a run loop that a scene never runs.
    let timers = SceneTimerFinder(viewMode: .sourceAccurate)
    timers.walk(tree)
    for offset in timers.offsets { bytes.replaceSubrange(offset..<offset + 5, with: Array("_STmr".utf8)) }
    // `@Entry` properties last: their edits change lengths (never line numbers).
    let entries = EntryMacroExpansion(tree)
    entries.apply(to: &bytes)
    text = String(decoding: bytes, as: UTF8.self)
    entryKeys = entries.keys
    let symbols = SymbolNameFinder(converter: converter)
    symbols.walk(tree)
    symbolPlaces = symbols.places
    self.importsSwiftUI = importsSwiftUI
    self.scene = scene
    self.topLevel = topLevel
    self.previews = previews
    self.previewTraits = previewTraits
    self.typeNames = typeNames
  }

  static func sceneStatement(_ call: FunctionCallExprSyntax, sceneFile: Bool = true, error: (Syntax, String) -> ScenePrepassError) throws(ScenePrepassError) -> SceneStatement {
    var values: [String: LabeledExprSyntax] = [:]
    let valid = ScenePrepass.arguments.map(\.label) + [ScenePrepass.assetsLabel]
    for argument in call.arguments {
      guard let label = argument.label?.text else {
        throw error(Syntax(argument), "Scene's arguments are labelled (\(valid.joined(separator: ", ")))")
      }
      if label == ScenePrepass.assetsLabel {
        // Read before compiling (``SceneSources``): the catalog's generated symbols are compiled with the scene.
        guard SceneSources.stringLiteral(argument.expression) != nil else {
          throw error(Syntax(argument.expression), "Scene(assets:) takes the catalog folder as a plain string literal, e.g. \"Brand.xcassets\"")
        }
        guard sceneFile else {
          throw error(Syntax(argument), "Scene(assets:) is read in a single scene file; a folder uses the first .xcassets inside it (or --assets)")
        }
        values[label] = argument
        continue
      }
      guard valid.contains(label) else {
        throw error(Syntax(argument), "unknown Scene argument '\(label)'; valid labels: \(valid.joined(separator: ", "))")
      }
      if values[label] != nil { throw error(Syntax(argument), "Scene argument '\(label)' given twice") }
      values[label] = argument
    }
    guard let content = call.trailingClosure, call.additionalTrailingClosures.isEmpty else {
      throw error(Syntax(call), "Scene needs its content in a trailing closure: Scene(…) { ContentView() }")
    }
    return SceneStatement(call: call, content: content, values: values)
  }

  /// The name a top-level struct, class, enum or actor declares.
  static func typeName(_ item: CodeBlockItemSyntax.Item) -> TokenSyntax? {
    if let d = item.as(StructDeclSyntax.self) { return d.name }
    if let d = item.as(ClassDeclSyntax.self) { return d.name }
    if let d = item.as(EnumDeclSyntax.self) { return d.name }
    if let d = item.as(ActorDeclSyntax.self) { return d.name }
    return nil
  }

  static func blank(_ ranges: [Range<Int>], in bytes: inout [UInt8]) {
    for range in ranges {
      for i in range where bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { bytes[i] = UInt8(ascii: " ") }
    }
  }
}
