import SwiftSyntax

/// `#if` blocks, evaluated as for an iOS device build (Xcode's Debug configuration): `os(iOS)`,
/// `canImport(UIKit)` and `DEBUG` hold; `os(macOS)`, `targetEnvironment(simulator)` and custom flags
/// do not. Conditions follow The Swift Programming Language, "Compiler Control Statements"
/// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/statements/#Compiler-Control-Statements).
///
/// Inactive clauses and the directive lines are blanked in the source text (every character but line
/// breaks becomes a space) and the text is parsed again, so everything after keeps its line and column.
enum CompilationConditions {
  /// The modules an iOS app can import. Others (`AppKit`, `WatchKit`, …) are absent on iOS.
  static let importableModules: Set<String> = [
    "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "CoreFoundation", "Observation", "QuartzCore",
    "CoreAnimation", "Darwin", "os", "Swift", "Charts", "CoreImage", "CoreText", "Dispatch", "OSLog",
  ]
  /// `-D` flags of Xcode's Debug configuration.
  static let flags: Set<String> = ["DEBUG"]
  /// The language and compiler version `swift(>=…)` and `compiler(>=…)` compare with.
  static let swiftVersion = [6, 0]

  /// `text` with the inactive parts of its `#if` blocks blanked, or nil when it has no `#if`.
  static func activeText(of text: String, tree: SourceFileSyntax) -> String? {
    guard text.contains("#if") else { return nil }
    let finder = ClauseFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    guard !finder.blanked.isEmpty else { return nil }
    var bytes = Array(text.utf8)
    for range in finder.blanked {
      for i in range where i < bytes.count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") {
        bytes[i] = UInt8(ascii: " ")
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a `#if`/`#elseif` condition holds.
  static func isActive(_ condition: ExprSyntax) -> Bool {
    if let b = condition.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
    if let ref = condition.as(DeclReferenceExprSyntax.self) { return flags.contains(ref.baseName.text) }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return isActive(only.expression)
    }
    if let not = condition.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" { return !isActive(not.expression) }
    if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      switch op.operator.text {
      case "&&": return isActive(infix.leftOperand) && isActive(infix.rightOperand)
      case "||": return isActive(infix.leftOperand) || isActive(infix.rightOperand)
      default: return false
      }
    }
    // Before operator folding `a && b` is a sequence: fold it by precedence (`&&` binds tighter).
    if let sequence = condition.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      var orGroups: [[ExprSyntax]] = [[]]
      for element in elements {
        if let op = element.as(BinaryOperatorExprSyntax.self) {
          if op.operator.text == "||" { orGroups.append([]) }
          continue
        }
        orGroups[orGroups.count - 1].append(element)
      }
      return orGroups.contains { $0.allSatisfy(isActive) }
    }
    guard let call = condition.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let argument = call.arguments.first?.expression
    else { return false }
    let value = argument.trimmedDescription
    switch callee.baseName.text {
    case "os": return value == "iOS"
    case "canImport": return importableModules.contains(value)
    case "arch": return value == "arm64"
    case "targetEnvironment": return false  // a device build: neither simulator nor macCatalyst
    case "swift", "compiler": return versionCondition(argument)
    default: return false  // hasFeature, hasAttribute, _endian …: not assumed
    }
  }

  /// `>=5.9` or `<6.0` against `swiftVersion`.
  private static func versionCondition(_ argument: ExprSyntax) -> Bool {
    let text = argument.trimmedDescription.replacingOccurrences(of: " ", with: "")
    let isLess = text.hasPrefix("<")
    let digits = text.drop { $0 == ">" || $0 == "=" || $0 == "<" }
    let wanted = digits.split(separator: ".").map { Int($0) ?? 0 }
    var atLeast = true
    for i in 0..<max(wanted.count, swiftVersion.count) {
      let have = i < swiftVersion.count ? swiftVersion[i] : 0, want = i < wanted.count ? wanted[i] : 0
      if have != want {
        atLeast = have > want
        break
      }
    }
    return isLess ? !atLeast : atLeast
  }
}

/// Collects the byte ranges to blank: every directive line, and every clause that is not active.
private final class ClauseFinder: SyntaxVisitor {
  var blanked: [Range<Int>] = []

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    var taken = false
    for clause in node.clauses {
      let keyword = clause.poundKeyword
      let active: Bool
      if taken {
        active = false
      } else if let condition = clause.condition {
        active = CompilationConditions.isActive(condition)
      } else {
        active = keyword.tokenKind == .poundElse
      }
      let directiveEnd = clause.condition?.endPositionBeforeTrailingTrivia ?? keyword.endPositionBeforeTrailingTrivia
      if active {
        taken = true
        blank(keyword.positionAfterSkippingLeadingTrivia, directiveEnd)
        if let elements = clause.elements { walk(elements) }
      } else {
        blank(keyword.positionAfterSkippingLeadingTrivia, clause.endPositionBeforeTrailingTrivia)
      }
    }
    blank(node.poundEndif.positionAfterSkippingLeadingTrivia, node.poundEndif.endPositionBeforeTrailingTrivia)
    return .skipChildren
  }

  private func blank(_ start: AbsolutePosition, _ end: AbsolutePosition) {
    if end.utf8Offset > start.utf8Offset { blanked.append(start.utf8Offset..<end.utf8Offset) }
  }
}
