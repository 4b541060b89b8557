import SwiftIfConfig
import SwiftSyntax

/// What of a file's `#if` blocks a build leaves out, as UTF-8 ranges to blank (newlines kept, so every
/// remaining token stays at its line and column and `#sourceLocation` stays exact).
///
/// A clause the configuration does not select is blanked whole; in the selected one only the
/// directive (`#if cond`, `#elseif cond`, `#else`) goes, and every `#endif`. swiftc then sees only the
/// active code and no conditions it would evaluate for Linux.
enum ConditionalCompilation {
  static func inactiveRanges(in tree: SourceFileSyntax, configuration: some BuildConfiguration) -> [Range<Int>] {
    let regions = tree.configuredRegions(in: configuration)
    let finder = IfConfigFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    var ranges: [Range<Int>] = []
    for block in finder.blocks {
      let active = regions.activeClause(for: block)
      for clause in block.clauses {
        if clause.id == active?.id {
          let end = clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
          ranges.append(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset)
        } else {
          ranges.append(clause.positionAfterSkippingLeadingTrivia.utf8Offset..<clause.endPosition.utf8Offset)
        }
      }
      ranges.append(block.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<block.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
    }
    return ranges
  }
}

/// Every `#if` block, nested ones included.
private final class IfConfigFinder: SyntaxVisitor {
  var blocks: [IfConfigDeclSyntax] = []
  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    blocks.append(node)
    return .visitChildren
  }
}
