import Foundation

/// SwiftUI's `Text`: one line of text in the environment's font and foreground style.
public struct Text: PrimitiveView {
  public var content: String
  public init(_ content: String) { self.content = content }
  public init(verbatim content: String) { self.content = content }
  public var _node: ViewNode { .text(content) }
}

/// A part of a styled text: its characters (by `Character` offset) and the text modifiers written on
/// it, in call order (the first one written wins, as for a whole text). They are applied on top of
/// the environment the whole text is drawn in, so a part keeps what it does not change.
public struct TextSpanNode {
  public var range: Range<Int>
  public var modifiers: [ViewModifierNode]
  public init(range: Range<Int>, modifiers: [ViewModifierNode]) { self.range = range; self.modifiers = modifiers }
}
