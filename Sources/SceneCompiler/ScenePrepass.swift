import SwiftParser
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
    ("taps", "[SwiftUI._SceneEvent]"), ("events", "[SwiftUI._SceneEvent]"), ("date", "String?"), ("seed", "Int?"), ("device", "SwiftUI._SceneDevice?"),
    ("statusBar", "Bool"),
  ]

  /// Labels the interpreter accepts that the compiled front end cannot wire through yet.
  public static let unsupported: [String: String] = [
    "assets": "Scene(assets:) asset catalogs",
  ]

  /// The generated Swift source.
  public let output: String
  /// The labels the scene wrote, in `_scene`'s order.
  public let writtenLabels: [String]
  /// The file's `#Preview` blocks by name (`#Preview("Name")`; unnamed ones "Preview", "Preview 2", …,
  /// as the interpreter names them), each exported as ``previewSymbol(_:)``.
  public let previewNames: [String]

  /// The entry of the preview `name`: the scene's settings with the preview's content as the root.
  public static func previewSymbol(_ name: String) -> String {
    "animrender_preview_v1_" + name.utf8.map { String($0, radix: 16) }.joined(separator: "_")
  }

  /// - Parameter fileName: the name diagnostics use (the path the user gave).
  /// Modules whose view-code API the SwiftUI module declares itself.
  static let carriedModules: Set<String> = ["Combine", "UIKit"]

  public init(source: String, fileName: String) throws(ScenePrepassError) {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: fileName, tree: tree)
    func error(_ node: some SyntaxProtocol, _ message: String) -> ScenePrepassError {
      let l = node.startLocation(converter: converter)
      return ScenePrepassError(file: fileName, line: l.line, column: l.column, message: message)
    }

    var blanks: [Range<Int>] = []  // UTF-8 ranges replaced by spaces (newlines kept)
    var scenes: [(item: CodeBlockItemSyntax, call: FunctionCallExprSyntax)] = []
    var importsSwiftUI = false
    var previews: [(name: String, closure: ClosureExprSyntax)] = []
    var unnamed = 0
    var topLevel: [CodeBlockItemSyntax] = []
    for item in tree.statements {
      if let call = Self.sceneCall(item.item) { scenes.append((item, call)); continue }
      if Self.isTopLevelCode(item.item) {
        // A library has no top-level code: it runs in the entry, before the scene is built, as the
        // interpreter runs it when it loads the file.
        topLevel.append(item)
        blanks.append(item.position.utf8Offset..<item.endPosition.utf8Offset)
        continue
      }
      if let (arguments, closure) = Self.previewMacro(item.item) {
        // `#Preview` needs SwiftUI's macro plugin; its content becomes an exported entry instead.
        blanks.append(item.position.utf8Offset..<item.endPosition.utf8Offset)
        if let title = arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self) {
          previews.append((title.segments.trimmedDescription, closure))
        } else {
          unnamed += 1
          previews.append((unnamed == 1 ? "Preview" : "Preview \(unnamed)", closure))
        }
      }
      if let decl = item.item.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text {
        if module == "SwiftUI" { importsSwiftUI = true }
        // Linux has no Combine or UIKit: the SwiftUI module carries what view code uses of them
        // (`ObservableObject`, `Timer.publish`, `UIColor`), so their imports are dropped in place.
        if Self.carriedModules.contains(module) { blanks.append(item.position.utf8Offset..<item.endPosition.utf8Offset) }
      }
      // `@main struct MyApp: App` would be a second entry point; the scene is the library's only one.
      for attribute in Self.attributes(of: item.item) {
        if case .attribute(let a) = attribute, a.attributeName.trimmedDescription == "main" {
          blanks.append(a.positionAfterSkippingLeadingTrivia.utf8Offset..<a.endPositionBeforeTrailingTrivia.utf8Offset)
        }
      }
    }
    guard let scene = scenes.first else {
      throw ScenePrepassError(file: fileName, line: 1, column: 1,
                              message: "no top-level Scene(…) { … } in the file; add one, e.g. `Scene(width: 400, height: 300) { ContentView() }`")
    }
    if scenes.count > 1 { throw error(scenes[1].call, "a second Scene(…); a scene file has exactly one") }
    let call = scene.call

    var values: [String: LabeledExprSyntax] = [:]
    let valid = Self.arguments.map(\.label)
    for argument in call.arguments {
      guard let label = argument.label?.text else {
        throw error(argument, "Scene's arguments are labelled (\(valid.joined(separator: ", ")))")
      }
      if let what = Self.unsupported[label] {
        throw error(argument, "\(what) are not supported by the compiled front end yet (--front-end interpreted runs them)")
      }
      guard valid.contains(label) else {
        throw error(argument, "unknown Scene argument '\(label)'; valid labels: \(valid.joined(separator: ", "))")
      }
      if values[label] != nil { throw error(argument, "Scene argument '\(label)' given twice") }
      values[label] = argument
    }
    guard let content = call.trailingClosure, call.additionalTrailingClosures.isEmpty else {
      throw error(call, "Scene needs its content in a trailing closure: Scene(…) { ContentView() }")
    }
    blanks.append(scene.item.position.utf8Offset..<scene.item.endPosition.utf8Offset)

    // The user's text, its Scene statement and `@main` attributes blanked so nothing else moves.
    var bytes = Array(source.utf8)
    for range in blanks {
      for i in range where bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { bytes[i] = UInt8(ascii: " ") }
    }
    // `Timer.scheduledTimer(…)` becomes the scene clock's (`_STmr`, as long as `Timer`, so columns stay):
    // Foundation's would wait for a run loop that a scene never runs.
    let timers = SceneTimerFinder(viewMode: .sourceAccurate)
    timers.walk(tree)
    for offset in timers.offsets { bytes.replaceSubrange(offset..<offset + 5, with: Array("_STmr".utf8)) }
    let file = Self.literal(fileName)
    var out = "// Generated by animrender from \(fileName.replacingOccurrences(of: "\n", with: " ")); do not edit.\n"
    if !importsSwiftUI { out += "import SwiftUI\n" }
    out += "@_spi(AnimRender) import SwiftUI\n"
    out += "#sourceLocation(file: \(file), line: 1)\n"
    out += String(decoding: bytes, as: UTF8.self)
    if !out.hasSuffix("\n") { out += "\n" }

    // The entry: each argument as a typed local at its own line (so a wrong type is reported there),
    // then the content as a local @ViewBuilder function whose body keeps the closure's lines.
    out += "#sourceLocation()\n"
    out += "@_cdecl(\"\(Self.entrySymbol)\") public func __animrender_scene_v1() -> UnsafeMutableRawPointer {\n"
    for item in topLevel {
      out += "#sourceLocation(file: \(file), line: \(item.startLocation(converter: converter).line))\n"
      out += item.trimmedDescription + "\n"
    }
    var written: [String] = []
    for (label, type) in Self.arguments {
      guard let argument = values[label] else { continue }
      written.append(label)
      let expression = argument.expression
      let line = expression.startLocation(converter: converter).line
      out += "#sourceLocation(file: \(file), line: \(line))\n"
      let value = label == "taps" || label == "events" ? Self.scriptedEvents(expression) : expression.trimmedDescription
      out += "let __\(label): \(type) = \(value)\n"
    }
    let braceLine = content.leftBrace.startLocation(converter: converter).line
    out += "#sourceLocation(file: \(file), line: \(braceLine))\n"
    out += "@ViewBuilder @MainActor func __content() -> some View \(content.trimmedDescription)\n"
    out += "#sourceLocation()\n"
    let passed = written.map { "\($0): __\($0)" } + ["content: __content"]
    out += "return _SceneBox.retained(_scene(\(passed.joined(separator: ", "))))\n}\n"
    for (i, (name, closure)) in previews.enumerated() {
      let line = closure.leftBrace.startLocation(converter: converter).line
      out += "@_cdecl(\"\(Self.previewSymbol(name))\") public func __animrender_preview_\(i)() -> UnsafeMutableRawPointer {\n"
      out += "#sourceLocation(file: \(file), line: \(line))\n"
      out += "@ViewBuilder @MainActor func __content() -> some View \(closure.trimmedDescription)\n"
      out += "#sourceLocation()\n"
      out += "return _SceneBox.retained(_SceneBox.take(__animrender_scene_v1())._replacingRoot(__content))\n}\n"
    }
    output = out
    writtenLabels = written
    previewNames = previews.map(\.name)
  }

  /// Statements and expressions at the top level (`print(…)`, `counter += 1`), not declarations,
  /// `Scene(…)` or `#Preview`.
  static func isTopLevelCode(_ item: CodeBlockItemSyntax.Item) -> Bool {
    switch item {
    case .decl: return false
    case .stmt: return true
    case .expr(let e): return previewMacro(item) == nil && !e.is(MacroExpansionExprSyntax.self)
    }
  }

  /// The scene-script event constructors and what they become (`Type` is renamed: `X.Type` is a metatype).
  static let eventNames = ["Tap": "Tap", "LongPress": "LongPress", "Drag": "Drag", "Type": "TypeText"]

  /// `taps:`/`events:` text with `Tap(…)`, `LongPress(…)`, `Drag(…)`, `Type(…)` calls made `_SceneEvent.…(…)`.
  static func scriptedEvents(_ expression: ExprSyntax) -> String {
    let text = Array(expression.trimmedDescription.utf8)
    let base = expression.positionAfterSkippingLeadingTrivia.utf8Offset
    var edits: [(offset: Int, name: String, length: Int)] = []
    for token in expression.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, let replacement = eventNames[name],
            let ref = token.parent?.as(DeclReferenceExprSyntax.self),
            ref.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ref.id else { continue }
      edits.append((token.positionAfterSkippingLeadingTrivia.utf8Offset - base, "SwiftUI._SceneEvent." + replacement, name.utf8.count))
    }
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

  /// A Swift string literal for `text`.
  static func literal(_ text: String) -> String {
    var s = "\""
    for c in text.unicodeScalars {
      switch c {
      case "\"": s += "\\\""
      case "\\": s += "\\\\"
      case "\n": s += "\\n"
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
